"""What every game shares: hex maths, the seeded RNG, rules errors and the engine contract."""
