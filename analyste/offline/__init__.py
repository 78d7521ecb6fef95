"""Deterministic agents used by the offline provider: rule-based, no model, no network."""
