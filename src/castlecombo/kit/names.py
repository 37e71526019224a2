"""A person's name made shorter where it does not fit: the middle names to their initials, then the last name
too ("Bartolomé Esteban Murillo", "Bartolomé E. Murillo", "Bartolomé M."), before anything is cut with "…"."""

from __future__ import annotations

import functools


@functools.lru_cache(maxsize=256)
def name_forms(name: str) -> tuple[str, ...]:
    """Return ``name`` and its shorter forms, longest first: the names between the first and the last as initials
    (small words such as "de" or "los" left out), then the first name and the last's initial."""
    words = name.split()
    if len(words) < 2:
        return (name,)
    first, middle, last = words[0], words[1:-1], words[-1]
    forms = [name]
    if middle:
        forms.append(" ".join([first, *(_initial(w) for w in middle if w[:1].isupper()), last]))
    if last[:1].isalpha():
        forms.append(f"{first} {_initial(last)}")
    return tuple(dict.fromkeys(forms))  # each form once, in order


def _initial(word: str) -> str:
    """Return the word's first letter and a full stop ("Esteban" → "E.")."""
    return f"{word[0]}."
