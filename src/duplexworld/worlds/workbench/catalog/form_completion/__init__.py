"""Form-completion workflows: the user delegates a form and dictates what only they know.

Eleven stories across industries (the twelfth, the freight pickup, is in ``intake``). Each
form takes some values from the user, some from the record the user's answer finds and some
from a knowledge-base document; the form is committed only on the user's spoken approval.

The builders live in one module a theme: ``claims``, ``registrations``, ``permits``,
``service_requests``.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.form_completion import (
    claims,
    permits,
    registrations,
    service_requests,
)

WORKFLOWS = (
    claims.auto_claim,
    registrations.new_patient,
    permits.deck_permit,
    registrations.school_enrollment,
    service_requests.power_connection,
    permits.licence_renewal,
    service_requests.group_block,
    claims.vendor_return,
    registrations.supplier_onboarding,
    claims.crop_loss,
    service_requests.system_access,
)
"""The builders of this archetype, in catalogue order."""
