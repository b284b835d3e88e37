"""Training scripts of the bundled heads: the caller's intent head and the speech checks' act heads.

They read the built-in scenarios and the tuning corpora, so they sit above the worlds; the
heads they write are loaded by ``caller.understanding.intent_head`` and ``speech.act_model``.
"""
