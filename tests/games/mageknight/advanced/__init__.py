"""Advanced Action cards (rulebook §4.1-§4.2; Lost Legion digest §1.1): one test per card."""
