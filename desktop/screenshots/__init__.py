"""The windows' pictures for docs/screenshots (``make screenshots``): the scenes
(``shots``, ``classic``) and the helpers that stage a window (``kit``).
"""
