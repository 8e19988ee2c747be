"""The narrator's menu (a right click on the projector or the hot-seat window): repeat,
skip, mute, captions, and the voice, rate and volume, remembered in the settings.

Owns ``narrator_menu`` only; the narration it acts on is ``captions.TableNarration``.
Must not import another window.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

RATES = (-0.5, 0.0, 0.5)  # slow, normal, fast
VOLUMES = (0.25, 0.5, 0.75, 1.0)


translate = QCoreApplication.translate  # a literal translate("NarratorMenu", …) for lupdate


def narrator_menu(narration: Any, parent: QWidget) -> QMenu:
    """The menu of ``narration`` (a ``TableNarration``); each choice is remembered."""
    narrator = narration.narrator
    menu = QMenu(translate("NarratorMenu", "Narrator"), parent)
    menu.setObjectName("narrator-menu")
    menu.addAction(translate("NarratorMenu", "Repeat the last line (R)"), narration.repeat)
    menu.addAction(translate("NarratorMenu", "Skip this line (S)"), narration.skip)
    mute = menu.addAction(translate("NarratorMenu", "Mute (M)"))
    mute.setCheckable(True)
    mute.setChecked(narrator.prefs.muted)
    mute.toggled.connect(lambda on: (narrator.set_muted(on), narration.save()))
    captions = menu.addAction(translate("NarratorMenu", "Captions"))
    captions.setCheckable(True)
    captions.setChecked(narrator.captions)
    captions.setEnabled(narrator.has_voice)  # without a voice they are always on
    captions.toggled.connect(lambda on: (setattr(narrator.prefs, "captions", on),
                                         narration.save()))
    voices = menu.addMenu(translate("NarratorMenu", "Voice"))
    voices.setEnabled(bool(narrator.voices()))
    group = QActionGroup(voices)
    current = narrator.speech.voice().name() if narrator.speech is not None else ""
    for name in narrator.voices():
        action = voices.addAction(name)
        action.setCheckable(True)
        action.setChecked(name == (narrator.prefs.voice or current))
        group.addAction(action)
        action.triggered.connect(lambda _=False, n=name: (narrator.set_voice(n),
                                                          narration.save()))
    rate_menu = menu.addMenu(translate("NarratorMenu", "Rate"))
    rates = QActionGroup(rate_menu)
    words = (translate("NarratorMenu", "Slow"), translate("NarratorMenu", "Normal"),
             translate("NarratorMenu", "Fast"))
    for rate, word in zip(RATES, words, strict=True):
        action = rate_menu.addAction(word)
        action.setCheckable(True)
        action.setChecked(abs(narrator.prefs.rate - rate) < 0.01)
        rates.addAction(action)
        action.triggered.connect(lambda _=False, r=rate: (narrator.set_rate(r),
                                                          narration.save()))
    volume_menu = menu.addMenu(translate("NarratorMenu", "Volume"))
    volumes = QActionGroup(volume_menu)
    for volume in VOLUMES:
        action = volume_menu.addAction(f"{round(volume * 100)} %")
        action.setCheckable(True)
        action.setChecked(abs(narrator.prefs.volume - volume) < 0.01)
        volumes.addAction(action)
        action.triggered.connect(lambda _=False, v=volume: (narrator.set_volume(v),
                                                            narration.save()))
    for sub in (voices, rate_menu, volume_menu):
        sub.setEnabled(sub.isEnabled() and narrator.has_voice)
    return menu
