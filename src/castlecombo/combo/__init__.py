"""Castle Combo: card data, the rules engine, its AI players and its table."""
