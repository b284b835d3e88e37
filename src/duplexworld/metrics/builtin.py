"""The built-in metric sets, in the order the report shows them within a pillar.

The metric registry calls :func:`builtin_metric_sets` on its first use; nothing registers a
metric by being imported, so this is the one list of what the harness scores.
"""

from __future__ import annotations

from duplexworld.metrics.base import MetricSet


def builtin_metric_sets() -> tuple[MetricSet, ...]:
    """Every built-in metric set; within a pillar, the report keeps this order."""
    # imported here, not at module level: the registry (metrics.base) calls this on first use
    from duplexworld.metrics import (
        agentic,
        dnsmos,
        effort,
        interaction,
        plugins,
        suspension,
        turn_taking,
    )
    from duplexworld.metrics.judges import metrics as judged

    return (
        agentic.METRICS,  # GS, ACT
        turn_taking.METRICS,  # TT, TT_strict, TT_final
        suspension.METRICS,  # SUS
        judged.METRICS,  # CP, FAI, NLA
        agentic.OUTCOME,  # ENV, reward, Pass@1, Pass@3, Pass^3
        effort.METRICS,  # rho and its split, no_tool, credential_wer
        interaction.METRICS,  # SEL and the tau-Voice panel
        dnsmos.METRICS,  # DNSMOS OVRL, SIG, BAK, P.808
        plugins.METRICS,  # UTMOS, NISQA
    )
