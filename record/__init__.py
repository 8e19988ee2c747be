"""The group's record: a local database of its finished games, the figures read from it
(per player, per role, per preset, against the simulator's prediction) and the ratings.

``record.facts`` reads what a finished game's log says (by replaying it on the engine),
``record.store`` keeps it in sqlite3 in the data dir, ``record.stats`` and
``record.ratings`` compute the figures, ``record.cli`` is ``dnmafia stats``. Depends on
the engine, netproto's log reading and the bots' simulator; must not import Qt or desktop.
"""
