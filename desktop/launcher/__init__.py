"""The launcher: the app's first window (``window``) and its pages: joining a table
(``join_page``), the saved games (``saved_games``), the question after a crash
(``resume_prompt``) and what the pages share (``common``). It opens the other rooms' windows
lazily, by name, never by import.
"""
