# The two commands a newcomer needs: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
VPY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test lint scenarios bench clean i18n screenshots

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(VPY) -m pip install --quiet --upgrade pip
	$(VPY) -m pip install --quiet -e '.[test]'
	$(VPY) -c "from desktop.i18n import build_translations; build_translations()"
	touch $(STAMP)

run: $(STAMP)
	$(VENV)/bin/dnmafia

test: $(STAMP)
	$(VENV)/bin/ruff check .
	QT_QPA_PLATFORM=offscreen $(VPY) -m pytest

scenarios: $(STAMP)
	$(VENV)/bin/dnmafia scenario tests/scenarios/*.toml

bench: $(STAMP)
	$(VPY) bench/engine_bench.py

# refresh the translation sources after changing user-visible strings
i18n: $(STAMP)
	$(VENV)/bin/pyside6-lupdate $$(find desktop -name "*.py" | sort) -ts assets/i18n/dnmafia_ru.ts assets/i18n/dnmafia_en.ts
	$(VPY) tools/i18n_sync.py
	$(VPY) tools/i18n_fill.py
	$(VPY) tools/i18n_sync.py
	$(VPY) -c "from desktop.i18n import build_translations; build_translations()"

# the windows in Russian and English, as PNG files under docs/screenshots/
screenshots: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(VPY) -m desktop.screenshots docs/screenshots

lint: $(STAMP)
	$(VENV)/bin/ruff check .

clean:
	rm -rf $(VENV) build *.egg-info
