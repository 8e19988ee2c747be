"""A saved game played back: the viewer window (``viewer``), its god view (``god_view``) and
the moments it steps through (``moments``).
"""
