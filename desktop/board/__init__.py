"""The public board's parts, one subject a module: its look (``style``), its building
blocks (``blocks``), the phase banner (``banner``), the players' cards (``player_grid``),
the vote panel (``tally_panel``), the newspaper and the event feed (``feed``), the lobby's
schedule (``lobby_texts``) and the end's story (``story_page``). ``public_board`` lays them
out; ``projector`` is the window that shows it. The parts import no window and no engine
state.
"""
