"""The players' names the tests seat, and the usual Death Note deal over them."""

from __future__ import annotations

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus")  # a table of seven
EIGHT = (*NAMES, "Hal")
SIX = NAMES[:6]
# Ann is Kira (and holds the notebook), Bob is L, Cid Near, Dan the boss, Eve a mafioso
DEAL = {"Ann": "kira", "Bob": "l", "Cid": "near", "Dan": "mafia_boss", "Eve": "mafia"}
