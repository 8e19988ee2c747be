"""The abilities a role composes (docs/roles.md, issue 30 step 2): the night as data.

``declared``: what a role's file declares, read for the engine (a seat's declaration of an
action, its limits, the night's steps in order). ``gates``: the submission checks of the
role abilities, derived from the declarations. ``protect``: the night's state, the
protections by priority and the one function every kill and knock-out goes through.
``resolve``: each ability's resolution at its night step and its report. The family's
kill, strikes and the morning stay the classic night's (engine.classic_night). Imports
engine vocabulary only: never a preset, the views or anything outside the engine.
"""
