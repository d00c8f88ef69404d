"""Mage Knight rules-conformance tests, organised like the rulebook."""
