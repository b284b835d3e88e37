"""Usage and cost of an episode: provider counts priced by a user-editable table.

The table is YAML (``examples/prices.yaml`` shows the format), chosen by
``$DUPLEXWORLD_PRICES``; duplexworld ships no prices, because providers change them. Keys
ending in ``_tokens`` are priced per million tokens, keys ending in ``_seconds`` per minute of
audio. A count with no price makes the episode's cost unpriced (with the missing keys named),
never 0; ``total_tokens`` is a sum of the others and is not priced.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import yaml
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from duplexworld.agents.config import AgentConfigError

PRICES_ENV = "DUPLEXWORLD_PRICES"
USAGE_FILE = "usage.json"
UNPRICED_KEYS = frozenset({"total_tokens"})


class PriceTable(BaseModel):
    """Prices by model: USD per million ``*_tokens``, USD per minute of ``*_seconds``."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    currency: str = "USD"
    models: dict[str, dict[str, float]] = Field(default_factory=dict)


def load_prices(path: Path | str | None = None) -> PriceTable | None:
    """The price table at ``path`` (default ``$DUPLEXWORLD_PRICES``), or None if none is set."""
    chosen = path or os.environ.get(PRICES_ENV)
    if not chosen:
        return None
    try:
        data = yaml.safe_load(Path(chosen).read_text(encoding="utf-8")) or {}
        return PriceTable.model_validate(data)
    except OSError as exc:
        raise AgentConfigError(f"{chosen}: cannot read the price table: {exc.strerror}") from None
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise AgentConfigError(f"{chosen}: {where}: {first['msg']}") from None


def price(model: str, usage: dict[str, float], table: PriceTable | None) -> dict[str, object]:
    """``{"cost": float | None, "currency", "status"}``: priced, or unpriced with the reason."""
    counted = {k: v for k, v in usage.items() if v and k not in UNPRICED_KEYS}
    if not counted:
        return {"cost": None, "currency": None, "status": "unpriced: no usage reported"}
    if table is None:
        return {
            "cost": None,
            "currency": None,
            "status": f"unpriced: no price table (${PRICES_ENV})",
        }
    prices = table.models.get(model)
    if prices is None:
        return {"cost": None, "currency": None, "status": f"unpriced: no prices for {model!r}"}
    missing = sorted(k for k in counted if k not in prices)
    if missing:
        return {
            "cost": None,
            "currency": None,
            "status": f"unpriced: no price for {', '.join(missing)}",
        }
    total = 0.0
    for key, count in counted.items():
        per = 1e6 if key.endswith("_tokens") else 60.0 if key.endswith("_seconds") else 1.0
        total += count / per * prices[key]
    return {"cost": round(total, 6), "currency": table.currency, "status": "priced"}


def write_usage(directory: Path, model: str, usage: dict[str, float]) -> Path:
    """Store an episode's usage and its cost beside its trace."""
    record = {
        "model": model,
        "usage": {k: round(v, 3) for k, v in sorted(usage.items())},
        **price(model, usage, load_prices()),
    }
    path = Path(directory) / USAGE_FILE
    path.write_text(json.dumps(record, indent=2, sort_keys=True) + "\n", encoding="utf-8")
    return path
