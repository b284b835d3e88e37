"""Troubleshooting: a customer's line and device.

Home broadband, a card terminal.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    ask,
    correction,
    fact,
    looked_up,
    on_record,
    schedule,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import FromUser, WorkflowSpec


def broadband_dropouts() -> WorkflowSpec:
    """Telecommunications: home broadband that drops several times a day."""
    return workflow(
        id="workbench_troubleshoot_home_broadband",
        archetype="troubleshooting",
        industry="telecommunications",
        story="""Carol Baker works from home and her broadband keeps dropping. She explains
        at length. Her plan, address and router come from her account; what a flashing red
        light means and which fix applies are in the support guide. The download speed she
        measured and the devices affected are only hers to tell. A technician visit goes in
        the calendar once the fault ticket is committed.""",
        goal="Your home broadband keeps dropping and you work from home.",
        persona="received",
        conversation_type="guided_procedure",
        risk_tier="low",
        profile="verbose",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Hello, my name is Carol Baker. I'm ringing because my broadband has been "
            "dropping out for about a week now, and I work from home, so it's really rather "
            "a problem for me.",
            "Good afternoon, Carol Baker here. I've been having the most frustrating time "
            "with my internet connection, it keeps cutting out in the middle of my calls.",
        ),
        outcome="cancel",
        cancel=(
            "The internet has just come back on by itself, so there's nothing to fix after all. "
            "Please {spoken}.",
            "It's working again now, the lights on the router just came back. Let's call it off, "
            "please {spoken}.",
        ),
        form=("T-BROADBAND", "Broadband fault ticket"),
        title="Home broadband dropouts",
        record_lookup="account_number",
        facts=(
            volunteered("caller", "Carol Baker"),
            fact(
                "symptom",
                label="what you hear on the phone line",
                kind="text",
                value="crackling on the phone line",
                spoken="crackling on the phone line",
                answers=(
                    "There's {spoken}.",
                    "I can hear {spoken}.",
                ),
            ),
        ),
        parts=[
            ask(
                "account_number",
                label="account number",
                grader="exact",
                kind="digits",
                value="5520913",
                spoken="five five two, zero nine one three",
                answers=(
                    "I have the letter right here, the account number is {spoken}.",
                    "Let me find it, yes, here we are, it's {spoken}.",
                ),
            ),
            on_record(
                "plan", label="broadband plan", grader="casefold", pattern=r"plan: ([^;\n]+)"
            ),
            on_record(
                "service_address",
                label="service address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            on_record(
                "router_model",
                label="router model",
                grader="casefold",
                pattern=r"router: ([^;\n]+)",
            ),
            ask(
                "router_light",
                label="light on the router",
                grader="enum",
                kind="text",
                value="flashing red",
                spoken="flashing red",
                answers=(
                    "Well, the light on the front is {spoken}, which I gather isn't a good sign.",
                    "It's {spoken}, and it was green this morning.",
                ),
                options=("solid green", "flashing green", "flashing red", "solid red"),
            ),
            looked_up(
                "light_meaning",
                label="what the light means",
                grader="enum",
                query="router light meanings",
                pattern=r"An? [a-z ]+? light means ([a-z ]+?)\.",
                near=("router_light",),
                options=("no signal from the exchange", "firmware update", "router overheating"),
            ),
            looked_up(
                "first_fix",
                label="first fix to try",
                grader="enum",
                query="first fixes for router faults",
                pattern=r"With [a-z ]+?, first ([a-z ]+?)\.",
                near_fields=("light_meaning",),
                options=("check the filter", "factory reset", "replace the router"),
            ),
            looked_up(
                "diagnosis",
                label="likely fault, from the fault table",
                grader="casefold",
                query="home broadband fault table",
                pattern=r"Likely fault: ([a-z -]+?), when",
                near=("symptom",),
                near_fields=("light_meaning",),
            ),
            ask(
                "drops_per_day",
                label="number of drops per day",
                grader="numeric",
                kind="number",
                value="8",
                spoken="eight",
                answers=(
                    "I counted yesterday and it dropped {spoken} times, which is quite a lot.",
                    "About {spoken} times a day, sometimes more in the afternoons.",
                ),
            ),
            ask(
                "speed_mbps",
                label="measured download speed in megabits",
                grader="numeric",
                kind="number",
                value="12",
                spoken="twelve",
                answers=(
                    "I ran the speed test and it said {spoken} megabits, which seems awfully low.",
                    "Just {spoken} megabits when I checked it this morning.",
                ),
                tolerance=2,
            ),
            ask(
                "devices",
                label="devices affected",
                grader="set_f1",
                kind="text",
                value="laptop, television, phone",
                spoken="the laptop, the television and the phone",
                answers=(
                    "{spoken}.",
                    "Um, {spoken}.",
                ),
                threshold=0.6,
            ),
            ask(
                "visit_date",
                label="date for the technician visit",
                grader="date",
                kind="date",
                value="2026-03-12",
                spoken="Thursday, March twelfth, twenty twenty-six",
                answers=(
                    "I'm home all week, but {spoken} would suit me best, I have no meetings then.",
                    "We could say {spoken}, I'm working from home that day.",
                ),
            ),
            ask(
                "contact_phone",
                label="mobile number",
                grader="phone",
                kind="digits",
                value="9175550146",
                spoken="nine one seven, five five five, zero one four six",
            ),
        ],
        records=(
            {
                "id": "REC-5520",
                "kind": "account",
                "account": "5520913",
                "plan": "Fibre 100",
                "address": "66 Prospect Park West, Brooklyn, NY 11215",
                "router": "Linkhub 5",
            },
            {
                "id": "REC-5521",
                "kind": "account",
                "account": "5520931",
                "plan": "Fibre 500",
                "address": "12 Garfield Place, Brooklyn, NY 11215",
                "router": "Linkhub 6",
            },
        ),
        knowledge_base="information_technology",
        kb=("KB-7801", "KB-7802", "KB-7803"),
        follow_ups=(schedule("visit_date", "broadband engineer"),),
    )


def card_terminal() -> WorkflowSpec:
    """Retail: a shop's card terminal fails payments; corrected twice."""
    return workflow(
        id="workbench_troubleshoot_card_terminal",
        archetype="troubleshooting",
        industry="retail",
        story="""Jane Walker runs a gift shop whose card terminal keeps failing payments. The
        store and its terminal come from the merchant record; what error 31 means and the
        fallback the payment provider allows are in the merchant guide. She corrects the
        count of failed payments when it is read back, and after approving the ticket she
        withdraws the approval: the contact number should be the shop's, not her mobile.""",
        goal="Your shop's card machine keeps failing payments.",
        persona="scottish",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="correction_prone",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Hi, it's Jane Walker from Thistle and Pine. Our card machine keeps failing.",
            "Hello, Jane Walker here, from the Thistle and Pine gift shop. Payments keep "
            "failing on our card reader.",
        ),
        form=("T-PAYTERM", "Payment terminal fault"),
        title="Card terminal failures",
        record_lookup="merchant_id",
        facts=(
            volunteered("caller", "Jane Walker"),
            fact(
                "symptom",
                label="what the terminal's network light shows",
                kind="text",
                value="a steady green network light",
                spoken="a steady green network light",
                answers=("{spoken}.", "Just put {spoken}."),
            ),
        ),
        parts=[
            ask(
                "merchant_id",
                label="merchant id",
                grader="exact",
                kind="digits",
                value="9003417",
                spoken="nine zero zero, three four one seven",
                answers=(
                    "Our merchant id is {spoken}.",
                    "{spoken}.",
                ),
            ),
            on_record(
                "store_name", label="store name", grader="casefold", pattern=r"store: ([^;\n]+)"
            ),
            on_record(
                "terminal_serial",
                label="terminal serial",
                grader="exact",
                pattern=r"terminal: (TS-\d+)",
            ),
            ask(
                "error_code",
                label="error code on the terminal",
                grader="exact",
                kind="digits",
                value="31",
                spoken="three one",
                answers=(
                    "The screen says error {spoken}.",
                    "Error {spoken}.",
                ),
            ),
            looked_up(
                "error_meaning",
                label="error meaning",
                grader="enum",
                query=FromUser(fact="error_code"),
                pattern=r"Error \d+ means an? ([a-z ]+?)\.",
                near=("error_code",),
                options=("network timeout", "card reader fault", "printer fault", "key error"),
            ),
            looked_up(
                "diagnosis",
                label="likely fault, from the fault table",
                grader="casefold",
                query="card terminal fault table",
                pattern=r"Likely fault: ([a-z -]+?), when",
                near=("symptom",),
                near_fields=("error_meaning",),
            ),
            looked_up(
                "fallback",
                label="allowed fallback",
                grader="enum",
                query="payment fallbacks",
                pattern=r"For an? [a-z ]+?, switch the terminal to ([a-z ]+?)\.",
                near_fields=("error_meaning",),
                options=("the mobile hotspot", "offline mode", "the backup terminal"),
            ),
            ask(
                "failed_payments",
                label="number of failed payments today",
                grader="numeric",
                kind="number",
                value="9",
                spoken="nine",
                answers=(
                    "{spoken} so far today.",
                    "We've had {spoken} fail.",
                ),
                fix=correction(
                    value="11",
                    spoken="eleven",
                    variants=(
                        "Sorry, the number of failed payments is {spoken}, I miscounted.",
                        "Actually the failed payments should be {spoken}.",
                    ),
                ),
            ),
            ask(
                "card_types",
                label="card types affected",
                grader="set_exact",
                kind="text",
                value="contactless, chip",
                spoken="contactless and chip",
                answers=(
                    "That would be {spoken}.",
                    "It's {spoken}.",
                ),
            ),
            ask(
                "opening_hours",
                label="opening hours today",
                grader="interval",
                kind="text",
                value="09:00-17:30",
                spoken="from nine a.m. to five thirty p.m.",
                answers=(
                    "We're open {spoken}.",
                    "{spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "contact_phone",
                label="contact phone for the engineer",
                grader="phone",
                kind="digits",
                value="4125550119",
                spoken="four one two, five five five, zero one one nine",
                fix=correction(
                    value="4125550182",
                    spoken="four one two, five five five, zero one eight two",
                    variants=(
                        "Wait, don't commit it. The contact phone for the engineer should be the "
                        "shop's, {spoken}.",
                        "Hold on, take that back. Make the contact phone {spoken}, the shop line.",
                    ),
                    mode="with_revocation",
                ),
            ),
        ],
        records=(
            {
                "id": "REC-9003",
                "kind": "merchant",
                "merchant": "9003417",
                "store": "Thistle and Pine",
                "terminal": "TS-660412",
            },
            {
                "id": "REC-9004",
                "kind": "merchant",
                "merchant": "9003471",
                "store": "Pine Street Books",
                "terminal": "TS-660488",
            },
        ),
        knowledge_base="retail",
        kb=("KB-7901", "KB-7902", "KB-7903"),
    )
