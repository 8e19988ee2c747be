"""The Group page of the launcher: the group's record (``record``) as tables and charts —
players, roles and presets beside the simulator's prediction, win rates and ratings — with
the import of a folder of logs, the merge of two names of one person, the CSV export.

``page`` holds the page, ``work`` its background threads, ``tables`` and ``charts`` what
it shows, ``words`` its texts. Renders what ``record.stats`` computes; computes no figure.
"""
