"""Settings, saves and history on disk: atomic writes, validated records, statistics."""
