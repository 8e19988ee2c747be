"""DN Mafia desktop: the PySide6 windows (launcher, host console, player window,
projector, hot-seat) and the ``dnmafia`` command line.

Renders views and sends intents; never touches engine state directly.
"""
