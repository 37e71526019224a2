"""The translation catalogs: extract the strings to translate, update each language, compile.

    python tools/catalogs.py extract   # src/ + card names -> assets/locale/castlecombo.pot, then update
    python tools/catalogs.py update    # merge the template into every language's .po (no fuzzy guesses)
    python tools/catalogs.py compile   # every .po -> .mo next to it (the build and the Makefile run this)
    python tools/catalogs.py status    # per language: messages, untranslated, fuzzy
    python tools/catalogs.py todo fr OUT.json   # fr's untranslated messages, for a translator
    python tools/catalogs.py fill fr IN.json    # put a translator's answers into fr's catalog

The JSON of ``todo``/``fill`` is a list of {"context", "id", "plural", "comments", "where",
"string"}: ``id`` and ``string`` are lists of forms for plural messages (``string`` has as many
forms as the language's nplurals); ``fill`` refuses a string whose placeholders differ from its id's.

Uses Babel. Card names are extracted from the card files with the context "card", as the game
shows them through ``pgettext("card", name)``.
"""

from __future__ import annotations

import argparse
import copy
import json
import re
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
# gettext's usual two forms (CLDR's third "many" form, for a million, never occurs in a game)
PLURAL_FORMS = {
    "en": "nplurals=2; plural=(n != 1);",
    "fr": "nplurals=2; plural=(n > 1);",
    "it": "nplurals=2; plural=(n != 1);",
    "es": "nplurals=2; plural=(n != 1);",
    "pt": "nplurals=2; plural=(n != 1);",
}
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
        catalog.mime_headers = [("Plural-Forms", PLURAL_FORMS[code])]
        catalog.update(copy.deepcopy(template), no_fuzzy_matching=True)  # update shares the template's messages
        if code == "en":
            for message in catalog:
                if message.id:
                    message.string = tuple(message.id) if isinstance(message.id, (list, tuple)) else message.id
                    message.flags.discard("fuzzy")  # a message made plural keeps babel's flag, not its doubt
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


def _entry(message) -> dict[str, object]:
    """Return ``message`` as a todo/fill entry."""
    plural = isinstance(message.id, (list, tuple))
    return {"context": message.context, "id": list(message.id) if plural else message.id, "plural": plural,
            "comments": list(message.auto_comments), "where": [f"{f}:{n}" for f, n in message.locations][:3],
            "string": list(message.string) if plural else message.string}


def _empty(message) -> bool:
    """Return whether ``message`` still lacks a translation."""
    if isinstance(message.string, (list, tuple)):
        return not all(message.string)
    return not message.string


def todo(code: str, out: Path) -> int:
    """Write language ``code``'s untranslated messages to ``out``; return how many."""
    catalog = read(po_path(code), code)
    entries = [_entry(m) for m in catalog if m.id and _empty(m)]
    out.write_text(json.dumps({"language": code, "nplurals": catalog.num_plurals, "plural": catalog.plural_expr,
                               "messages": entries}, ensure_ascii=False, indent=1), encoding="utf-8")
    return len(entries)


_PLACEHOLDER = re.compile(r"\{[^{}]*\}")


def fill(code: str, source: Path) -> int:
    """Put the translations in ``source`` into language ``code``'s catalog; return how many were
    taken. Raise SystemExit naming each entry refused (unknown id, wrong forms, placeholders)."""
    catalog = read(po_path(code), code)
    data = json.loads(source.read_text(encoding="utf-8"))
    entries = data["messages"] if isinstance(data, dict) else data
    problems, taken = [], 0
    for entry in entries:
        key = tuple(entry["id"]) if entry.get("plural") else entry["id"]
        lookup = key[0] if isinstance(key, tuple) else key
        message = catalog.get(lookup, entry.get("context"))
        if message is None:
            problems.append(f"unknown message {lookup!r}")
            continue
        string = entry["string"]
        if isinstance(message.id, (list, tuple)):
            if not isinstance(string, list) or len(string) != catalog.num_plurals or not all(string):
                problems.append(f"{lookup!r}: needs {catalog.num_plurals} non-empty forms")
                continue
            wanted = set(_PLACEHOLDER.findall(message.id[1])) | set(_PLACEHOLDER.findall(message.id[0]))
            forms = string
        else:
            if not isinstance(string, str) or not string:
                problems.append(f"{lookup!r}: needs a non-empty string")
                continue
            wanted = set(_PLACEHOLDER.findall(message.id))
            forms = [string]
        if any(set(_PLACEHOLDER.findall(form)) - wanted for form in forms) or (
                not isinstance(message.id, (list, tuple)) and set(_PLACEHOLDER.findall(string)) != wanted):
            problems.append(f"{lookup!r}: placeholders differ from the original ({sorted(wanted)})")
            continue
        message.string = tuple(string) if isinstance(message.id, (list, tuple)) else string
        message.flags.discard("fuzzy")
        taken += 1
    write(catalog, po_path(code))
    if problems:
        raise SystemExit("\n".join(problems) + f"\n({taken} taken, {len(problems)} refused)")
    return taken


def main(argv: list[str] | None = None) -> int:
    """Run the command; return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("command", choices=["extract", "update", "compile", "status", "todo", "fill"])
    parser.add_argument("language", nargs="?", choices=LANGUAGES)
    parser.add_argument("file", nargs="?", type=Path)
    args = parser.parse_args(argv)
    if args.command in ("todo", "fill") and (args.language is None or args.file is None):
        parser.error(f"{args.command} needs a language and a file")
    if args.command == "todo":
        print(f"{todo(args.language, args.file)} untranslated messages in {args.file}")
        return 0
    if args.command == "fill":
        print(f"{fill(args.language, args.file)} translations taken")
        return 0
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
