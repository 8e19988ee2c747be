"""tools/i18n_fill.py fills the engine's Russian texts from assets/i18n/ru_engine.json: the
.ts files are never edited by hand, a new code's text comes from the JSON, a text whose
English template changed is not used (the entry stays missing)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

from tools import i18n_fill

TS = """<TS version="2.1" language="ru_RU">
<context>
    <name>engine.public</name>
    <message>
        <source>{name} has died.</source>
        <comment>died</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} left the table.</source>
        <comment>left</comment>
        <translation type="unfinished">{name} ушёл.</translation>
    </message>
    <message>
        <source>Day {day}.</source>
        <comment>day</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>"""


def test_the_engine_texts_come_from_the_json(tmp_path, monkeypatch):
    texts = {"engine.public": {"died": ["{name} has died.", "Погиб игрок {name}."],
                               "left": ["{name} has left.", "{name} ушёл из-за стола."]}}
    path = tmp_path / "ru_engine.json"
    path.write_text(json.dumps(texts, ensure_ascii=False), encoding="utf-8")
    monkeypatch.setattr(i18n_fill, "RU_ENGINE", path)
    root = ET.fromstring(TS)
    missing = i18n_fill._fill_engine(root)
    translations = {m.findtext("comment"): m.find("translation") for m in root.iter("message")}
    assert translations["died"].text == "Погиб игрок {name}."
    assert translations["died"].get("type") is None  # finished
    # the JSON translates an older template: kept unfinished, and listed
    assert translations["left"].get("type") == "unfinished"
    assert missing == ["engine.public|left", "engine.public|day"]


def test_every_engine_entry_of_the_russian_file_is_in_the_json():
    texts = json.loads(i18n_fill.RU_ENGINE.read_text(encoding="utf-8"))
    root = ET.parse(i18n_fill.I18N_DIR / "dnmafia_ru.ts").getroot()
    entries = list(i18n_fill._desktop_messages(root, engine=True))
    assert len(entries) > 150
    for context, message, translation in entries:
        code = message.findtext("comment")
        assert texts[context][code] == [message.findtext("source"), translation.text], code
