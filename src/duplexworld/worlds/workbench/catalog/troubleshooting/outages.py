"""Troubleshooting: outages.

A branch's fibre line, a street's power, a station's stream.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    correction,
    looked_up,
    notify,
    on_record,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import FromUser, WorkflowSpec


def network_outage() -> WorkflowSpec:
    """IT support: a branch office's fibre line keeps dropping; severity from the user count."""
    return workflow(
        id="workbench_troubleshoot_branch_network",
        archetype="troubleshooting",
        industry="information technology",
        story="""Marco Gonzalez, the IT lead of a dental group, reports that the fibre line at
        one of its branches keeps dropping. The site and its circuit are found by the site
        code; what an amber status light means and how fast a business line is repaired are
        in the support manual, and the severity depends on how many users are affected. He
        approves the ticket, then withdraws the approval: more staff have come in, it is
        sixty users, not forty-five. Network operations are told only with his approval.""",
        goal="The internet at one of your branch offices keeps cutting out; get it fixed.",
        persona="deliberate",
        conversation_type="mid_call_correction",
        risk_tier="high",
        profile="expert",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "notify"),
        opening=(
            "Hi, Marco Gonzalez, IT at Brightsmile Dental. Our Fairview branch keeps losing its "
            "internet connection.",
            "Hello, this is Marco Gonzalez from Brightsmile Dental. The line at one of our "
            "branches is dropping all morning.",
        ),
        form=("T-NETFAULT", "Network fault ticket"),
        title="Line drops at a Brightsmile Dental branch",
        record_lookup="site_code",
        facts=(volunteered("caller", "Marco Gonzalez"),),
        parts=[
            ask(
                "site_code",
                "site code",
                "exact",
                "digits",
                "30418",
                "three zero four one eight",
                "The site code is {spoken}.",
                "{spoken}.",
            ),
            on_record("company", "company", "casefold", r"company: ([^;\n]+)"),
            on_record("site_address", "site address", "address", r"address: ([^;\n]+)"),
            on_record("circuit_id", "circuit id", "exact", r"circuit: (CKT-\d+)"),
            ask(
                "symptom",
                "symptom",
                "enum",
                "text",
                "intermittent drops",
                "intermittent drops",
                "{spoken}, every ten minutes or so.",
                "It's {spoken}, the link comes back by itself.",
                options=("no link", "slow speeds", "intermittent drops", "dns failure"),
            ),
            ask(
                "status_light",
                "colour of the status light on the router",
                "enum",
                "text",
                "amber",
                "amber",
                "The status light is {spoken}.",
                "Solid {spoken}.",
                options=("green", "amber", "red", "off"),
            ),
            looked_up(
                "fault_cause",
                "likely cause",
                "enum",
                "router status light meanings",
                r"An? \w+ status light means an? ([a-z ]+?)\.",
                near=("status_light",),
                options=("line fault", "hardware failure", "power fault"),
            ),
            ask(
                "users_affected",
                "number of users affected",
                "numeric",
                "number",
                "45",
                "forty-five",
                "{spoken} users.",
                "About {spoken} people are on that site.",
                fix=correction(
                    "60",
                    "sixty",
                    "Hold on, I take that back. The number of users affected is {spoken} now.",
                    "Wait, don't commit yet. The users affected should be {spoken}, more staff "
                    "came in.",
                    mode="with_revocation",
                ),
            ),
            looked_up(
                "severity",
                "severity",
                "enum",
                "severity by number of users affected",
                r"more than \d+ users is (severity \w+)",
                near=("users_affected",),
                options=("severity one", "severity two", "severity three"),
            ),
            looked_up(
                "repair_hours",
                "repair target in hours",
                "numeric",
                "repair time for business fibre",
                r"Business fibre faults are repaired within (\d+) hours",
            ),
            ask(
                "steps_tried",
                "troubleshooting steps already taken",
                "set_f1",
                "text",
                "restarted the router, swapped the patch cable",
                "restarted the router and swapped the patch cable",
                "{spoken}.",
                "Um, {spoken}.",
                threshold=0.5,
            ),
            ask(
                "contact_phone",
                "callback number",
                "phone",
                "digits",
                "7185550162",
                "seven one eight, five five five, zero one six two",
            ),
        ],
        records=(
            {
                "id": "REC-3041",
                "kind": "site",
                "site": "30418",
                "company": "Brightsmile Dental",
                "address": "212 Fairview Road, Yonkers, NY 10703",
                "circuit": "CKT-77120",
            },
            {
                "id": "REC-3042",
                "kind": "site",
                "site": "30481",
                "company": "Brightsmile Dental",
                "address": "8 Elm Street, White Plains, NY 10601",
                "circuit": "CKT-77184",
            },
        ),
        kb=(
            {
                "id": "KB-7101",
                "title": "Router status lights",
                "text": "A green status light means the line is up. An amber status light means "
                "a line fault. A red status light means a hardware failure. No light at all "
                "means a power fault.",
            },
            {
                "id": "KB-7102",
                "title": "Fault severity and repair targets",
                "text": "A fault affecting more than 25 users is severity one; fewer users is "
                "severity two. Business fibre faults are repaired within 4 hours, home lines "
                "within 2 days.",
            },
        ),
        follow_ups=(notify("network operations", "line fault ticket"),),
    )


def power_outage() -> WorkflowSpec:
    """Utilities: a power cut on a street with a medical-equipment household."""
    return workflow(
        id="workbench_troubleshoot_power_outage",
        archetype="troubleshooting",
        industry="utilities",
        story="""Gloria Castillo calls the electricity company: her power is out. She is vague
        about how far the outage reaches and only says that her husband uses an oxygen
        concentrator once the scope is settled. Her meter and depot come from her account;
        the priority of a medical-equipment household and the restoration target for a
        street outage are in the outage rules. She approves the report, then withdraws it to
        give a mobile number instead of the landline.""",
        goal="Your power is out and your husband needs his oxygen machine.",
        persona="caribbean",
        conversation_type="mid_call_correction",
        risk_tier="high",
        profile="ambiguous",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        opening=(
            "Hi, my name is Gloria Castillo. The electricity has gone off at my house.",
            "Hello, it's Gloria Castillo. We've lost power, I'm not sure what's happening.",
        ),
        form=("T-OUTAGE", "Outage report"),
        title="Power outage report",
        record_lookup="account_number",
        facts=(volunteered("caller", "Gloria Castillo"),),
        parts=[
            ask(
                "account_number",
                "account number",
                "exact",
                "digits",
                "88120457",
                "eight eight one two, zero four five seven",
                "Let me see, it's {spoken}.",
                "The account number is {spoken}.",
            ),
            on_record("service_address", "service address", "address", r"address: ([^;\n]+)"),
            on_record("meter_number", "meter number", "exact", r"meter: (MT-\d+)"),
            on_record("depot", "depot", "casefold", r"depot: ([^;\n]+)"),
            ask(
                "outage_scope",
                "how far the outage reaches",
                "enum",
                "text",
                "whole street",
                "the whole street",
                "I think it's {spoken}, the houses opposite are dark too.",
                "Looks like {spoken}.",
                options=("just my house", "part of the house", "whole street"),
            ),
            ask(
                "hours_without_power",
                "hours without power",
                "numeric",
                "number",
                "3",
                "three",
                "About {spoken} hours.",
                "{spoken} hours, maybe a bit more.",
            ),
            ask(
                "medical_equipment",
                "whether anyone at home uses medical equipment",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, my husband uses an oxygen concentrator.",
                "{spoken}, he's on oxygen at night.",
                options=YES_NO,
                reveal="on_event",
                event="fact:outage_scope",
            ),
            looked_up(
                "priority",
                "priority",
                "enum",
                "priority for a household with medical equipment",
                r"with medical equipment at home are (priority \w+)",
                options=("priority one", "priority two", "priority three"),
            ),
            looked_up(
                "restore_hours",
                "restoration target in hours",
                "numeric",
                "restoration targets",
                r"An? [a-z]+(?: [a-z]+)? is restored within (\d+) hours",
                near=("outage_scope",),
            ),
            ask(
                "visible_damage",
                "visible damage",
                "semantic",
                "text",
                "tree branch on the line",
                "a tree branch on the line",
                "Just put: {spoken}.",
                "Please put {spoken}.",
            ),
            ask(
                "callback_phone",
                "callback phone number",
                "phone",
                "digits",
                "7865550148",
                "seven eight six, five five five, zero one four eight",
                fix=correction(
                    "9545550193",
                    "nine five four, five five five, zero one nine three",
                    "Wait, not yet. Use my mobile for the callback phone number: {spoken}.",
                    "Hold on, the callback phone number should be my mobile, {spoken}.",
                    mode="with_revocation",
                ),
            ),
        ],
        records=(
            {
                "id": "REC-8812",
                "kind": "account",
                "account": "88120457",
                "address": "41 Coral Way, Miami, FL 33145",
                "meter": "MT-55018",
                "depot": "Little Havana depot",
            },
            {
                "id": "REC-8813",
                "kind": "account",
                "account": "88120475",
                "address": "9 Palm Court, Miami, FL 33133",
                "meter": "MT-55092",
                "depot": "Coconut Grove depot",
            },
        ),
        kb=(
            {
                "id": "KB-7301",
                "title": "Outage priority rules",
                "text": "Customers with medical equipment at home are priority one. Businesses "
                "are priority two. Other households are priority three.",
            },
            {
                "id": "KB-7302",
                "title": "Restoration targets",
                "text": "A street outage is restored within 4 hours. A single house is "
                "restored within 8 hours.",
            },
        ),
        follow_ups=(notify("field crew", "street outage, medical priority"),),
    )


def stream_encoder() -> WorkflowSpec:
    """Media: a radio station's stream encoder drops out on air."""
    return workflow(
        id="workbench_troubleshoot_stream_encoder",
        archetype="troubleshooting",
        industry="media",
        story="""Carlos Ortega, a broadcast engineer at a community radio station, reports that
        the station's online stream drops every few minutes. He is precise and brief. The
        station's encoder and its service tier are in the service record; what the error
        code means, the recovery steps in order and the severity of on-air faults are in the
        encoder runbook. Master control is told only on his approval.""",
        goal="Your station's online stream keeps dropping while you are on air.",
        persona="deliberate",
        conversation_type="guided_procedure",
        risk_tier="high",
        profile="expert",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        approval=("commit", "notify"),
        opening=(
            "Carlos Ortega, engineering at Riverbend Community Radio. Our stream encoder is "
            "dropping out on air.",
            "Hi, Carlos Ortega from Riverbend Radio. The online stream keeps failing, I need a "
            "ticket raised.",
        ),
        form=("T-ENCODER", "Broadcast fault ticket"),
        title="Stream encoder dropouts",
        record_lookup="service_number",
        facts=(volunteered("caller", "Carlos Ortega"),),
        parts=[
            ask(
                "service_number",
                "service number",
                "exact",
                "digits",
                "662814",
                "six six two eight one four",
                "Service number {spoken}.",
                "{spoken}.",
            ),
            on_record("station", "station", "casefold", r"station: ([^;\n]+)"),
            on_record("encoder_model", "encoder model", "casefold", r"encoder: ([^;\n]+)"),
            ask(
                "error_code",
                "encoder error code",
                "exact",
                "digits",
                "7002",
                "seven zero zero two",
                "The log shows error {spoken}.",
                "Error {spoken}, repeating.",
            ),
            looked_up(
                "error_meaning",
                "error meaning",
                "enum",
                FromUser(fact="error_code"),
                r"Error \d+ means ([a-z ]+?)\.",
                near=("error_code",),
                options=("upstream packet loss", "encoder overload", "licence expired"),
            ),
            looked_up(
                "recovery_steps",
                "recovery steps in order",
                "ordered_list",
                "encoder runbook recovery steps",
                r"For [a-z ]+: ([a-z ,]+?)\.",
                near_fields=("error_meaning",),
            ),
            ask(
                "bitrate_kbps",
                "stream bitrate in kilobits",
                "numeric",
                "number",
                "128",
                "a hundred and twenty-eight",
                "{spoken} kilobits.",
                "We stream at {spoken}.",
            ),
            ask(
                "dropouts_per_hour",
                "dropouts per hour",
                "numeric",
                "number",
                "6",
                "six",
                "{spoken} an hour.",
                "Roughly {spoken} per hour.",
            ),
            ask(
                "on_air_impact",
                "impact on air",
                "enum",
                "text",
                "audio glitches",
                "audio glitches",
                "{spoken} on the stream, the transmitter is fine.",
                "Listeners hear {spoken}.",
                options=("dead air", "audio glitches", "none"),
            ),
            looked_up(
                "severity",
                "severity",
                "enum",
                "severity of a fault heard on air",
                r"[A-Z][a-z ]+? (?:is|are) (severity \w+)",
                near=("on_air_impact",),
                options=("severity one", "severity two", "severity three"),
            ),
            ask(
                "backup_active",
                "whether the backup stream is running",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, the backup isn't configured.",
                "{spoken}, we have none running.",
                options=YES_NO,
            ),
            ask(
                "contact_phone",
                "studio phone",
                "phone",
                "digits",
                "5125550173",
                "five one two, five five five, zero one seven three",
            ),
        ],
        records=(
            {
                "id": "REC-6628",
                "kind": "service",
                "service": "662814",
                "station": "Riverbend Community Radio",
                "encoder": "Streamcast E2",
            },
            {
                "id": "REC-6629",
                "kind": "service",
                "service": "662841",
                "station": "Lakeside Public Radio",
                "encoder": "Streamcast E4",
            },
        ),
        kb=(
            {
                "id": "KB-71001",
                "title": "Encoder error codes",
                "text": "Error 7001 means encoder overload. Error 7002 means upstream packet "
                "loss. Error 7010 means licence expired.",
            },
            {
                "id": "KB-71002",
                "title": "Encoder runbook",
                "text": "For upstream packet loss: switch to the backup link, restart the "
                "encoder, reset the modem. For encoder overload: lower the bitrate.",
            },
            {
                "id": "KB-71003",
                "title": "Broadcast fault severity",
                "text": "Dead air or audio glitches that listeners hear are severity one. A "
                "fault in logging or metadata only is severity three.",
            },
        ),
        follow_ups=(notify("master control", "stream fault ticket"),),
    )
