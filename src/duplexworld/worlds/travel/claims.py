"""Stay Assurance: reports of damage (hosts) and of stay problems (guests).

Staff take the report; they never decide it. A report is opened inside its window only
(hosts: 14 days after checkout; guests: 72 hours after check-in), holds one issue per item or
problem, each with the date and the amount the reporter states, and is written once: an issue
cannot be entered twice or edited. A host's report is submitted only with photos the host
uploaded in the app, which staff cannot do for them (``upload_report_photos`` is the caller's).
"""

from __future__ import annotations

from typing import Literal, get_args

from duplexworld.world import ToolError, tool
from duplexworld.world.values import add_days, clean_id, format_amount, parse_date
from duplexworld.worlds.travel.access import SETTINGS_ROLES, TravelBase, no_reservation
from duplexworld.worlds.travel.records import Issue, Listing, Report, Reservation
from duplexworld.worlds.travel.values import parse_code, parse_money

HOST_WINDOW_DAYS = 14
"""Days after checkout in which a host may open a damage report (STAY-1)."""
GUEST_WINDOW_DAYS = 3
"""Days (72 hours) after check-in in which a guest may open a stay report (STAY-4)."""

IssueCategory = Literal[
    "furniture",
    "electronics",
    "linens",
    "flooring",
    "fixtures",
    "appliances",
    "decor",
    "cleaning",
    "access",
    "cleanliness",
    "safety",
    "amenities",
    "not_as_described",
]
"""What an issue is about; the first eight are host damage, the last five guest problems."""
HOST_CATEGORIES = frozenset(get_args(IssueCategory)[:8])
"""Issue categories of a host's damage report."""
GUEST_CATEGORIES = frozenset(get_args(IssueCategory)[8:])
"""Issue categories of a guest's stay report."""


class ClaimTools(TravelBase):
    """Tools that take Stay Assurance reports."""

    def _side(self, stay: Reservation, access: str) -> str:
        # the caller reports as the host side (primary host, full co-host) or the guest side
        if access == "host":
            listing = self.read(Listing, stay.listing_id)
            assert listing is not None
            if self.role(listing, self.caller()) not in SETTINGS_ROLES:
                raise ToolError(
                    "Not allowed: a host damage report needs the primary host or a co-host with "
                    "full permissions. Nothing was changed."
                )
            return "host"
        if access in ("booker", "manage"):
            return "guest"
        raise ToolError(no_reservation(stay.code).replace("can access", "can report on"))

    def _window(self, stay: Reservation, side: str) -> tuple[str, str, bool]:
        # (opens, closes, open today) of the reporting window of one side
        if side == "host":
            opens, closes = stay.check_out, add_days(stay.check_out, HOST_WINDOW_DAYS)
        else:
            opens, closes = stay.check_in, add_days(stay.check_in, GUEST_WINDOW_DAYS)
        today = self.today()
        is_open = stay.status != "cancelled" and opens <= today <= closes
        return opens, closes, is_open

    def _report(self, report_id: str) -> tuple[Report, Reservation]:
        caller = self.require_caller()
        report = self.read(Report, clean_id(report_id))
        if report is None or report.filed_by != caller:
            raise ToolError(
                f"No Stay Assurance report filed by the verified caller has the id "
                f"{report_id.strip():.20}. Nothing was changed."
            )
        stay = self.read(Reservation, report.reservation_code)
        assert stay is not None
        return report, stay

    @tool()
    def check_stay_assurance_window(self, confirmation_code: str) -> str:
        """Say whether the verified caller can still open a Stay Assurance report on a stay.

        Hosts (primary host, full co-host) report damage within 14 days after checkout; guests
        report stay problems within 72 hours after check-in.

        Args:
            confirmation_code: the reservation's six-digit code, e.g. "481207".
        """
        stay, access, code = self.reservation(confirmation_code)
        if stay is None:
            return no_reservation(code)
        side = "host" if access == "host" else "guest"
        opens, closes, is_open = self._window(stay, side)
        what = "host damage report" if side == "host" else "guest stay report"
        state = "open" if is_open else "closed"
        return (
            f"The {what} window of reservation {code} runs from {opens} to {closes}; today is "
            f"{self.today()}, so it is {state}."
        )

    @tool(writes=True)
    def open_stay_assurance_report(self, confirmation_code: str) -> str:
        """Open a draft Stay Assurance report on a stay; one report per stay.

        Returns the report id for add_report_issue and submit_stay_assurance_report.

        Args:
            confirmation_code: the reservation's six-digit code, e.g. "481207".
        """
        stay, access, code = self.reservation(confirmation_code)
        if stay is None:
            raise ToolError(no_reservation(code).replace("can access", "can report on"))
        side = self._side(stay, access)
        opens, closes, is_open = self._window(stay, side)
        if not is_open:
            raise ToolError(
                f"The reporting window for reservation {code} ({opens} to {closes}) is not open "
                f"today ({self.today()}). No report was opened."
            )
        report_id = f"SA-{code}"
        if self.read(Report, report_id) is not None:
            raise ToolError(f"Reservation {code} already has report {report_id}.")
        draft = Report(
            id=report_id,
            reservation_code=code,
            side=side,
            filed_by=self.require_caller(),
            status="draft",
            issues=[],
            opened_on=self.today(),
        )
        self.store.put(Report.table, draft.row())
        return f"Draft report {report_id} opened for reservation {code} ({side} side). Add issues."

    @tool(writes=True)
    def add_report_issue(
        self, report_id: str, category: IssueCategory, incident_date: str, amount: str
    ) -> str:
        """Record one damaged item or stay problem on a draft report, as the reporter states it.

        Issues are written once: the same category and date cannot be entered twice and an
        issue cannot be edited. Record only what the reporter says; do not assess it.

        Args:
            report_id: the draft report's id, e.g. "SA-481207".
            category: host damage: furniture, electronics, linens, flooring, fixtures,
                appliances, decor or cleaning; guest problems: access, cleanliness, safety,
                amenities or not_as_described.
            incident_date: the day it happened, within the stay, e.g. "2024-06-08".
            amount: the cost the reporter states in dollars, e.g. "450.00".
        """
        day = parse_date(incident_date, "incident_date")
        value = parse_money(amount, "amount")
        if value <= 0:
            raise ToolError("amount must be more than zero")
        report, stay = self._report(report_id)
        if report.status != "draft":
            raise ToolError(f"Report {report.id} is {report.status}; issues are closed.")
        allowed = HOST_CATEGORIES if report.side == "host" else GUEST_CATEGORIES
        if category not in allowed:
            raise ToolError(
                f"{category} is not a {report.side}-side category; use one of "
                f"{', '.join(sorted(allowed))}."
            )
        if not stay.check_in <= day <= stay.check_out:
            raise ToolError(
                f"incident_date {day} is outside the stay ({stay.check_in} to "
                f"{stay.check_out}); nothing was added."
            )
        if any(i.category == category and i.incident_date == day for i in report.issues):
            raise ToolError(
                f"Report {report.id} already has a {category} issue on {day}; issues are "
                "written once and cannot be re-entered."
            )
        added = Issue(category=category, incident_date=day, amount=format_amount(value))
        issues = [issue.model_dump() for issue in (*report.issues, added)]
        self.store.update(Report.table, report.id, issues=issues)
        return (
            f"Added to {report.id}: {category}, {day}, {format_amount(value)}. The report now "
            f"has {len(issues)} issue(s)."
        )

    @tool(writes=True)
    def submit_stay_assurance_report(self, report_id: str) -> str:
        """Submit a draft report to the Stay Assurance case team, who decide it.

        Needs at least one issue; a host's damage report also needs photos the host uploaded
        in the Hearthway app (Reports > Add photos), which only the host can do.

        Args:
            report_id: the draft report's id, e.g. "SA-481207".
        """
        report, stay = self._report(report_id)
        if report.status != "draft":
            raise ToolError(f"Report {report.id} is already {report.status}.")
        if not report.issues:
            raise ToolError(f"Report {report.id} has no issues yet; add them first.")
        if report.side == "host" and int(stay.host_photos) < 1:
            raise ToolError(
                f"Report {report.id} has no photos. The host has to upload photos of the "
                "damage in the Hearthway app (Reports > Add photos) before it can be submitted."
            )
        self.store.update(Report.table, report.id, status="submitted", submitted_on=self.today())
        return (
            f"Report {report.id} is submitted with {len(report.issues)} issue(s). The case "
            "team reviews it within 3 business days and contacts both sides; nothing is decided "
            "or promised on this call."
        )

    @tool(writes=True, actor="user")
    def upload_report_photos(self, confirmation_code: str, photo_count: int) -> str:
        """The caller uploads photos of the damage in the Hearthway app (Reports > Add photos).

        Args:
            confirmation_code: the stay's six-digit code, e.g. "481207".
            photo_count: how many photos they upload.
        """
        code = parse_code(confirmation_code)
        stay = self.read(Reservation, code)
        if stay is None or photo_count < 1:
            raise ToolError("The app shows no stay to add photos to.")
        total = int(stay.host_photos) + photo_count
        self.store.update(Reservation.table, code, host_photos=total)
        return f"{photo_count} photos uploaded, the stay now has {total} photos"
