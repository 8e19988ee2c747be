"""The parts of a player's window, one subject a module: the action list
(``action_list``), the notebook panel (``notebook_panel``), the role card (``role_card``)
and what the tabs say beside the logs (``tab_texts``). ``window`` (the player
window) lays them out. The parts import no window and no engine state.
"""
