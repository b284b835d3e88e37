"""Pricing usage: priced with a table, unpriced (never 0) without one or with a gap."""

from __future__ import annotations

import pytest

from duplexworld.agents.config import AgentConfigError
from duplexworld.agents.usage import PriceTable, load_prices, price


def test_priced_per_million_tokens_and_per_minute():
    table = PriceTable(
        models={"m": {"input_tokens": 2.0, "output_tokens": 8.0, "session_seconds": 0.05}}
    )
    usage = {
        "input_tokens": 500_000,
        "output_tokens": 100_000,
        "total_tokens": 600_000,
        "session_seconds": 120,
    }
    result = price("m", usage, table)
    assert result == {"cost": 1.9, "currency": "USD", "status": "priced"}


def test_unpriced_is_never_zero():
    table = PriceTable(models={"m": {"input_tokens": 2.0}})
    usage = {"input_tokens": 10, "output_tokens": 5}
    assert price("m", usage, table) == {
        "cost": None,
        "currency": None,
        "status": "unpriced: no price for output_tokens",
    }
    assert price("other", usage, table)["status"] == "unpriced: no prices for 'other'"
    assert price("m", usage, None)["status"].startswith("unpriced: no price table")
    assert price("m", {}, table)["status"] == "unpriced: no usage reported"


def test_price_table_errors_name_file_and_field(tmp_path, monkeypatch):
    path = tmp_path / "prices.yaml"
    path.write_text("models:\n  m:\n    input_tokens: cheap\n")
    with pytest.raises(AgentConfigError, match=r"prices\.yaml: models\.m\.input_tokens"):
        load_prices(path)
    monkeypatch.setenv("DUPLEXWORLD_PRICES", str(path))
    with pytest.raises(AgentConfigError):
        load_prices()
    monkeypatch.delenv("DUPLEXWORLD_PRICES")
    assert load_prices() is None
