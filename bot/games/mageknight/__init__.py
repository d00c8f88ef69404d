"""Mage Knight (Ultimate Edition): the rules, pure and synchronous."""
