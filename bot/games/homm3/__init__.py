"""Heroes of Might and Magic III: The Board Game (issue 11): the rules, pure and synchronous."""
