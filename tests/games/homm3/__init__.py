"""Heroes of Might and Magic III rules-conformance tests, organised like the rulebook."""
