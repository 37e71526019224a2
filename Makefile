# Every target sets itself up in a local virtual environment (.venv).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: catalogs play test lint bench rooms-ai-bench tournament app install-desktop clean sounds art contact-sheet

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $(STAMP)

# the compiled translation catalogs (build output; the wheel hook makes them too)
MO := $(patsubst %.po,%.mo,$(wildcard assets/locale/*/LC_MESSAGES/castlecombo.po))

$(MO): %.mo: %.po $(STAMP)
	$(BIN)/python tools/catalogs.py compile

# the strings to translate: src/ and the card names -> assets/locale/castlecombo.pot -> every .po
catalogs: $(STAMP)
	$(BIN)/python tools/catalogs.py extract
	$(BIN)/python tools/catalogs.py compile
	$(BIN)/python tools/catalogs.py status

play: $(STAMP) $(MO)
	$(BIN)/castlecombo play

# the tests spread over the machine's cores (pytest-xdist); one file alone: $(BIN)/python -m pytest tests/FILE
test: $(STAMP) $(MO)
	$(HEADLESS) $(BIN)/python -m pytest -n auto

# ruff (style and bugs), mypy (strict on the engine and the AI), import-linter (the layers)
lint: $(STAMP)
	$(BIN)/ruff check src tests bench build tools hatch_build.py
	$(BIN)/mypy
	$(BIN)/lint-imports

# engine speed of both games (the Castle Rooms AI matches: make rooms-ai-bench, about 20 minutes)
bench: $(STAMP)
	$(HEADLESS) $(BIN)/python bench/engine_bench.py
	$(HEADLESS) $(BIN)/python bench/rooms_bench.py --only engine

rooms-ai-bench: $(STAMP)
	$(HEADLESS) $(BIN)/python bench/rooms_bench.py

# The generated assets: sound effects (assets/sounds) and character emblems (assets/cards/art),
# both byte-identical on every run; the contact sheets of the emblems and card faces go to SHEETS.
SHEETS ?= /tmp/castlecombo-sheets

sounds: $(STAMP)
	$(BIN)/python tools/make_sounds.py

art: $(STAMP)
	$(BIN)/python tools/make_art.py

contact-sheet: $(STAMP)
	mkdir -p "$(SHEETS)"
	$(HEADLESS) $(BIN)/python tools/art_sheet.py --out "$(SHEETS)"

# the AI levels' round robin (2 and 4 players) and hard's time scaling; GAMES=N per pairing (default 400: days)
tournament: $(STAMP)
	$(BIN)/python bench/tournament.py $(if $(GAMES),--games $(GAMES))

# The double-click app (build/pyinstaller.spec): dist/castlecombo/ (one folder) and
# dist/onefile/castlecombo (one file), then the smoke test of both frozen builds.
app: $(STAMP) $(MO)
	$(BIN)/python -m pip install --quiet "pyinstaller>=6,<7"
	$(BIN)/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build/work build/pyinstaller.spec
	$(BIN)/python build/smoke_test.py --dist dist

# Linux: the app in the desktop's menu (builds it first if needed).
APPS_DIR := $(HOME)/.local/share/applications
ICON_DIR := $(HOME)/.local/share/icons/hicolor
APP_EXE := $(CURDIR)/dist/castlecombo/castlecombo

install-desktop:
	@test -x "$(APP_EXE)" || $(MAKE) app
	mkdir -p "$(APPS_DIR)" "$(ICON_DIR)/256x256/apps" "$(ICON_DIR)/scalable/apps"
	install -m 644 assets/cards/icons/app.png "$(ICON_DIR)/256x256/apps/castlecombo.png"
	install -m 644 assets/cards/icons/app.svg "$(ICON_DIR)/scalable/apps/castlecombo.svg"
	sed -e 's|^Exec=.*|Exec="$(APP_EXE)"|' -e 's|^TryExec=.*|TryExec=$(APP_EXE)|' \
		build/castlecombo.desktop > "$(APPS_DIR)/castlecombo.desktop"
	chmod 644 "$(APPS_DIR)/castlecombo.desktop"
	-gtk-update-icon-cache --quiet --ignore-theme-index "$(ICON_DIR)" 2>/dev/null
	-update-desktop-database --quiet "$(APPS_DIR)" 2>/dev/null
	@echo "Castle Combo is in the desktop menu (Games); it runs $(APP_EXE)"

clean:
	rm -rf $(VENV) dist build/castlecombo build/dist build/work
