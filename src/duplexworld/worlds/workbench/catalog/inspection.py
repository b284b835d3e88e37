"""Inspection workflows: the user walks a site or an asset and dictates what they find.

Eleven stories across industries (the twelfth, the move-out, is in ``intake``). The asset is
found by the number on its tag or file, the readings are what the inspector sees (supplied
evidence), the limits they are judged against are in the knowledge base, and the report is
committed only on the inspector's spoken approval.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    ask,
    correction,
    looked_up,
    on_record,
    workflow,
)
from duplexworld.worlds.workbench.workflow import FollowUp, FromUser, WorkflowSpec

PASS_FAIL = ("pass", "fail")
YES_NO = ("yes", "no")


def kitchen_hygiene() -> WorkflowSpec:
    """Hospitality: a restaurant kitchen inspection with a re-inspection booked."""
    return workflow(
        id="workbench_inspect_kitchen_hygiene",
        archetype="inspection",
        industry="hospitality",
        story="""Teresa Moreno, a health inspector, dictates her report on a bistro kitchen.
        The permit record gives the establishment and address; the cold- and hot-holding limits
        and how soon a critical violation must be re-inspected are in the food code. The hot
        line is below temperature, so the result is a conditional pass and a re-inspection goes
        in the calendar, each on her approval.""",
        goal="You are a health inspector dictating a restaurant kitchen inspection report.",
        persona="new_yorker",
        conversation_type="narrative_intake",
        risk_tier="high",
        profile="expert",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval", "multi_source"),
        approval=("commit", "schedule"),
        opening=(
            "Teresa Moreno, environmental health. I've finished a kitchen inspection and "
            "want the report filed.",
            "Hi, inspector Teresa Moreno. Routine kitchen inspection, ready to dictate.",
        ),
        form=("T-HYGIENE", "Food establishment inspection"),
        title="Kitchen inspection",
        record_lookup="permit",
        parts=[
            ask(
                "permit",
                "permit number",
                "exact",
                "digits",
                "318274",
                "three one eight, two seven four",
                "Permit {spoken}.",
                "{spoken}.",
            ),
            on_record("establishment", "establishment", "casefold", r"name: ([^;\n]+)"),
            on_record("address", "address", "address", r"address: ([^;\n]+)"),
            ask(
                "inspection_date",
                "inspection date",
                "date",
                "date",
                "2026-03-02",
                "March second, twenty twenty-six",
            ),
            ask(
                "walk_in_temp",
                "walk-in cooler temperature",
                "numeric",
                "number",
                "38",
                "thirty-eight",
                "{spoken} degrees at the probe.",
                "{spoken} Fahrenheit.",
            ),
            looked_up(
                "cold_limit",
                "cold-holding limit",
                "numeric",
                "cold holding temperature limit",
                r"Cold holding must be at or below (\d+) degrees",
            ),
            ask(
                "hot_hold_temp",
                "hot-holding temperature",
                "numeric",
                "number",
                "128",
                "one twenty-eight",
                "Hot line read {spoken} degrees.",
                "{spoken} Fahrenheit on the soup well.",
            ),
            looked_up(
                "hot_limit",
                "hot-holding minimum",
                "numeric",
                "hot holding temperature minimum",
                r"Hot holding must be at or above (\d+) degrees",
            ),
            ask(
                "violations",
                "violations found",
                "set_f1",
                "text",
                "hot holding below temperature, no soap at hand sink",
                "hot holding below temperature, no soap at hand sink",
                threshold=0.5,
            ),
            ask(
                "critical_count",
                "number of critical violations",
                "numeric",
                "number",
                "2",
                "two",
                "There were {spoken} critical violations.",
                "{spoken} of them were critical.",
            ),
            ask(
                "result",
                "inspection result",
                "enum",
                "text",
                "conditional pass",
                "conditional pass",
                "{spoken}.",
                "It's a {spoken}, corrected on site.",
                options=("conditional pass", "pass", "fail"),
            ),
            looked_up(
                "reinspect_within",
                "re-inspection within days",
                "numeric",
                "re-inspection after critical violation",
                r"critical violation is re-inspected within (\d+) days",
            ),
            ask(
                "reinspect_date",
                "re-inspection date",
                "date",
                "date",
                "2026-03-11",
                "Wednesday, March eleventh, twenty twenty-six",
                "Re-inspect {spoken}.",
                "{spoken}.",
            ),
            ask(
                "person_in_charge",
                "person in charge",
                "casefold",
                "text",
                "Sam Ortega",
                "Sam Ortega",
            ),
        ],
        records=(
            {
                "id": "REC-3182",
                "kind": "food permit",
                "permit": "318274",
                "name": "Blue Fig Bistro",
                "address": "77 Market Street, San Jose, CA 95113",
            },
            {
                "id": "REC-3183",
                "kind": "food permit",
                "permit": "318247",
                "name": "Golden Wok",
                "address": "102 Santa Clara Street, San Jose, CA 95113",
            },
        ),
        kb=(
            {
                "id": "KB-301",
                "title": "Food code: temperature control",
                "text": "Cold holding must be at or below 41 degrees Fahrenheit. Hot holding "
                "must be at or above 135 degrees Fahrenheit.",
            },
            {
                "id": "KB-302",
                "title": "Food code: enforcement",
                "text": "A critical violation is re-inspected within 10 days. Minor violations "
                "are checked at the next routine inspection.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={
                    "when": FromUser(fact="reinspect_date"),
                    "what": "kitchen re-inspection",
                },
            ),
        ),
    )


def incoming_castings() -> WorkflowSpec:
    """Manufacturing: a receiving inspection that rejects a lot; supplier quality is told."""
    return workflow(
        id="workbench_inspect_incoming_castings",
        archetype="inspection",
        industry="manufacturing",
        story="""Marek Novak inspects a lot of pump housings at goods-in. The receiving record
        gives the supplier, part and lot size; the sample size for that lot and how many
        defects the sample may hold are in the sampling plan. Three defects exceed it, so the
        lot is rejected and supplier quality is notified once the report is committed.""",
        goal="You are a quality inspector reporting a receiving inspection of castings.",
        persona="deliberate",
        conversation_type="narrative_intake",
        risk_tier="medium",
        profile="expert",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Marek Novak, quality. I've inspected the housings that came in and need the "
            "receiving report done.",
            "Hi, Marek Novak at goods-in. Receiving inspection on a casting lot to record.",
        ),
        form=("T-RECEIVING", "Receiving inspection report"),
        title="Receiving inspection: castings",
        record_lookup="receiving_number",
        parts=[
            ask(
                "receiving_number",
                "receiving number",
                "exact",
                "digits",
                "5520913",
                "five five two, zero nine one three",
                "Receiver {spoken}.",
                "{spoken}.",
            ),
            on_record("supplier", "supplier", "casefold", r"supplier: ([^;\n]+)"),
            on_record("part", "part", "casefold", r"part: ([^;\n]+)"),
            on_record("lot_size", "lot size", "numeric", r"lot size: (\d+)"),
            looked_up(
                "sample_size",
                "sample size",
                "numeric",
                "sampling plan lot of 500",
                r"A lot of 500 pieces is sampled at (\d+)",
            ),
            looked_up(
                "accept_limit",
                "defects allowed in the sample",
                "numeric",
                "sampling plan lot of 500",
                r"accepted with at most (\d+) defective",
            ),
            ask(
                "defects",
                "defective pieces found",
                "numeric",
                "number",
                "3",
                "three",
                "{spoken} rejects.",
                "{spoken} defective.",
            ),
            ask(
                "defect_types",
                "defect types",
                "set_exact",
                "text",
                "porosity, cracked flange",
                "porosity and cracked flange",
            ),
            ask(
                "hardness",
                "hardness reading",
                "numeric",
                "number",
                "212",
                "two twelve",
                "{spoken} Brinell.",
                "Hardness {spoken}.",
                tolerance=2,
            ),
            ask(
                "disposition",
                "disposition",
                "enum",
                "text",
                "reject",
                "reject",
                "{spoken} the lot.",
                "{spoken}, return to supplier.",
                options=("accept", "reject", "rework"),
            ),
            ask(
                "inspection_date",
                "inspection date",
                "date",
                "date",
                "2026-02-24",
                "February twenty-fourth, twenty twenty-six",
            ),
            ask(
                "inspector",
                "inspector",
                "casefold",
                "text",
                "Marek Novak",
                "Marek Novak",
                reveal="volunteered",
            ),
        ],
        records=(
            {
                "id": "REC-5520",
                "kind": "receipt",
                "receiver": "5520913",
                "supplier": "Keystone Foundry",
                "part": "PH-220 pump housing",
                "lot size": "500",
            },
            {
                "id": "REC-5521",
                "kind": "receipt",
                "receiver": "5520931",
                "supplier": "Delta Metals",
                "part": "BR-14 bracket",
                "lot size": "2000",
            },
        ),
        kb=(
            {
                "id": "KB-311",
                "title": "Sampling plan for castings",
                "text": "A lot of 500 pieces is sampled at 50. The lot is accepted with at most "
                "2 defective in the sample and rejected otherwise.",
            },
            {
                "id": "KB-312",
                "title": "Sampling plan for fasteners",
                "text": "A lot of 2000 fasteners is sampled at 125 and accepted with at most 3 "
                "bad parts.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "supplier quality", "message": "casting lot rejected"},
            ),
        ),
    )


def school_fire_safety() -> WorkflowSpec:
    """Education: a school fire-safety inspection with a drill timed against the target."""
    return workflow(
        id="workbench_inspect_school_fire_safety",
        archetype="inspection",
        industry="education",
        story="""Denise Carter, the district's safety officer, reports a fire-safety check at
        a middle school. The building record gives the school, address and occupancy; the
        evacuation target for schools is in the fire safety standard. The drill took four
        minutes, over the target, and two exits were found blocked.""",
        goal="You are reporting a fire-safety inspection you did at a school.",
        persona="bright",
        conversation_type="narrative_intake",
        risk_tier="high",
        profile="cooperative",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Hi, this is Denise Carter, district safety. I did the fire-safety inspection at "
            "a school today and want to file it.",
            "Hello, Denise Carter here. I need to record a school fire-safety inspection.",
        ),
        form=("T-FIRE", "Fire safety inspection"),
        title="School fire-safety inspection",
        record_lookup="building",
        parts=[
            ask(
                "building",
                "building number",
                "exact",
                "digits",
                "2207",
                "two two zero seven",
            ),
            on_record("school", "school", "casefold", r"school: ([^;\n]+)"),
            on_record("address", "address", "address", r"address: ([^;\n]+)"),
            on_record("occupancy", "occupancy", "numeric", r"occupancy: (\d+)"),
            ask(
                "inspection_date",
                "inspection date",
                "date",
                "date",
                "2026-03-03",
                "March third, twenty twenty-six",
            ),
            ask(
                "extinguishers",
                "extinguishers checked",
                "numeric",
                "number",
                "24",
                "twenty-four",
                "I checked {spoken} extinguishers.",
                "{spoken} in total.",
            ),
            ask(
                "expired",
                "extinguishers out of date",
                "numeric",
                "number",
                "1",
                "one",
                "Just {spoken}, in the gym.",
                "{spoken} was out of date.",
            ),
            ask(
                "alarm",
                "alarm test",
                "enum",
                "text",
                "pass",
                "pass",
                "It's a {spoken}, every sounder went off.",
                "{spoken}.",
                options=PASS_FAIL,
            ),
            ask(
                "evacuation_minutes",
                "evacuation time in minutes",
                "numeric",
                "number",
                "4",
                "four",
                "It took {spoken} minutes.",
                "{spoken} minutes.",
            ),
            looked_up(
                "evacuation_target",
                "evacuation target in minutes",
                "numeric",
                "evacuation time target for schools",
                r"Schools must evacuate within (\d+) minutes",
            ),
            ask(
                "drill",
                "drill result",
                "enum",
                "text",
                "missed target",
                "missed target",
                "{spoken}, unfortunately.",
                "The drill {spoken}.",
                options=("met target", "missed target"),
            ),
            ask(
                "blocked_exits",
                "exits found blocked",
                "set_recall",
                "text",
                "gym side door, north stairwell",
                "the gym side door and the north stairwell",
            ),
            ask(
                "inspector",
                "inspector",
                "casefold",
                "text",
                "Denise Carter",
                "Denise Carter",
                reveal="volunteered",
            ),
        ],
        records=(
            {
                "id": "REC-2207",
                "kind": "building",
                "building": "2207",
                "school": "Westbrook Middle School",
                "address": "1500 West Chester Pike, Havertown, PA 19083",
                "occupancy": "720",
            },
            {
                "id": "REC-2270",
                "kind": "building",
                "building": "2270",
                "school": "Eastwood Elementary",
                "address": "35 Park Avenue, Havertown, PA 19083",
                "occupancy": "410",
            },
        ),
        kb=(
            {
                "id": "KB-321",
                "title": "Fire safety standard: drills",
                "text": "Schools must evacuate within 3 minutes of the alarm. Offices must "
                "evacuate within 5 minutes.",
            },
        ),
    )


def vaccine_fridge() -> WorkflowSpec:
    """Healthcare: a vaccine fridge check that finds a temperature excursion."""
    return workflow(
        id="workbench_inspect_vaccine_fridge",
        archetype="inspection",
        industry="healthcare",
        story="""Aisha Bello, a pharmacist, checks the vaccine fridge at a clinic. The asset
        record gives the clinic, model and room; the storage range and what to do after an
        excursion are in the cold-chain guidance. The logger's maximum is above the range, so
        the stock must be quarantined.""",
        goal="You are checking a clinic's vaccine fridge and recording the result.",
        persona="received",
        conversation_type="narrative_intake",
        risk_tier="high",
        profile="cooperative",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Hello, Aisha Bello, pharmacist. I've just checked a vaccine fridge and need to "
            "log the inspection.",
            "Hi, this is Aisha Bello. I'm recording a cold-chain check on a vaccine fridge.",
        ),
        form=("T-COLDCHAIN", "Vaccine storage check"),
        title="Vaccine fridge check",
        record_lookup="asset",
        parts=[
            ask(
                "asset", "fridge asset number", "exact", "digits", "66105", "six six one zero five"
            ),
            on_record("clinic", "clinic", "casefold", r"clinic: ([^;\n]+)"),
            on_record("location", "room", "casefold", r"room: ([^;\n]+)"),
            ask(
                "check_date",
                "check date",
                "date",
                "date",
                "2026-03-05",
                "March fifth, twenty twenty-six",
            ),
            ask(
                "current_temp",
                "current temperature",
                "numeric",
                "number",
                "5",
                "five",
                "It's at {spoken} degrees now.",
                "{spoken} degrees.",
            ),
            ask(
                "min_temp",
                "logger minimum",
                "numeric",
                "number",
                "3",
                "three",
                "The minimum was {spoken} degrees.",
                "{spoken} degrees.",
            ),
            ask(
                "max_temp",
                "logger maximum",
                "numeric",
                "number",
                "9",
                "nine",
                "The maximum was {spoken} degrees.",
                "{spoken} degrees.",
            ),
            looked_up(
                "allowed_range",
                "allowed range in degrees Celsius",
                "interval",
                "vaccine storage temperature range",
                r"stored between (\d+ and \d+) degrees Celsius",
            ),
            ask(
                "excursion",
                "whether there was an excursion",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, it went over.",
                "{spoken}, the maximum is too high.",
                options=YES_NO,
            ),
            looked_up(
                "action",
                "action taken",
                "enum",
                "what to do after a temperature excursion",
                r"After an excursion above the range: (quarantine stock)",
                options=("quarantine stock", "discard stock", "no action"),
            ),
            ask(
                "doses",
                "doses in the fridge",
                "numeric",
                "number",
                "140",
                "one hundred forty",
                "There are {spoken} doses.",
                "{spoken} doses.",
            ),
            ask(
                "logger",
                "data logger serial number",
                "exact",
                "digits",
                "40021987",
                "four zero zero two, one nine eight seven",
            ),
            ask(
                "checked_by",
                "checked by",
                "casefold",
                "text",
                "Aisha Bello",
                "Aisha Bello",
                reveal="volunteered",
            ),
        ],
        records=(
            {
                "id": "REC-6610",
                "kind": "fridge",
                "asset": "66105",
                "clinic": "Maple Grove Clinic",
                "room": "exam room 2",
                "model": "VaxCool 12",
            },
            {
                "id": "REC-6611",
                "kind": "fridge",
                "asset": "66150",
                "clinic": "Maple Grove Clinic",
                "room": "pharmacy store",
                "model": "VaxCool 30",
            },
        ),
        kb=(
            {
                "id": "KB-331",
                "title": "Cold chain guidance: storage",
                "text": "Vaccines are stored between 2 and 8 degrees Celsius. Check and record "
                "the temperature twice a day.",
            },
            {
                "id": "KB-332",
                "title": "Cold chain guidance: excursions",
                "text": "After an excursion above the range: quarantine stock, label it do not "
                "use, and call the manufacturer before discarding anything.",
            },
        ),
    )


def trailer_pretrip() -> WorkflowSpec:
    """Logistics: a driver's pre-trip trailer inspection that finds a light out."""
    return workflow(
        id="workbench_inspect_trailer_pretrip",
        archetype="inspection",
        industry="logistics",
        story="""Gary Hughes does the pre-trip inspection of a trailer in the yard. The
        trailer record gives its type and last service date; the minimum tyre tread is in the
        fleet inspection standard. A marker light is out and a mud flap torn, so the trailer
        is not roadworthy until repaired. He is talking to the yard crew between answers and
        corrects the odometer when it is read back.""",
        goal="You are a driver reporting your pre-trip inspection of a trailer.",
        persona="lancashire",
        conversation_type="narrative_intake",
        risk_tier="high",
        profile="distracted",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Hiya, Gary Hughes, driver. Doing my pre-trip on a trailer and I need to log it.",
            "Hello, it's Gary Hughes. I've done the walk-round on my trailer, want to put "
            "the report in.",
        ),
        form=("T-PRETRIP", "Pre-trip inspection"),
        title="Pre-trip: trailer",
        record_lookup="trailer",
        parts=[
            ask(
                "trailer",
                "trailer number",
                "exact",
                "digits",
                "5341",
                "five three four one",
                "Trailer {spoken}. Hang on, mate, I'm on the phone. Yeah, {spoken}.",
                "It's {spoken}.",
            ),
            on_record("trailer_type", "trailer type", "casefold", r"type: ([^;\n]+)"),
            on_record("last_service", "last service date", "date", r"last service: ([\d-]+)"),
            ask(
                "inspection_date",
                "inspection date",
                "date",
                "date",
                "2026-03-06",
                "March sixth, twenty twenty-six",
            ),
            ask(
                "odometer",
                "tractor odometer",
                "numeric",
                "number",
                "184230",
                "one eight four two three zero",
                "Odometer says {spoken}.",
                "Let me look. {spoken}.",
                fix=correction(
                    "184320",
                    "one eight four three two zero",
                    "Sorry, the tractor odometer is {spoken}, I read it wrong.",
                    "No, wrong, the odometer should be {spoken}.",
                ),
            ),
            ask(
                "tread",
                "lowest tyre tread depth",
                "numeric",
                "number",
                "4",
                "four",
                "Lowest is {spoken}.",
                "Erm, {spoken}, on the inside rear.",
            ),
            looked_up(
                "tread_minimum",
                "minimum tyre tread",
                "numeric",
                "minimum trailer tyre tread",
                r"Trailer tyres need at least (\d+)/32 inch of tread",
            ),
            ask(
                "lights",
                "lights check",
                "enum",
                "text",
                "fail",
                "fail",
                "Lights are a {spoken}.",
                "Hold up. Right, lights {spoken}.",
                options=PASS_FAIL,
            ),
            ask(
                "defects",
                "defects found",
                "set_f1",
                "text",
                "right marker light out, torn mud flap",
                "right marker light out and a torn mud flap",
                threshold=1.0,
            ),
            ask(
                "air_leak",
                "whether there is an air leak",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, brakes hold fine.",
                "{spoken}, none I can hear.",
                options=YES_NO,
            ),
            ask(
                "roadworthy",
                "whether the trailer is roadworthy",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, not till the light's fixed.",
                "{spoken}, it needs the light done first.",
                options=YES_NO,
            ),
            ask(
                "driver",
                "driver name",
                "casefold",
                "text",
                "Gary Hughes",
                "Gary Hughes",
                reveal="volunteered",
            ),
        ],
        records=(
            {
                "id": "REC-5341",
                "kind": "trailer",
                "trailer": "5341",
                "type": "53 foot dry van",
                "last service": "2026-01-14",
            },
            {
                "id": "REC-5314",
                "kind": "trailer",
                "trailer": "5314",
                "type": "48 foot reefer",
                "last service": "2025-12-02",
            },
        ),
        kb=(
            {
                "id": "KB-341",
                "title": "Fleet inspection standard: tyres",
                "text": "Trailer tyres need at least 2/32 inch of tread. Steer tyres need at "
                "least 4/32 inch.",
            },
        ),
    )


def server_room() -> WorkflowSpec:
    """IT: a server room rack inspection; an old UPS battery is due for replacement."""
    return workflow(
        id="workbench_inspect_server_room",
        archetype="inspection",
        industry="information technology",
        story="""Jamal Reed checks a server rack in a branch office's data room. The asset
        record gives the site and the rack; the allowed inlet temperature and the battery
        life of the UPS are in the data-room standard. The battery is five years old, past
        its life, so it must be replaced. He is fielding chat messages while he talks.""",
        goal="You are reporting an inspection of a server rack and its UPS.",
        persona="calm",
        conversation_type="narrative_intake",
        risk_tier="medium",
        profile="distracted",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval", "multi_source"),
        opening=(
            "Hi, Jamal Reed from IT. I've done the quarterly check on a rack and need to "
            "write it up.",
            "Hey, Jamal Reed here, I'm in the data room with the rack inspection to report.",
        ),
        form=("T-RACK", "Data room inspection"),
        title="Rack inspection",
        record_lookup="asset_tag",
        parts=[
            ask(
                "asset_tag",
                "rack asset tag",
                "exact",
                "digits",
                "770315",
                "seven seven zero, three one five",
                "One moment, reading the label. It's {spoken}.",
                "{spoken}.",
            ),
            on_record("site", "site", "casefold", r"site: ([^;\n]+)"),
            on_record("rack", "rack", "exact", r"rack: (R-\d+)"),
            ask(
                "inspection_date",
                "inspection date",
                "date",
                "date",
                "2026-03-09",
                "March ninth, twenty twenty-six",
            ),
            ask(
                "inlet_temp",
                "inlet temperature",
                "numeric",
                "number",
                "24",
                "twenty-four",
                "Inlet is {spoken} degrees.",
                "Hm, it says {spoken} degrees.",
            ),
            looked_up(
                "inlet_max",
                "highest allowed inlet temperature",
                "numeric",
                "data room inlet temperature limits",
                r"inlet temperature between \d+ and (\d+) degrees",
            ),
            ask(
                "humidity",
                "relative humidity in percent",
                "numeric",
                "number",
                "45",
                "forty-five",
                "{spoken} percent.",
                "Humidity, let me see, {spoken} percent.",
            ),
            ask(
                "battery_age",
                "UPS battery age in years",
                "numeric",
                "number",
                "5",
                "five",
                "The battery is {spoken} years old.",
                "{spoken} years, going by the sticker.",
            ),
            looked_up(
                "battery_life",
                "UPS battery life in years",
                "numeric",
                "UPS battery replacement age",
                r"UPS batteries are replaced after (\d+) years",
            ),
            ask(
                "battery_action",
                "battery action",
                "enum",
                "text",
                "replace",
                "replace",
                "{spoken} it.",
                "We'll {spoken} the battery.",
                options=("replace", "keep"),
            ),
            ask(
                "issues",
                "issues found",
                "set_f1",
                "text",
                "unlabelled patch cables, blocked vent panel",
                "unlabelled patch cables and a blocked vent panel",
                threshold=0.5,
            ),
            ask(
                "suppression",
                "fire suppression status",
                "enum",
                "text",
                "armed",
                "armed",
                "It's {spoken}, green light.",
                "One sec. It's {spoken}.",
                options=("armed", "disarmed"),
            ),
        ],
        records=(
            {
                "id": "REC-7703",
                "kind": "rack",
                "asset": "770315",
                "site": "Riverside branch data room",
                "rack": "R-12",
            },
            {
                "id": "REC-7704",
                "kind": "rack",
                "asset": "770351",
                "site": "Head office data hall",
                "rack": "R-40",
            },
        ),
        kb=(
            {
                "id": "KB-351",
                "title": "Data room standard: environment",
                "text": "Keep the inlet temperature between 18 and 27 degrees Celsius and the "
                "relative humidity between 20 and 80 percent.",
            },
            {
                "id": "KB-352",
                "title": "Data room standard: power",
                "text": "UPS batteries are replaced after 4 years or at the first failed "
                "self-test.",
            },
        ),
    )


def roof_hail() -> WorkflowSpec:
    """Insurance: a roof inspection for a hail claim, the hit count corrected on read-back."""
    return workflow(
        id="workbench_inspect_roof_hail",
        archetype="inspection",
        industry="insurance",
        story="""Colleen Murphy, a field adjuster, inspects a roof after a hail claim. The
        claim record gives the insured, the address and the roof's age; how many hits on a
        test square call for a replacement and how an old roof is settled are in the roof
        guidelines. When the agent reads back her hit count she cuts in: she miscounted, it
        is thirteen, not eleven.""",
        goal="You are a claims adjuster reporting a roof inspection after a hailstorm.",
        persona="calm",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="expert",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval", "multi_source"),
        opening=(
            "Hi, Colleen Murphy, field adjuster. I've just come off a roof on a hail claim "
            "and need the inspection report done.",
            "Hello, this is Colleen Murphy. I'm calling in a roof inspection for a hail claim.",
        ),
        form=("T-ROOF", "Roof damage inspection"),
        title="Roof inspection: hail claim",
        record_lookup="claim_number",
        parts=[
            ask(
                "claim_number",
                "claim number",
                "exact",
                "digits",
                "7730215",
                "seven seven three, zero two one five",
                "The claim number is {spoken}.",
                "It's {spoken}.",
            ),
            on_record("insured", "insured", "casefold", r"insured: ([^;\n]+)"),
            on_record("address", "property address", "address", r"address: ([^;\n]+)"),
            on_record("roof_age", "roof age in years", "numeric", r"roof age: (\d+)"),
            ask(
                "inspection_date",
                "inspection date",
                "date",
                "date",
                "2026-04-14",
                "April fourteenth, twenty twenty-six",
            ),
            ask(
                "material",
                "roof material",
                "enum",
                "text",
                "asphalt shingle",
                "asphalt shingle",
                "It's {spoken}, three-tab.",
                "{spoken}.",
                options=("asphalt shingle", "metal", "tile"),
            ),
            ask(
                "hail_hits",
                "hail hits per test square",
                "numeric",
                "number",
                "11",
                "eleven",
                "I counted {spoken} hits on the test square.",
                "{spoken} hits per square.",
                fix=correction(
                    "13",
                    "thirteen",
                    "Sorry, the hail hits per test square should be {spoken}, I miscounted.",
                    "No, wrong, it's {spoken} hail hits per test square.",
                ),
            ),
            looked_up(
                "replace_threshold",
                "hits that call for replacement",
                "numeric",
                "hail hits per test square replacement",
                r"(\d+) or more hail hits on a test square",
            ),
            ask(
                "recommendation",
                "recommendation",
                "enum",
                "text",
                "replace",
                "replace",
                "{spoken} the whole roof.",
                "I'd {spoken} it.",
                options=("replace", "repair"),
            ),
            looked_up(
                "settlement",
                "settlement basis",
                "enum",
                "settlement of roofs older than ten years",
                r"Roofs older than ten years are settled at (actual cash value|replacement cost)",
                options=("replacement cost", "actual cash value"),
            ),
            ask(
                "roof_squares",
                "roof size in squares",
                "numeric",
                "number",
                "26",
                "twenty-six",
                "It's {spoken} squares.",
                "{spoken} squares.",
            ),
            ask(
                "collateral",
                "other damage",
                "set_f1",
                "text",
                "dented gutters, cracked skylight",
                "dented gutters and a cracked skylight",
                threshold=0.5,
            ),
            ask(
                "interior",
                "whether there is interior water damage",
                "enum",
                "text",
                "no",
                "no",
                "{spoken}, the attic is dry.",
                "{spoken}, nothing inside.",
                options=YES_NO,
            ),
        ],
        records=(
            {
                "id": "REC-7730",
                "kind": "claim",
                "claim": "7730215",
                "insured": "Tom Becker",
                "address": "2816 Prairie View Road, Wichita, KS 67205",
                "roof age": "12",
            },
            {
                "id": "REC-7731",
                "kind": "claim",
                "claim": "7730251",
                "insured": "Sara Lind",
                "address": "440 Elm Court, Wichita, KS 67208",
                "roof age": "4",
            },
        ),
        kb=(
            {
                "id": "KB-361",
                "title": "Roof guidelines: hail",
                "text": "8 or more hail hits on a test square of ten by ten feet call for "
                "replacement of that slope. Fewer hits are repaired.",
            },
            {
                "id": "KB-362",
                "title": "Roof guidelines: settlement",
                "text": "Roofs older than ten years are settled at actual cash value. Newer roofs "
                "are settled at replacement cost.",
            },
        ),
    )


def substation() -> WorkflowSpec:
    """Utilities: a substation transformer inspection, approval withdrawn to fix the load."""
    return workflow(
        id="workbench_inspect_substation",
        archetype="inspection",
        industry="utilities",
        story="""Hector Ruiz inspects a transformer at a substation. The asset record gives
        the substation and transformer; the oil temperature alarm, what pink silica gel calls
        for and the priority of a low oil level are in the maintenance manual. Just after he
        approves the report he withdraws it: he read the load off the wrong panel, it is
        eighty-six percent, not eighty-one.""",
        goal="You are a field technician reporting a substation transformer inspection.",
        persona="deliberate",
        conversation_type="mid_call_correction",
        risk_tier="high",
        profile="correction_prone",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval", "multi_source"),
        opening=(
            "Hi, Hector Ruiz, field crew. I've finished the transformer inspection at the "
            "substation and need it logged.",
            "Hello, this is Hector Ruiz. I'm calling in a substation inspection report.",
        ),
        form=("T-SUBSTATION", "Transformer inspection"),
        title="Transformer inspection",
        record_lookup="asset",
        parts=[
            ask(
                "asset",
                "asset number",
                "exact",
                "digits",
                "440178",
                "four four zero, one seven eight",
            ),
            on_record("substation", "substation", "casefold", r"substation: ([^;\n]+)"),
            on_record("transformer", "transformer", "exact", r"transformer: (T\d)"),
            ask(
                "inspection_date",
                "inspection date",
                "date",
                "date",
                "2026-03-10",
                "March tenth, twenty twenty-six",
            ),
            ask(
                "oil_temp",
                "oil temperature",
                "numeric",
                "number",
                "72",
                "seventy-two",
                "Oil is at {spoken} degrees.",
                "{spoken} degrees on the gauge.",
            ),
            looked_up(
                "oil_alarm",
                "oil temperature alarm",
                "numeric",
                "transformer oil temperature alarm",
                r"oil temperature alarm is set at (\d+) degrees",
            ),
            ask(
                "load",
                "load in percent",
                "numeric",
                "number",
                "81",
                "eighty-one",
                "The load is {spoken} percent.",
                "{spoken} percent load.",
                fix=correction(
                    "86",
                    "eighty-six",
                    "Wait, stop, the load is {spoken} percent, I read the wrong panel.",
                    "Hold on, don't commit that, the load in percent is {spoken}.",
                    mode="with_revocation",
                ),
            ),
            ask(
                "oil_level",
                "oil level",
                "enum",
                "text",
                "low",
                "low",
                "It's {spoken}, just under the mark.",
                "Oil level {spoken}.",
                options=("normal", "low", "high"),
            ),
            looked_up(
                "priority",
                "work order priority",
                "enum",
                "priority of a low oil level",
                r"A low oil level is a (priority \w+) work order",
                options=("priority one", "priority two", "priority three"),
            ),
            ask(
                "silica_gel",
                "breather silica gel colour",
                "enum",
                "text",
                "pink",
                "pink",
                "It's gone {spoken}.",
                "{spoken}.",
                options=("blue", "pink"),
            ),
            looked_up(
                "breather_action",
                "breather action",
                "enum",
                "pink silica gel breather",
                r"Pink silica gel means: (replace breather)",
                options=("replace breather", "no action"),
            ),
            ask(
                "operations",
                "tap changer operation count",
                "numeric",
                "number",
                "1243",
                "one two four three",
                "The counter reads {spoken}.",
                "{spoken}.",
            ),
        ],
        records=(
            {
                "id": "REC-4401",
                "kind": "asset",
                "asset": "440178",
                "substation": "Elm Creek substation",
                "transformer": "T2",
            },
            {
                "id": "REC-4402",
                "kind": "asset",
                "asset": "440187",
                "substation": "Mill Lane substation",
                "transformer": "T1",
            },
        ),
        kb=(
            {
                "id": "KB-371",
                "title": "Maintenance manual: transformer oil",
                "text": "The oil temperature alarm is set at 95 degrees Celsius. A low oil level "
                "is a priority two work order; an oil leak is priority one.",
            },
            {
                "id": "KB-372",
                "title": "Maintenance manual: breathers",
                "text": "Blue silica gel is dry. Pink silica gel means: replace breather within "
                "the month.",
            },
        ),
    )


def playground() -> WorkflowSpec:
    """Government services: a city playground inspection with a partial closure."""
    return workflow(
        id="workbench_inspect_playground",
        archetype="inspection",
        industry="government services",
        story="""Nora Quinn, a parks inspector, reports on a playground. The park record gives
        the park and the play area; the minimum surfacing depth and the repair priority of a
        broken swing seat are in the city's play safety rules. She hedges on measurements
        and names the hazards in her own loose words.""",
        goal="You are a parks inspector reporting a playground safety inspection.",
        persona="scottish",
        conversation_type="narrative_intake",
        risk_tier="medium",
        profile="ambiguous",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Hi, Nora Quinn from parks. I've been round one of the playgrounds and there are "
            "a few things to write up.",
            "Hello, it's Nora Quinn, parks department. I need to file a playground inspection.",
        ),
        form=("T-PLAY", "Playground inspection"),
        title="Playground inspection",
        record_lookup="park_number",
        parts=[
            ask("park_number", "park number", "exact", "digits", "912", "nine one two"),
            on_record("park", "park", "casefold", r"park: ([^;\n]+)"),
            on_record("play_area", "play area", "casefold", r"play area: ([^;\n]+)"),
            ask(
                "inspection_date",
                "inspection date",
                "date",
                "date",
                "2026-04-07",
                "April seventh, twenty twenty-six",
            ),
            ask(
                "surfacing_depth",
                "surfacing depth in inches",
                "numeric",
                "number",
                "9",
                "nine",
                "Maybe {spoken} inches? It varies a bit.",
                "Roughly {spoken} inches, I'd say.",
                tolerance=1,
            ),
            looked_up(
                "surfacing_minimum",
                "minimum surfacing depth",
                "numeric",
                "minimum wood chip surfacing depth",
                r"at least (\d+) inches of wood chips",
            ),
            ask(
                "hazards",
                "hazards found",
                "set_f1",
                "text",
                "loose bolt on the slide, broken swing seat",
                "loose bolt on the slide and a broken swing seat",
                threshold=0.5,
            ),
            looked_up(
                "repair_priority",
                "repair priority",
                "enum",
                "repair priority broken swing seat",
                r"A broken swing seat is a (priority \w+) repair",
                options=("priority one", "priority two", "priority three"),
            ),
            ask(
                "swings",
                "number of swings",
                "numeric",
                "number",
                "6",
                "six",
                "I think {spoken} swings.",
                "{spoken}, if I counted right.",
            ),
            ask(
                "status",
                "play area status",
                "enum",
                "text",
                "partly closed",
                "partly closed",
                "I'd call it {spoken}, the swings are taped off.",
                "Kind of {spoken}, just the swing bay.",
                options=("partly closed", "open", "closed"),
            ),
            ask(
                "signage",
                "whether the safety signs are in place",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, mostly. They're a bit faded.",
                "I suppose {spoken}.",
                options=YES_NO,
            ),
            ask(
                "inspector",
                "inspector",
                "casefold",
                "text",
                "Nora Quinn",
                "Nora Quinn",
                reveal="volunteered",
            ),
        ],
        records=(
            {
                "id": "REC-0912",
                "kind": "playground site",
                "number": "912",
                "park": "Cedar Hollow Park",
                "play area": "west play area",
            },
            {
                "id": "REC-0921",
                "kind": "playground site",
                "number": "921",
                "park": "Riverside Green",
                "play area": "toddler area",
            },
        ),
        kb=(
            {
                "id": "KB-381",
                "title": "Play safety rules: surfacing",
                "text": "Under equipment over six feet high the surface needs at least 12 inches "
                "of wood chips.",
            },
            {
                "id": "KB-382",
                "title": "Play safety rules: repairs",
                "text": "A broken swing seat is a priority one repair and the swing is taken out "
                "of use. A loose bolt is a priority two repair.",
            },
        ),
    )


def scaffold() -> WorkflowSpec:
    """Construction: a weekly scaffold inspection with a yellow tag."""
    return workflow(
        id="workbench_inspect_scaffold",
        archetype="inspection",
        industry="construction",
        story="""Graham Wells, a site safety officer, does the weekly scaffold inspection on
        a tower job. The scaffold register gives the site, the scaffolding contractor and the
        height; the minimum guardrail height is in the site safety rules. Two boards are
        missing on the third lift, so the scaffold gets a yellow tag. He explains everything
        at length.""",
        goal="You are a site safety officer reporting this week's scaffold inspection.",
        persona="lancashire",
        conversation_type="narrative_intake",
        risk_tier="high",
        profile="verbose",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Morning, Graham Wells, site safety on the tower job. I've done the weekly "
            "scaffold inspection and I want it on record, there's a couple of things the "
            "scaffolders need to sort before the weekend.",
            "Hi, it's Graham Wells. I've been round the scaffold for the weekly inspection, "
            "took me most of the morning with the wind we've had, and I need to log it.",
        ),
        form=("T-SCAFFOLD", "Scaffold inspection"),
        title="Weekly scaffold inspection",
        record_lookup="tag",
        parts=[
            ask(
                "tag",
                "scaffold tag number",
                "exact",
                "digits",
                "20641",
                "two zero six four one",
                "The tag number on it is {spoken}, it's on the ladder access at the bottom.",
                "It's {spoken}.",
            ),
            on_record("site", "site", "casefold", r"site: ([^;\n]+)"),
            on_record("contractor", "scaffolding contractor", "casefold", r"contractor: ([^;\n]+)"),
            on_record("height", "scaffold height in metres", "numeric", r"height: (\d+)"),
            ask(
                "inspection_date",
                "inspection date",
                "date",
                "date",
                "2026-03-13",
                "Friday, March thirteenth, twenty twenty-six",
                "Today, {spoken}, first thing this morning before the lads started.",
                "It's {spoken}.",
            ),
            ask(
                "guardrail",
                "guardrail height in millimetres",
                "numeric",
                "number",
                "1000",
                "one thousand",
                "I measured {spoken} millimetres on the top rail, all the way round.",
                "{spoken} millimetres, I checked it on every lift.",
            ),
            looked_up(
                "guardrail_minimum",
                "minimum guardrail height",
                "numeric",
                "guardrail height rule",
                r"Guardrails must be at least (\d+) millimetres",
            ),
            ask(
                "toe_boards",
                "whether the toe boards are fitted",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, they're fitted all round, I checked every lift.",
                "{spoken}, all in place, the scaffolders did a good job there.",
                options=YES_NO,
            ),
            ask(
                "ties",
                "number of ties",
                "numeric",
                "number",
                "14",
                "fourteen",
                "I counted {spoken} ties into the building, which is what the design asks for.",
                "{spoken} ties.",
            ),
            ask(
                "weather",
                "weather during the inspection",
                "enum",
                "text",
                "windy",
                "windy",
                "It was {spoken}, proper gusts coming off the river.",
                "{spoken}, very {spoken}.",
                options=("dry", "wet", "windy"),
            ),
            ask(
                "tag_colour",
                "tag colour",
                "enum",
                "text",
                "yellow",
                "yellow",
                "I've put a {spoken} tag on it, so it can be used with care until it's fixed.",
                "{spoken} for now.",
                options=("green", "yellow", "red"),
            ),
            ask(
                "observations",
                "observations",
                "semantic",
                "text",
                "two boards missing on the third lift",
                "two boards missing on the third lift",
                "Note: {spoken}.",
                "Just put: {spoken}.",
            ),
            ask(
                "inspector",
                "inspector",
                "casefold",
                "text",
                "Graham Wells",
                "Graham Wells",
                reveal="volunteered",
            ),
        ],
        records=(
            {
                "id": "REC-2064",
                "kind": "scaffold",
                "tag": "20641",
                "site": "Harbour Point tower",
                "contractor": "Apex Scaffolding",
                "height": "18",
            },
            {
                "id": "REC-2065",
                "kind": "scaffold",
                "tag": "20614",
                "site": "Harbour Point car park",
                "contractor": "Brennan Access",
                "height": "9",
            },
        ),
        kb=(
            {
                "id": "KB-391",
                "title": "Site safety rules: scaffolds",
                "text": "Guardrails must be at least 950 millimetres above the working platform. "
                "Toe boards must be at least 150 millimetres high.",
            },
        ),
    )


def poultry_barn() -> WorkflowSpec:
    """Agriculture: a broiler barn welfare audit with an ordered list of corrective actions."""
    return workflow(
        id="workbench_inspect_poultry_barn",
        archetype="inspection",
        industry="agriculture",
        story="""Ellen Shaw audits the welfare of a broiler barn for the farm's assurance
        scheme. The barn record gives the farm and the flock size; the ammonia limit and the
        stocking density limit are in the welfare standard. The litter is damp, so she lists
        three corrective actions in the order they must be done. She talks at length.""",
        goal="You are a welfare auditor reporting a poultry barn audit.",
        persona="midlands",
        conversation_type="narrative_intake",
        risk_tier="medium",
        profile="verbose",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Hello, it's Ellen Shaw, I do the welfare audits for the assurance scheme. I've "
            "just come out of a broiler barn and I'd like to get the audit written up while "
            "it's fresh in my mind.",
            "Hi, Ellen Shaw here. I've finished the welfare audit on one of the poultry barns, "
            "it's been a long morning, and I want to put the report in.",
        ),
        form=("T-WELFARE", "Barn welfare audit"),
        title="Broiler barn audit",
        record_lookup="barn",
        parts=[
            ask(
                "barn",
                "barn number",
                "exact",
                "digits",
                "330814",
                "three three zero, eight one four",
                "The barn number is {spoken}, it's painted on the door by the feed bins.",
                "It's {spoken}.",
            ),
            on_record("farm", "farm", "casefold", r"farm: ([^;\n]+)"),
            on_record("flock", "flock size", "numeric", r"flock: (\d+)"),
            ask(
                "audit_date",
                "audit date",
                "date",
                "date",
                "2026-05-19",
                "May nineteenth, twenty twenty-six",
                "Today, {spoken}, I got here early.",
                "It's {spoken}.",
            ),
            ask(
                "ammonia",
                "ammonia in parts per million",
                "numeric",
                "number",
                "14",
                "fourteen",
                "The meter gave me {spoken} parts per million at bird height.",
                "{spoken} parts per million, which is about what I'd expect.",
            ),
            looked_up(
                "ammonia_limit",
                "ammonia limit",
                "numeric",
                "ammonia limit broiler house",
                r"Ammonia must stay below (\d+) parts per million",
            ),
            ask(
                "density",
                "stocking density in kilograms per square metre",
                "numeric",
                "number",
                "31",
                "thirty-one",
                "It works out at {spoken} kilograms per square metre from their records.",
                "{spoken} kilograms per square metre.",
            ),
            looked_up(
                "density_limit",
                "stocking density limit",
                "numeric",
                "maximum stocking density broilers",
                r"stocking density may not exceed (\d+) kilograms",
            ),
            ask(
                "mortality",
                "birds lost this week",
                "numeric",
                "number",
                "38",
                "thirty-eight",
                "They've lost {spoken} birds this week, which is within normal for a flock this "
                "size.",
                "{spoken} birds.",
            ),
            ask(
                "litter",
                "litter condition",
                "enum",
                "text",
                "damp",
                "damp",
                "It's {spoken}, especially along the drinker lines, you can feel it underfoot.",
                "I'd say {spoken}.",
                options=("dry", "damp", "wet"),
            ),
            ask(
                "actions",
                "corrective actions in order",
                "ordered_list",
                "text",
                "fix leaking drinkers, add fresh litter, raise ventilation",
                "fix leaking drinkers, add fresh litter, raise ventilation",
                "In this order: {spoken}.",
                "{spoken}.",
            ),
            ask(
                "auditor",
                "auditor",
                "casefold",
                "text",
                "Ellen Shaw",
                "Ellen Shaw",
                reveal="volunteered",
            ),
        ],
        records=(
            {
                "id": "REC-3308",
                "kind": "barn",
                "barn": "330814",
                "farm": "Greenfield Poultry",
                "flock": "22000",
            },
            {
                "id": "REC-3309",
                "kind": "barn",
                "barn": "330841",
                "farm": "Greenfield Poultry",
                "flock": "18000",
            },
        ),
        kb=(
            {
                "id": "KB-401",
                "title": "Welfare standard: air quality",
                "text": "Ammonia must stay below 20 parts per million at bird height.",
            },
            {
                "id": "KB-402",
                "title": "Welfare standard: space",
                "text": "The stocking density may not exceed 34 kilograms per square metre.",
            },
        ),
    )


WORKFLOWS = (
    kitchen_hygiene,
    incoming_castings,
    school_fire_safety,
    vaccine_fridge,
    trailer_pretrip,
    server_room,
    roof_hail,
    substation,
    playground,
    scaffold,
    poultry_barn,
)
"""The builders of this module, in order."""
