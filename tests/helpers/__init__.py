"""Shared test helpers: one copy of what many test modules need (a fake clock, the
players' names and the usual deal, the wire's hello, seating a table). Fixtures built on
them are in the conftest.py files (tests/netproto/conftest.py: ``clock``, ``make``).

Imports only the project's netproto and the standard library; never a test module."""
