"""The sources of the Banking scenarios, one module per conversation type.

``duplexworld scenarios generate`` writes them to ``scenarios/*.yaml``.
"""

from duplexworld.worlds.banking.authoring import (
    guided_procedure,
    identity_verification,
    mid_call_correction,
    multi_intent,
    narrative_intake,
    policy_refusal,
    record_disambiguation,
    single_intent,
    suspension,
)

SOURCES = (
    guided_procedure.guided_procedure_01,
    guided_procedure.guided_procedure_02,
    guided_procedure.guided_procedure_03,
    identity_verification.identity_verification_01,
    identity_verification.identity_verification_02,
    identity_verification.identity_verification_03,
    mid_call_correction.mid_call_correction_01,
    mid_call_correction.mid_call_correction_02,
    mid_call_correction.mid_call_correction_03,
    multi_intent.multi_intent_01,
    multi_intent.multi_intent_02,
    multi_intent.multi_intent_03,
    narrative_intake.narrative_intake_01,
    narrative_intake.narrative_intake_02,
    narrative_intake.narrative_intake_03,
    policy_refusal.policy_refusal_01,
    policy_refusal.policy_refusal_02,
    policy_refusal.policy_refusal_03,
    record_disambiguation.record_disambiguation_01,
    record_disambiguation.record_disambiguation_02,
    record_disambiguation.record_disambiguation_03,
    single_intent.single_intent_01,
    single_intent.single_intent_02,
    single_intent.single_intent_03,
    suspension.suspension_01,
    suspension.suspension_02,
    suspension.suspension_03,
)
"""Every scenario builder, in file order."""
