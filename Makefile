# Every target sets itself up in a local virtual environment (.venv).
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy

.PHONY: play test bench tournament app install-desktop clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/castlecombo play

test: $(STAMP)
	$(HEADLESS) $(BIN)/python -m pytest

bench: $(STAMP)
	$(HEADLESS) $(BIN)/python bench/engine_bench.py

tournament: $(STAMP)
	$(BIN)/python bench/tournament.py

clean:
	rm -rf $(VENV) dist build/castlecombo build/dist build/work
