"""The parts of a player's window, one subject a module: the action list
(``action_list``), the notebook panel (``notebook_panel``), the role card (``role_card``)
and what the tabs say beside the logs (``tab_texts``). ``desktop.player_window`` lays them
out. None of them imports a window or engine state.
"""
