"""The app as the narrator: the public course of the game said aloud (issue 32).

``script`` builds the lines from the public view, ``spoken`` says numbers and times as
words, ``saved`` narrates a saved game (``dnmafia narrate``), ``narrator`` speaks the
lines (QtTextToSpeech) and ``captions`` shows them on the projector.
"""
