"""The translation catalogs: extract the strings to translate, update each language, compile.

    python tools/catalogs.py extract   # src/ + card names -> assets/locale/castlecombo.pot, then update
    python tools/catalogs.py update    # merge the template into every language's .po (no fuzzy guesses)
    python tools/catalogs.py compile   # every .po -> .mo next to it (the build and the Makefile run this)
    python tools/catalogs.py status    # per language: messages, untranslated, fuzzy

Uses Babel. Card names are extracted from the card files with the context "card", as the game
shows them through ``pgettext("card", name)``.
"""

from __future__ import annotations

import argparse
import copy
import json
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
LOCALE = ROOT / "assets" / "locale"
TEMPLATE = LOCALE / "castlecombo.pot"
LANGUAGES = ("en", "fr", "it", "es", "pt")
CARD_FILES = (ROOT / "assets" / "cards" / "base.json",)
KEYWORDS = dict(DEFAULT_KEYWORDS)


def po_path(code: str) -> Path:
    """Return the path of language ``code``'s catalog source."""
    return LOCALE / code / "LC_MESSAGES" / "castlecombo.po"


def extract() -> Catalog:
    """Return the template: every marked string under src/, and every card name."""
    template = Catalog(project="Castle Combo", version="1", fuzzy=False)
    src = ROOT / "src"
    for filename, lineno, message, comments, context in extract_from_dir(
        str(src), method_map=[("**.py", "python")], keywords=KEYWORDS, comment_tags=("TRANSLATORS:",),
        strip_comment_tags=True,
    ):
        location = (f"src/{filename}", lineno)
        existing = template.get(message[0] if isinstance(message, tuple) else message, context)
        if existing is not None:
            existing.locations.append(location)
            continue
        template.add(message, locations=[location], auto_comments=comments, context=context)
    for path in CARD_FILES:
        for card in json.loads(path.read_text(encoding="utf-8"))["cards"]:
            if template.get(card["name"], "card") is None:
                template.add(card["name"], context="card",
                             locations=[(str(path.relative_to(ROOT)), card["id"])],
                             auto_comments=["A character's name on its card."])
    return template


def write(catalog: Catalog, path: Path) -> None:
    """Write ``catalog`` as a .po/.pot file at ``path`` (sorted, so diffs stay small)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as fh:
        write_po(fh, catalog, width=100, sort_output=True, ignore_obsolete=True, include_previous=False)


def read(path: Path, code: str | None = None) -> Catalog:
    """Return the catalog in ``path``."""
    with path.open("rb") as fh:
        return read_po(fh, locale=code)


def update(template: Catalog) -> None:
    """Merge ``template`` into each language's catalog: new strings empty, gone ones dropped,
    no fuzzy guesses. English is the source language: its translations are the strings."""
    for code in LANGUAGES:
        path = po_path(code)
        if path.exists():
            catalog = read(path, code)
        else:
            catalog = Catalog(locale=code, project="Castle Combo", version="1", fuzzy=False)
        catalog.update(copy.deepcopy(template), no_fuzzy_matching=True)  # update shares the template's messages
        if code == "en":
            for message in catalog:
                if message.id:
                    message.string = tuple(message.id) if isinstance(message.id, (list, tuple)) else message.id
        catalog.fuzzy = False
        write(catalog, path)


def compile_all() -> int:
    """Compile every language's .po to .mo; return how many were written."""
    done = 0
    for code in LANGUAGES:
        path = po_path(code)
        if not path.exists():
            continue
        catalog = read(path, code)
        with path.with_suffix(".mo").open("wb") as fh:
            write_mo(fh, catalog, use_fuzzy=False)
        done += 1
    return done


def status() -> None:
    """Print, per language, how many messages are there, untranslated and fuzzy."""
    for code in LANGUAGES:
        path = po_path(code)
        if not path.exists():
            print(f"{code}: no catalog")
            continue
        catalog = read(path, code)
        messages = [m for m in catalog if m.id]
        empty = [m for m in messages if not m.string or (isinstance(m.string, tuple) and not all(m.string))]
        fuzzy = [m for m in messages if m.fuzzy]
        print(f"{code}: {len(messages)} messages, {len(empty)} untranslated, {len(fuzzy)} fuzzy")


def main(argv: list[str] | None = None) -> int:
    """Run the command; return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["extract", "update", "compile", "status"])
    args = parser.parse_args(argv)
    if args.command == "extract":
        template = extract()
        write(template, TEMPLATE)
        update(template)
        print(f"{len(template)} messages in {TEMPLATE.relative_to(ROOT)}")
    elif args.command == "update":
        update(read(TEMPLATE))
    elif args.command == "compile":
        print(f"compiled {compile_all()} catalogs")
    else:
        status()
    return 0


if __name__ == "__main__":
    sys.exit(main())
