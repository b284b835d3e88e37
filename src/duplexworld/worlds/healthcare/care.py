"""Meridian tools for care management: the provider directory, primary care and ID cards."""

from __future__ import annotations

from typing import Literal

from duplexworld.world import ToolError, tool
from duplexworld.world.values import age_on, normalise_text, parse_postcode
from duplexworld.worlds.healthcare.access import HealthBase
from duplexworld.worlds.healthcare.records import CardOrder, Provider
from duplexworld.worlds.healthcare.values import AS_OF

PRIMARY_CARE = {"family medicine": (0, 200), "internal medicine": (18, 200), "pediatrics": (0, 18)}
"""Specialties that can be a primary care provider, with the member ages they serve (PCP-1)."""

Specialty = Literal["", "family medicine", "internal medicine", "pediatrics", "cardiology"]
"""The directory's specialties, searchable by name; empty searches every specialty. An enum
because the directory files every provider under one of them, and so that a search argument
is a constant of the tool, not something read off the records."""


class CareTools(HealthBase):
    """The public provider directory and the care changes a member (or parent) can make."""

    @tool()
    def find_providers(self, zip_code: str, specialty: Specialty = "", last_name: str = "") -> str:
        """Search the in-network provider directory by office ZIP code.

        The directory is public: no verification is needed to search it.

        Args:
            zip_code: the five-digit ZIP code of the office, e.g. "62704".
            specialty: only this specialty ("family medicine", "internal medicine",
                "pediatrics" or "cardiology"); empty for all.
            last_name: only providers with this last name, e.g. "Patel"; empty for all.
        """
        code = parse_postcode(zip_code, "zip_code")
        wanted_specialty = normalise_text(specialty)
        wanted_name = normalise_text(last_name.replace("Dr.", "").replace("Doctor", ""))
        found = []
        for provider in self.find(Provider, zip_code=code):
            if provider.status != "active" or not provider.in_network:
                continue
            if wanted_specialty and wanted_specialty not in normalise_text(provider.specialty):
                continue
            names = normalise_text(provider.name).split()
            if wanted_name and (not names or names[-1] != wanted_name.split()[-1]):
                continue
            found.append(provider)
        if not found:
            return f"No in-network provider in ZIP {code} matches that search."
        lines = [f"In-network providers in ZIP {code}:"]
        for p in found:
            accepting = "accepting new patients" if p.accepting_new else "NOT accepting"
            lines.append(f"- {p.id}: {p.name}, {p.specialty}, {p.clinic}, {accepting}")
        return "\n".join(lines)

    @tool(writes=True)
    def change_primary_care_provider(self, member_id: str, provider_id: str) -> str:
        """Make a directory provider the member's primary care provider, effective today.

        For the member themself, or a parent on the same plan for a member under 18.

        Args:
            member_id: the member whose primary care provider changes, e.g. "M-1001".
            provider_id: the provider's id from find_providers, e.g. "P-412".
        """
        self.reach(member_id.strip(), "manage", "member record", member_id, "medical")
        member = self.member(member_id)
        assert member is not None
        provider = self.read(Provider, provider_id.strip())
        if provider is None:
            raise ToolError(
                f"No directory listing {provider_id.strip()[:20]!r}: use an id from "
                "find_providers. Nothing was changed."
            )
        if provider.status != "active":
            raise ToolError(
                f"Listing {provider.id} is no longer active ({provider.status}); search "
                "the directory again. Nothing was changed."
            )
        ages = PRIMARY_CARE.get(normalise_text(provider.specialty))
        age = age_on(member.date_of_birth, AS_OF)
        if ages is None or not ages[0] <= age < ages[1]:
            raise ToolError(
                f"{provider.name} ({provider.specialty}) cannot be the primary care "
                f"provider of a member aged {age}. Nothing was changed."
            )
        if not provider.in_network or not provider.accepting_new:
            raise ToolError(
                f"{provider.name} is not accepting new Meridian patients. Nothing was changed."
            )
        if member.pcp_id == provider.id:
            raise ToolError(f"{provider.name} is already the primary care provider.")
        self.store.update("members", member.id, pcp_id=provider.id)
        return (
            f"{provider.name} ({provider.id}, {provider.clinic}) is now the "
            f"primary care provider of {member.full_name}, effective today."
        )

    @tool(writes=True)
    def order_id_card(self, member_id: str) -> str:
        """Mail a replacement Meridian ID card to the member's home address on file.

        The card prints the member's current primary care provider. For the member themself,
        or a parent on the same plan for a member under 18.

        Args:
            member_id: the member whose card is replaced, e.g. "M-1001".
        """
        self.reach(member_id.strip(), "manage", "member record", member_id, "medical")
        member = self.member(member_id)
        assert member is not None
        orders = self.find(CardOrder, member_id=member.id)
        if any(order.status == "ordered" for order in orders):
            raise ToolError(
                f"A replacement card for {member.full_name} is already on its way; only one "
                "card order can be open at a time."
            )
        order_id = f"CARD-{member.id}-{len(orders) + 1}"
        self.store.put(
            "card_orders",
            {
                "id": order_id,
                "member_id": member.id,
                "pcp_id": member.pcp_id,
                "zip_code": member.zip_code,
                "status": "ordered",
            },
        )
        return (
            f"Card order {order_id}: a replacement card for {member.full_name} is mailed to the "
            "home address on file and arrives in 7 to 10 days. The digital card in the Meridian "
            "app works right away."
        )
