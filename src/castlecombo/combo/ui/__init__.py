"""Castle Combo's scenes: the table, prompts, ending, replay and rules pages."""
