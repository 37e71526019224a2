"""Allow ``python -m castlecombo``."""

from castlecombo.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
