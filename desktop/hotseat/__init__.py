"""One computer passed around the table: the window (``window``), its set-up (``setup``), the
board everybody sees between turns (``board``), the curtain between two players
(``curtain``), the one-tap vote (``vote``) and their shared words (``common``).
"""
