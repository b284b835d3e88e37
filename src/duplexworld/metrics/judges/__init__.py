"""LLM judges for CP, FAI and NLA over any OpenAI-compatible chat completions endpoint.

Configured by :func:`configure_judge` or the ``DUPLEXWORLD_JUDGE_*`` environment variables
(see :mod:`duplexworld.metrics.judges.config`); without a judge the judged metrics are absent.
Prompts are ours and versioned (:mod:`duplexworld.metrics.judges.prompts`); verdicts are asked
at temperature 0 and cached on disk by sha256(prompt, version, model, input).
"""

from duplexworld.metrics.judges.client import JudgeClient, JudgeError, Verdict, parse_json_verdict
from duplexworld.metrics.judges.config import (
    JudgeConfig,
    configure_judge,
    judge_config,
    judge_status,
)
from duplexworld.metrics.judges.metrics import JUDGED_METRICS, judge_client, judge_transcript

__all__ = [
    "JUDGED_METRICS",
    "JudgeClient",
    "JudgeConfig",
    "JudgeError",
    "Verdict",
    "configure_judge",
    "judge_client",
    "judge_config",
    "judge_status",
    "judge_transcript",
    "parse_json_verdict",
]
