"""Troubleshooting: outages.

A branch's fibre line, a street's power, a station's stream.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    correction,
    fact,
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
                label="site code",
                grader="exact",
                kind="digits",
                value="30418",
                spoken="three zero four one eight",
                answers=(
                    "The site code is {spoken}.",
                    "{spoken}.",
                ),
            ),
            on_record("company", label="company", grader="casefold", pattern=r"company: ([^;\n]+)"),
            on_record(
                "site_address",
                label="site address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            on_record(
                "circuit_id", label="circuit id", grader="exact", pattern=r"circuit: (CKT-\d+)"
            ),
            ask(
                "symptom",
                label="symptom",
                grader="enum",
                kind="text",
                value="intermittent drops",
                spoken="intermittent drops",
                answers=(
                    "{spoken}, every ten minutes or so.",
                    "It's {spoken}, the link comes back by itself.",
                ),
                options=("no link", "slow speeds", "intermittent drops", "dns failure"),
            ),
            ask(
                "status_light",
                label="colour of the status light on the router",
                grader="enum",
                kind="text",
                value="amber",
                spoken="amber",
                answers=(
                    "The status light is {spoken}.",
                    "Solid {spoken}.",
                ),
                options=("green", "amber", "red", "off"),
            ),
            looked_up(
                "fault_cause",
                label="likely cause",
                grader="enum",
                query="router status light meanings",
                pattern=r"An? \w+ status light means an? ([a-z ]+?)\.",
                near=("status_light",),
                options=("line fault", "hardware failure", "power fault"),
            ),
            looked_up(
                "diagnosis",
                label="likely fault, from the fault table",
                grader="casefold",
                query="business fibre fault table",
                pattern=r"Likely fault: ([a-z -]+?), when",
                near=("symptom",),
                near_fields=("fault_cause",),
            ),
            ask(
                "users_affected",
                label="number of users affected",
                grader="numeric",
                kind="number",
                value="45",
                spoken="forty-five",
                answers=(
                    "{spoken} users.",
                    "About {spoken} people are on that site.",
                ),
                fix=correction(
                    value="60",
                    spoken="sixty",
                    variants=(
                        "Hold on, I take that back. The number of users affected is {spoken} now.",
                        "Wait, don't commit yet. The users affected should be {spoken}, more staff "
                        "came in.",
                    ),
                    mode="with_revocation",
                ),
            ),
            looked_up(
                "severity",
                label="severity",
                grader="enum",
                query="severity by number of users affected",
                pattern=r"more than \d+ users is (severity \w+)",
                near=("users_affected",),
                options=("severity one", "severity two", "severity three"),
            ),
            looked_up(
                "repair_hours",
                label="repair target in hours",
                grader="numeric",
                query="repair time for business fibre",
                pattern=r"Business fibre faults are repaired within (\d+) hours",
            ),
            ask(
                "steps_tried",
                label="troubleshooting steps already taken",
                grader="set_f1",
                kind="text",
                value="restarted the router, swapped the patch cable",
                spoken="restarted the router and swapped the patch cable",
                answers=(
                    "{spoken}.",
                    "Um, {spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "contact_phone",
                label="callback number",
                grader="phone",
                kind="digits",
                value="7185550162",
                spoken="seven one eight, five five five, zero one six two",
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
        knowledge_base="information_technology",
        kb=("KB-7101", "KB-7102", "KB-7103"),
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
        facts=(
            volunteered("caller", "Gloria Castillo"),
            fact(
                "symptom",
                label="what you heard when the power went",
                kind="text",
                value="a loud bang from the pole",
                spoken="a loud bang from the pole",
                answers=(
                    "There was {spoken}.",
                    "We heard {spoken}.",
                ),
            ),
        ),
        parts=[
            ask(
                "account_number",
                label="account number",
                grader="exact",
                kind="digits",
                value="88120457",
                spoken="eight eight one two, zero four five seven",
                answers=(
                    "Let me see, it's {spoken}.",
                    "The account number is {spoken}.",
                ),
            ),
            on_record(
                "service_address",
                label="service address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            on_record(
                "meter_number", label="meter number", grader="exact", pattern=r"meter: (MT-\d+)"
            ),
            on_record("depot", label="depot", grader="casefold", pattern=r"depot: ([^;\n]+)"),
            on_record(
                "supply", label="supply type", grader="casefold", pattern=r"supply: ([^;\n]+)"
            ),
            ask(
                "outage_scope",
                label="how far the outage reaches",
                grader="enum",
                kind="text",
                value="whole street",
                spoken="the whole street",
                answers=(
                    "I think it's {spoken}, the houses opposite are dark too.",
                    "Looks like {spoken}.",
                ),
                options=("just my house", "part of the house", "whole street"),
            ),
            ask(
                "hours_without_power",
                label="hours without power",
                grader="numeric",
                kind="number",
                value="3",
                spoken="three",
                answers=(
                    "About {spoken} hours.",
                    "{spoken} hours, maybe a bit more.",
                ),
            ),
            ask(
                "medical_equipment",
                label="whether anyone at home uses medical equipment",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, my husband uses an oxygen concentrator.",
                    "{spoken}, he's on oxygen at night.",
                ),
                options=YES_NO,
                reveal="on_event",
                event="fact:outage_scope",
            ),
            looked_up(
                "priority",
                label="priority",
                grader="enum",
                query="priority for a household with medical equipment",
                pattern=r"with medical equipment at home are (priority \w+)",
                options=("priority one", "priority two", "priority three"),
            ),
            looked_up(
                "restore_hours",
                label="restoration target in hours",
                grader="numeric",
                query="restoration targets",
                pattern=r"An? [a-z]+(?: [a-z]+)? is restored within (\d+) hours",
                near=("outage_scope",),
            ),
            looked_up(
                "diagnosis",
                label="likely fault, from the fault table",
                grader="casefold",
                query="fault table for power cuts",
                pattern=r"Likely fault: ([a-z -]+?), when",
                near=("symptom",),
                near_fields=("supply",),
            ),
            ask(
                "visible_damage",
                label="visible damage",
                grader="semantic",
                kind="text",
                value="tree branch on the line",
                spoken="a tree branch on the line",
                answers=(
                    "Just put: {spoken}.",
                    "Please put {spoken}.",
                ),
            ),
            ask(
                "callback_phone",
                label="callback phone number",
                grader="phone",
                kind="digits",
                value="7865550148",
                spoken="seven eight six, five five five, zero one four eight",
                fix=correction(
                    value="9545550193",
                    spoken="nine five four, five five five, zero one nine three",
                    variants=(
                        "Wait, not yet. Use my mobile for the callback phone number: {spoken}.",
                        "Hold on, the callback phone number should be my mobile, {spoken}.",
                    ),
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
                "supply": "overhead line",
            },
            {
                "id": "REC-8813",
                "kind": "account",
                "account": "88120475",
                "address": "9 Palm Court, Miami, FL 33133",
                "meter": "MT-55092",
                "depot": "Coconut Grove depot",
                "supply": "underground cable",
            },
        ),
        knowledge_base="utilities",
        kb=("KB-7301", "KB-7302", "KB-7303"),
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
        facts=(
            volunteered("caller", "Carlos Ortega"),
            fact(
                "symptom",
                label="what the network link light does",
                kind="text",
                value="a link light that keeps blinking off",
                spoken="a link light that keeps blinking off",
                answers=("{spoken}.", "Just put {spoken}."),
            ),
        ),
        parts=[
            ask(
                "service_number",
                label="service number",
                grader="exact",
                kind="digits",
                value="662814",
                spoken="six six two eight one four",
                answers=(
                    "Service number {spoken}.",
                    "{spoken}.",
                ),
            ),
            on_record("station", label="station", grader="casefold", pattern=r"station: ([^;\n]+)"),
            on_record(
                "encoder_model",
                label="encoder model",
                grader="casefold",
                pattern=r"encoder: ([^;\n]+)",
            ),
            ask(
                "error_code",
                label="encoder error code",
                grader="exact",
                kind="digits",
                value="7002",
                spoken="seven zero zero two",
                answers=(
                    "The log shows error {spoken}.",
                    "Error {spoken}, repeating.",
                ),
            ),
            looked_up(
                "error_meaning",
                label="error meaning",
                grader="enum",
                query=FromUser(fact="error_code"),
                pattern=r"Error \d+ means ([a-z ]+?)\.",
                near=("error_code",),
                options=("upstream packet loss", "encoder overload", "licence expired"),
            ),
            looked_up(
                "diagnosis",
                label="likely fault, from the fault table",
                grader="casefold",
                query="encoder fault table",
                pattern=r"Likely fault: ([a-z -]+?), when",
                near=("symptom",),
                near_fields=("error_meaning",),
            ),
            looked_up(
                "recovery_steps",
                label="recovery steps in order",
                grader="ordered_list",
                query="encoder runbook recovery steps",
                pattern=r"For [a-z ]+: ([a-z ,]+?)\.",
                near_fields=("error_meaning",),
            ),
            ask(
                "bitrate_kbps",
                label="stream bitrate in kilobits",
                grader="numeric",
                kind="number",
                value="128",
                spoken="a hundred and twenty-eight",
                answers=(
                    "{spoken} kilobits.",
                    "We stream at {spoken}.",
                ),
            ),
            ask(
                "dropouts_per_hour",
                label="dropouts per hour",
                grader="numeric",
                kind="number",
                value="6",
                spoken="six",
                answers=(
                    "{spoken} an hour.",
                    "Roughly {spoken} per hour.",
                ),
            ),
            ask(
                "on_air_impact",
                label="impact on air",
                grader="enum",
                kind="text",
                value="audio glitches",
                spoken="audio glitches",
                answers=(
                    "{spoken} on the stream, the transmitter is fine.",
                    "Listeners hear {spoken}.",
                ),
                options=("dead air", "audio glitches", "none"),
            ),
            looked_up(
                "severity",
                label="severity",
                grader="enum",
                query="severity of a fault heard on air",
                pattern=r"[A-Z][a-z ]+? (?:is|are) (severity \w+)",
                near=("on_air_impact",),
                options=("severity one", "severity two", "severity three"),
            ),
            ask(
                "backup_active",
                label="whether the backup stream is running",
                grader="enum",
                kind="text",
                value="no",
                spoken="no",
                answers=(
                    "{spoken}, the backup isn't configured.",
                    "{spoken}, we have none running.",
                ),
                options=YES_NO,
            ),
            ask(
                "contact_phone",
                label="studio phone",
                grader="phone",
                kind="digits",
                value="5125550173",
                spoken="five one two, five five five, zero one seven three",
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
        knowledge_base="media",
        kb=("KB-71001", "KB-71002", "KB-71003", "KB-71004"),
        follow_ups=(notify("master control", "stream fault ticket"),),
    )
