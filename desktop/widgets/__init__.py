"""Widgets shared by the windows: the clock bar, the player table, the event log."""
