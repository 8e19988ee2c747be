"""DN Mafia network play: the sans-I/O protocol core, QtNetwork transports, zeroconf
discovery, the host's table session and the game log (see ../shared/DESIGN.md).

Depends on ``engine``; must not import ``desktop`` or any Qt widget module.
"""
