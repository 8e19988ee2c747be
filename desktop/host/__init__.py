"""The host console: its window (``console``), the table's set-up (``setup``) and rule editor
(``rules``, with the options' words in ``option_texts``), the lobby (``lobby``,
``lobby_column``), the running game's controls (``game``), the god view's panels
(``panels``, ``god_nights``) and the host's own seat (``seat``).
"""
