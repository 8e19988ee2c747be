"""``dnmafia doctor``: the report (``report``), the machine's checks (``checks``) and the
network's (``net``).
"""
