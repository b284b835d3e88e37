"""Troubleshooting workflows: a fault is described, diagnosed from the manuals, ticketed.

Each story has the caller describe a symptom they can see (a code, a light, a reading); the
meaning of the code and the urgency are only in the knowledge base, the asset and its site
only in the records. The first troubleshooting workflow (the boiler fault) is in
``service.py``; these eleven complete the archetype's twelve.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    ask,
    correction,
    fact,
    looked_up,
    on_record,
    workflow,
)
from duplexworld.worlds.workbench.workflow import FollowUp, FromUser, WorkflowSpec

YES_NO = ("yes", "no")


def network_outage() -> WorkflowSpec:
    """IT support: a branch office's fibre line keeps dropping; severity from the user count."""
    return workflow(
        id="workbench_troubleshoot_branch_network",
        archetype="troubleshooting",
        industry="information technology",
        story="""Leon Fischer, the IT lead of a dental group, reports that the fibre line at
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
            "Hi, Leon Fischer, IT at Brightsmile Dental. Our Fairview branch keeps losing its "
            "internet connection.",
            "Hello, this is Leon Fischer from Brightsmile Dental. The line at one of our "
            "branches is dropping all morning.",
        ),
        form=("T-NETFAULT", "Network fault ticket"),
        title="Line drops at a Brightsmile Dental branch",
        record_lookup="site_code",
        facts=(
            fact("caller", "caller", "text", "Leon Fischer", "Leon Fischer", reveal="volunteered"),
        ),
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
                "amber status light meaning",
                r"An amber status light means a ([a-z ]+?)\.",
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
                r"more than 25 users is (severity \w+)",
                options=("severity one", "severity two", "severity three"),
            ),
            looked_up(
                "repair_hours",
                "repair target in hours",
                "numeric",
                "repair time for a business fibre line",
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
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "network operations", "message": "line fault ticket"},
            ),
        ),
    )


def infusion_pump() -> WorkflowSpec:
    """Biomedical engineering in a hospital: an infusion pump alarm on a ward."""
    return workflow(
        id="workbench_troubleshoot_infusion_pump",
        archetype="troubleshooting",
        industry="healthcare",
        story="""Hannah Brooks, a charge nurse, calls biomedical engineering about an infusion
        pump that keeps alarming. The pump's model and ward come from the asset register by
        its asset number; what the alarm number means and how fast an engineer attends when a
        patient was connected are in the equipment manual. She has already moved the patient
        to a spare pump. The ward manager is told once the ticket is committed.""",
        goal="An infusion pump on your ward keeps alarming; report it to engineering.",
        persona="calm",
        conversation_type="guided_procedure",
        risk_tier="high",
        profile="cooperative",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Hi, this is Hannah Brooks, charge nurse on the surgical ward. One of our infusion "
            "pumps keeps alarming.",
            "Hello, Hannah Brooks here from surgery. I need to report a faulty infusion pump.",
        ),
        form=("T-BIOMED", "Medical equipment fault report"),
        title="Infusion pump alarm",
        record_lookup="asset_number",
        parts=[
            ask(
                "reporter",
                "your name",
                "casefold",
                "name",
                "Hannah Brooks",
                "Hannah Brooks",
                "{spoken}.",
                "It's {spoken}.",
                reveal="volunteered",
            ),
            ask(
                "asset_number",
                "asset number on the pump",
                "exact",
                "digits",
                "208817",
                "two zero eight eight one seven",
                "The asset number is {spoken}.",
                "It's {spoken}, on the sticker at the back.",
            ),
            on_record("pump_model", "pump model", "casefold", r"model: ([^;\n]+)"),
            on_record("ward", "ward", "casefold", r"ward: ([^;\n]+)"),
            ask(
                "alarm_number",
                "alarm number on the screen",
                "exact",
                "digits",
                "312",
                "three one two",
                "The screen says alarm {spoken}.",
                "Alarm {spoken}.",
            ),
            looked_up(
                "alarm_meaning",
                "alarm meaning",
                "enum",
                FromUser(fact="alarm_number"),
                r"Alarm 312 means ([a-z ]+?)\.",
                options=("downstream occlusion", "air in line", "battery low", "door open"),
            ),
            ask(
                "patient_connected",
                "whether a patient was connected to the pump",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, a patient was on it.",
                "{spoken}, it was running an antibiotic.",
                options=YES_NO,
            ),
            looked_up(
                "attend_minutes",
                "engineer attendance in minutes",
                "numeric",
                "engineer attendance when a patient was connected",
                r"a patient was connected, an engineer attends within (\d+) minutes",
            ),
            ask(
                "action_taken",
                "action taken on the ward",
                "semantic",
                "text",
                "patient moved to a spare pump",
                "patient moved to a spare pump",
                "Just put: {spoken}.",
                "Note: {spoken}.",
            ),
            ask(
                "incident_date",
                "date of the incident",
                "date",
                "date",
                "2026-02-17",
                "Tuesday, February seventeenth, twenty twenty-six",
                "It was {spoken}.",
                "{spoken}, this morning.",
            ),
            ask(
                "extension",
                "ward extension",
                "exact",
                "digits",
                "4471",
                "four four seven one",
                "Our extension is {spoken}.",
                "{spoken}.",
            ),
        ],
        records=(
            {
                "id": "REC-2088",
                "kind": "asset",
                "asset": "208817",
                "model": "Medflow 300",
                "ward": "Ward 6B",
            },
            {
                "id": "REC-2089",
                "kind": "asset",
                "asset": "208871",
                "model": "Medflow 200",
                "ward": "Ward 4A",
            },
        ),
        kb=(
            {
                "id": "KB-7201",
                "title": "Infusion pump alarms",
                "text": "Alarm 310 means air in line. Alarm 312 means downstream occlusion. "
                "Alarm 320 means battery low.",
            },
            {
                "id": "KB-7202",
                "title": "Engineering response times",
                "text": "When a patient was connected, an engineer attends within 30 minutes. "
                "Other equipment faults are seen the same day.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "ward manager", "message": "pump out of service"},
            ),
        ),
    )


def power_outage() -> WorkflowSpec:
    """Utilities: a power cut on a street with a medical-equipment household."""
    return workflow(
        id="workbench_troubleshoot_power_outage",
        archetype="troubleshooting",
        industry="utilities",
        story="""Rosa Delgado calls the electricity company: her power is out. She is vague
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
            "Hi, my name is Rosa Delgado. The electricity has gone off at my house.",
            "Hello, it's Rosa Delgado. We've lost power, I'm not sure what's happening.",
        ),
        form=("T-OUTAGE", "Outage report"),
        title="Power outage report",
        record_lookup="account_number",
        facts=(
            fact("caller", "caller", "text", "Rosa Delgado", "Rosa Delgado", reveal="volunteered"),
        ),
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
                "restoration target for a street outage",
                r"A street outage is restored within (\d+) hours",
            ),
            ask(
                "visible_damage",
                "visible damage",
                "semantic",
                "text",
                "tree branch on the line",
                "a tree branch on the line",
                "Just put: {spoken}.",
                "Note: {spoken}.",
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
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "field crew", "message": "street outage, medical priority"},
            ),
        ),
    )


def cnc_alarm() -> WorkflowSpec:
    """Manufacturing: a CNC machining centre stops with a spindle alarm."""
    return workflow(
        id="workbench_troubleshoot_cnc_spindle",
        archetype="troubleshooting",
        industry="manufacturing",
        story="""Dev Malhotra, a maintenance lead at a machine shop, reports a machining
        centre stopped by an alarm. Its model and production line come from the asset list;
        what the alarm means and its repair priority are in the maintenance manual. He gets
        the count of scrapped parts wrong and corrects it when it is read back, and then
        moves the engineer's visit a day. The visit is booked only on his approval.""",
        goal="A CNC machine on your line has stopped with an alarm; get an engineer.",
        persona="midlands",
        conversation_type="mid_call_correction",
        risk_tier="medium",
        profile="correction_prone",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        approval=("commit", "schedule"),
        opening=(
            "Hi, Dev Malhotra, maintenance at Keller Precision. One of our machining centres "
            "has stopped with an alarm.",
            "Hello, it's Dev Malhotra from Keller Precision. We've got a CNC down on the line.",
        ),
        form=("T-MAINT", "Machine breakdown ticket"),
        title="CNC machine breakdown",
        record_lookup="machine_number",
        facts=(
            fact("caller", "caller", "text", "Dev Malhotra", "Dev Malhotra", reveal="volunteered"),
        ),
        parts=[
            ask(
                "machine_number",
                "machine number",
                "exact",
                "digits",
                "7316",
                "seven three one six",
                "It's machine {spoken}.",
                "Machine number {spoken}.",
            ),
            on_record("machine_model", "machine model", "casefold", r"model: ([^;\n]+)"),
            on_record("production_line", "production line", "casefold", r"line: ([^;\n]+)"),
            ask(
                "alarm_code",
                "alarm code",
                "exact",
                "digits",
                "2051",
                "two zero five one",
                "The alarm code is {spoken}.",
                "{spoken}.",
            ),
            looked_up(
                "fault_type",
                "fault type",
                "enum",
                FromUser(fact="alarm_code"),
                r"Alarm 2051 means ([a-z ]+?)\.",
                options=("spindle overheating", "coolant low", "axis overload", "door interlock"),
            ),
            ask(
                "spindle_temp",
                "spindle temperature in degrees",
                "numeric",
                "number",
                "78",
                "seventy-eight",
                "The spindle reads {spoken} degrees.",
                "{spoken} degrees.",
                tolerance=2,
            ),
            ask(
                "parts_scrapped",
                "number of parts scrapped",
                "numeric",
                "number",
                "12",
                "twelve",
                "We scrapped {spoken} parts.",
                "{spoken} parts.",
                fix=correction(
                    "14",
                    "fourteen",
                    "Sorry, the number of parts scrapped is {spoken}.",
                    "Actually the parts scrapped should be {spoken}.",
                ),
            ),
            ask(
                "stoppage_window",
                "time the machine was stopped",
                "interval",
                "text",
                "06:00-10:00",
                "from six a.m. to ten a.m.",
                "It was down {spoken}.",
                "{spoken}.",
                threshold=0.5,
            ),
            ask(
                "lockout_applied",
                "whether the machine is locked out",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, it's locked and tagged.",
                "{spoken}, we isolated it.",
                options=YES_NO,
            ),
            looked_up(
                "repair_priority",
                "repair priority",
                "enum",
                "repair priority of a spindle fault",
                r"Spindle faults on a production line are (priority \w+)",
                options=("priority one", "priority two", "priority three"),
            ),
            ask(
                "visit_date",
                "date for the engineer visit",
                "date",
                "date",
                "2026-03-04",
                "Wednesday, March fourth, twenty twenty-six",
                "The engineer can come {spoken}.",
                "{spoken}, please.",
                fix=correction(
                    "2026-03-05",
                    "Thursday, March fifth, twenty twenty-six",
                    "Sorry, make the date for the engineer visit {spoken} instead.",
                    "Actually the engineer visit date should be {spoken}.",
                ),
            ),
            ask(
                "contact_phone",
                "contact phone",
                "phone",
                "digits",
                "2485550176",
                "two four eight, five five five, zero one seven six",
            ),
        ],
        records=(
            {
                "id": "REC-7316",
                "kind": "machine",
                "machine": "7316",
                "model": "Hartmann VM-40",
                "line": "Line 3",
            },
            {
                "id": "REC-7361",
                "kind": "machine",
                "machine": "7361",
                "model": "Hartmann VM-20",
                "line": "Line 1",
            },
        ),
        kb=(
            {
                "id": "KB-7401",
                "title": "CNC alarm list",
                "text": "Alarm 2040 means coolant low. Alarm 2051 means spindle overheating. "
                "Alarm 2063 means axis overload.",
            },
            {
                "id": "KB-7402",
                "title": "Maintenance priorities",
                "text": "Spindle faults on a production line are priority one. Coolant faults "
                "are priority two. Guard and door faults are priority three.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="visit_date"), "what": "spindle repair visit"},
            ),
        ),
    )


def milking_robot() -> WorkflowSpec:
    """Agriculture: a dairy's milking robot stops with cows waiting."""
    return workflow(
        id="workbench_troubleshoot_milking_robot",
        archetype="troubleshooting",
        industry="agriculture",
        story="""Gareth Lloyd, a dairy farmer, phones the robot dealer's service line: the
        milking robot has stopped and cows are queuing. He talks a lot. The farm and the
        robot's model come from the dealer's customer file by farm number; what the error
        means and the technician response time are in the service manual. A technician visit
        is booked once the ticket is committed.""",
        goal="Your milking robot has stopped and the cows are waiting to be milked.",
        persona="lancashire",
        conversation_type="guided_procedure",
        risk_tier="medium",
        profile="verbose",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        opening=(
            "Morning, it's Gareth Lloyd up at the dairy. The milking robot has stopped on me "
            "and I've got cows standing in the yard waiting, which they don't like one bit.",
            "Hello there, Gareth Lloyd speaking. Our robot's gone and stopped again, the girls "
            "are all queuing up and I've been out there since half past four.",
        ),
        form=("T-ROBOT", "Robot service ticket"),
        title="Milking robot stopped",
        record_lookup="farm_number",
        facts=(
            fact("caller", "caller", "text", "Gareth Lloyd", "Gareth Lloyd", reveal="volunteered"),
        ),
        parts=[
            ask(
                "farm_number",
                "farm number",
                "exact",
                "digits",
                "60417",
                "six zero four one seven",
                "Our farm number, let me think, it's {spoken}, that's on all the invoices.",
                "It's {spoken}. My wife usually deals with that side of things.",
            ),
            on_record("farm_name", "farm name", "casefold", r"farm: ([^;\n]+)"),
            on_record("farm_address", "farm address", "address", r"address: ([^;\n]+)"),
            on_record("robot_model", "robot model", "casefold", r"robot: ([^;\n]+)"),
            ask(
                "error_number",
                "error number on the robot",
                "exact",
                "digits",
                "83",
                "eight three",
                "The screen says error {spoken}, same as it did back in the autumn.",
                "Error {spoken}. I wrote it on the back of my hand.",
            ),
            looked_up(
                "fault_meaning",
                "fault meaning",
                "enum",
                FromUser(fact="error_number"),
                r"Error 83 means a ([a-z ]+?)\.",
                options=(
                    "teat cup sensor fault",
                    "vacuum pump failure",
                    "arm hydraulics fault",
                    "software fault",
                ),
            ),
            ask(
                "cows_waiting",
                "number of cows waiting",
                "numeric",
                "number",
                "46",
                "forty-six",
                "There's {spoken} cows waiting, and they're getting noisy about it.",
                "{spoken} of them, give or take, standing about in the yard.",
            ),
            ask(
                "cooling_tank",
                "whether the milk cooling tank is working",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, the tank is fine, it's just the robot that's playing up.",
                "Oh {spoken}, the tank's cooling away happily.",
                options=YES_NO,
            ),
            ask(
                "steps_tried",
                "what you have tried so far",
                "set_f1",
                "text",
                "rebooted the robot, cleaned the laser",
                "rebooted the robot and cleaned the laser",
                "{spoken}.",
                "Okay, so, {spoken}.",
                threshold=0.5,
            ),
            looked_up(
                "response_hours",
                "technician response in hours",
                "numeric",
                "technician response time with cows waiting",
                r"with cows waiting get a technician within (\d+) hours",
            ),
            ask(
                "visit_date",
                "date for the technician visit",
                "date",
                "date",
                "2026-02-24",
                "Tuesday, February twenty-fourth, twenty twenty-six",
                "{spoken} would do, I'm around the yard all day.",
                "I'll be here {spoken}, I'm always here, it's a farm.",
            ),
            ask(
                "contact_phone",
                "phone number to reach you",
                "phone",
                "digits",
                "7155550124",
                "seven one five, five five five, zero one two four",
            ),
        ],
        records=(
            {
                "id": "REC-6041",
                "kind": "customer",
                "number": "60417",
                "farm": "Hollow Brook Dairy",
                "address": "1650 County Road K, Mount Horeb, WI 53572",
                "robot": "Astra M4",
            },
        ),
        kb=(
            {
                "id": "KB-7501",
                "title": "Robot error codes",
                "text": "Error 81 means a vacuum pump failure. Error 83 means a teat cup sensor "
                "fault. Error 85 means an arm hydraulics fault.",
            },
            {
                "id": "KB-7502",
                "title": "Service response times",
                "text": "Robots stopped with cows waiting get a technician within 3 hours. Other "
                "faults are visited the next working day.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="visit_date"), "what": "robot technician visit"},
            ),
        ),
    )


def reefer_trailer() -> WorkflowSpec:
    """Logistics: a refrigerated trailer alarms on the road with a frozen load."""
    return workflow(
        id="workbench_troubleshoot_reefer_trailer",
        archetype="troubleshooting",
        industry="logistics",
        story="""Terry Walsh, a driver, calls fleet support from a rest area: the fridge unit
        on his trailer is alarming. The carrier, the load and its set point come from the
        trailer record; what the alarm code means and what a driver must do are in the
        reefer manual. He is distracted by the yard around him. The receiver is told of the
        delay only with his approval.""",
        goal="The fridge unit on your trailer is alarming; you need to know what to do.",
        persona="new_yorker",
        conversation_type="guided_procedure",
        risk_tier="high",
        profile="distracted",
        knowledge_burden=("local_state", "supplied_evidence", "retrieval"),
        approval=("commit", "notify"),
        opening=(
            "Yeah, hi, Terry Walsh, I'm driving for Coldline. The reefer on my trailer is "
            "beeping at me.",
            "Hey, it's Terry Walsh. I've got an alarm on the fridge unit, I'm parked up at a "
            "rest area.",
        ),
        form=("T-REEFER", "Reefer alarm ticket"),
        title="Reefer alarm on the road",
        record_lookup="trailer_number",
        facts=(
            fact("caller", "caller", "text", "Terry Walsh", "Terry Walsh", reveal="volunteered"),
        ),
        parts=[
            ask(
                "trailer_number",
                "trailer number",
                "exact",
                "digits",
                "48213",
                "four eight two one three",
                "Hang on, a truck's backing up. Okay, the trailer is {spoken}.",
                "It's {spoken}.",
            ),
            on_record("carrier", "carrier", "casefold", r"carrier: ([^;\n]+)"),
            on_record("load", "load", "casefold", r"load: ([^;\n]+)"),
            on_record("setpoint", "set point in degrees", "numeric", r"setpoint: (-?\d+)"),
            ask(
                "alarm_code",
                "alarm code on the unit",
                "exact",
                "digits",
                "17",
                "one seven",
                "Okay, got it. It says {spoken}.",
                "Code {spoken}.",
            ),
            looked_up(
                "alarm_meaning",
                "alarm meaning",
                "enum",
                FromUser(fact="alarm_code"),
                r"Code 17 means a ([a-z ]+?)\.",
                options=(
                    "return air sensor fault",
                    "low refrigerant",
                    "defrost failure",
                    "fuel level low",
                ),
            ),
            looked_up(
                "driver_action",
                "what the driver should do",
                "enum",
                "what to do with a return air sensor fault",
                r"a return air sensor fault, the driver should ([a-z ]+?)\.",
                options=(
                    "run the unit in manual mode",
                    "divert to the nearest depot",
                    "continue to delivery",
                ),
            ),
            ask(
                "alarm_minutes",
                "minutes the alarm has been on",
                "numeric",
                "number",
                "40",
                "forty",
                "Uh, about {spoken} minutes now.",
                "{spoken} minutes, I'd say.",
            ),
            ask(
                "location",
                "where you are parked",
                "semantic",
                "text",
                "rest area near Springfield",
                "the rest area near Springfield",
                "I'm at {spoken}.",
                "{spoken}.",
            ),
            ask(
                "delivery_date",
                "delivery date",
                "date",
                "date",
                "2026-03-02",
                "Monday, March second, twenty twenty-six",
                "Hold on, let me check the paperwork. It's due {spoken}.",
                "{spoken}.",
            ),
            ask(
                "driver_phone",
                "your cell number",
                "phone",
                "digits",
                "2175550133",
                "two one seven, five five five, zero one three three",
            ),
        ],
        records=(
            {
                "id": "REC-4821",
                "kind": "trailer",
                "trailer": "48213",
                "carrier": "Coldline Freight",
                "load": "frozen seafood",
                "setpoint": "-18",
            },
            {
                "id": "REC-4822",
                "kind": "trailer",
                "trailer": "48231",
                "carrier": "Coldline Freight",
                "load": "fresh produce",
                "setpoint": "2",
            },
        ),
        kb=(
            {
                "id": "KB-7601",
                "title": "Reefer alarm codes",
                "text": "Code 12 means a low refrigerant. Code 17 means a return air sensor "
                "fault. Code 21 means a defrost failure.",
            },
            {
                "id": "KB-7602",
                "title": "Driver actions for reefer alarms",
                "text": "For a return air sensor fault, the driver should run the unit in "
                "manual mode. For low refrigerant, divert to the nearest depot.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "receiver", "message": "frozen load may arrive late"},
            ),
        ),
    )


def walk_in_freezer() -> WorkflowSpec:
    """Hospitality: a restaurant's walk-in freezer warms up; response time by contract."""
    return workflow(
        id="workbench_troubleshoot_walk_in_freezer",
        archetype="troubleshooting",
        industry="hospitality",
        story="""Mei Tanaka manages a restaurant whose walk-in freezer is getting warm. The
        restaurant's service contract is in its record (customer number); how fast a gold
        contract is answered is in the contract terms, and what ice on the coil means in the
        refrigeration guide. She is unsure at first and only says that the stock has been
        moved after giving the temperature. The engineer's visit is booked on her approval.""",
        goal="Your restaurant's walk-in freezer is warming up; get it repaired.",
        persona="bright",
        conversation_type="multi_intent",
        risk_tier="medium",
        profile="ambiguous",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "schedule"),
        opening=(
            "Hi, this is Mei Tanaka at Kumo Kitchen. Something's wrong with our freezer, I think.",
            "Hello, Mei Tanaka from Kumo Kitchen. Our walk-in doesn't seem cold enough.",
        ),
        form=("T-REFRIG", "Refrigeration call-out"),
        title="Walk-in freezer call-out",
        record_lookup="customer_number",
        facts=(fact("caller", "caller", "text", "Mei Tanaka", "Mei Tanaka", reveal="volunteered"),),
        parts=[
            ask(
                "customer_number",
                "customer number",
                "exact",
                "digits",
                "31870",
                "three one eight seven zero",
                "I think it's {spoken}.",
                "The customer number is {spoken}.",
            ),
            on_record("restaurant", "restaurant", "casefold", r"restaurant: ([^;\n]+)"),
            on_record("site_address", "site address", "address", r"address: ([^;\n]+)"),
            on_record(
                "contract",
                "service contract",
                "enum",
                r"contract: (\w+)",
                options=("gold", "silver", "bronze"),
            ),
            looked_up(
                "response_hours",
                "engineer response in hours",
                "numeric",
                "gold contract response time",
                r"Gold contracts get an engineer within (\d+) hours",
            ),
            ask(
                "freezer_temp",
                "temperature inside the freezer in degrees",
                "numeric",
                "number",
                "5",
                "five",
                "It's reading {spoken} degrees, I think.",
                "Maybe {spoken} degrees.",
            ),
            ask(
                "stock_moved",
                "whether the stock has been moved",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, we moved it into the chest freezers.",
                "{spoken}, it's all in the reach-ins now.",
                options=YES_NO,
                reveal="on_event",
                event="fact:freezer_temp",
            ),
            ask(
                "stock_value",
                "value of the stock at risk",
                "numeric",
                "amount",
                "3200",
                "thirty-two hundred dollars",
                "Around {spoken}.",
                "Probably {spoken}.",
                tolerance=50,
            ),
            ask(
                "coil_ice",
                "whether there is ice on the evaporator coil",
                "enum",
                "text",
                "yes",
                "yes",
                "{spoken}, it's all white with frost.",
                "{spoken}, there's a lot of ice.",
                options=YES_NO,
            ),
            looked_up(
                "likely_cause",
                "likely cause",
                "enum",
                "ice on the evaporator coil cause",
                r"Ice on the evaporator coil usually means a ([a-z ]+?)\.",
                options=("failed defrost heater", "refrigerant leak", "blocked condenser"),
            ),
            ask(
                "visit_date",
                "date for the engineer visit",
                "date",
                "date",
                "2026-02-20",
                "Friday, February twentieth, twenty twenty-six",
                "{spoken}, if that's possible.",
                "{spoken} would be good, if that's possible.",
            ),
            ask(
                "contact_phone",
                "contact phone",
                "phone",
                "digits",
                "9715550117",
                "nine seven one, five five five, zero one one seven",
            ),
        ],
        records=(
            {
                "id": "REC-3187",
                "kind": "customer",
                "number": "31870",
                "restaurant": "Kumo Kitchen",
                "address": "730 Northwest Glisan Street, Portland, OR 97209",
                "contract": "gold",
            },
            {
                "id": "REC-3178",
                "kind": "customer",
                "number": "31780",
                "restaurant": "Kumo Express",
                "address": "15 Southeast Ash Street, Portland, OR 97214",
                "contract": "bronze",
            },
        ),
        kb=(
            {
                "id": "KB-7701",
                "title": "Contract response times",
                "text": "Gold contracts get an engineer within 4 hours. Silver contracts within "
                "12 hours. Bronze contracts the next working day.",
            },
            {
                "id": "KB-7702",
                "title": "Refrigeration fault guide",
                "text": "Ice on the evaporator coil usually means a failed defrost heater. "
                "A warm unit with a hot compressor usually means a blocked condenser.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="visit_date"), "what": "freezer repair visit"},
            ),
        ),
    )


def broadband_dropouts() -> WorkflowSpec:
    """Telecommunications: home broadband that drops several times a day."""
    return workflow(
        id="workbench_troubleshoot_home_broadband",
        archetype="troubleshooting",
        industry="telecommunications",
        story="""Beatrice Hall works from home and her broadband keeps dropping. She explains
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
            "Hello, my name is Beatrice Hall. I'm ringing because my broadband has been "
            "dropping out for about a week now, and I work from home, so it's really rather "
            "a problem for me.",
            "Good afternoon, Beatrice Hall here. I've been having the most frustrating time "
            "with my internet connection, it keeps cutting out in the middle of my calls.",
        ),
        form=("T-BROADBAND", "Broadband fault ticket"),
        title="Home broadband dropouts",
        record_lookup="account_number",
        facts=(
            fact(
                "caller", "caller", "text", "Beatrice Hall", "Beatrice Hall", reveal="volunteered"
            ),
        ),
        parts=[
            ask(
                "account_number",
                "account number",
                "exact",
                "digits",
                "5520913",
                "five five two, zero nine one three",
                "I have the letter right here, the account number is {spoken}.",
                "Let me find it, yes, here we are, it's {spoken}.",
            ),
            on_record("plan", "broadband plan", "casefold", r"plan: ([^;\n]+)"),
            on_record("service_address", "service address", "address", r"address: ([^;\n]+)"),
            on_record("router_model", "router model", "casefold", r"router: ([^;\n]+)"),
            ask(
                "router_light",
                "light on the router",
                "enum",
                "text",
                "flashing red",
                "flashing red",
                "Well, the light on the front is {spoken}, which I gather isn't a good sign.",
                "It's {spoken} at the moment, it was green this morning.",
                options=("solid green", "flashing green", "flashing red", "solid red"),
            ),
            looked_up(
                "light_meaning",
                "what the light means",
                "enum",
                "flashing red router light meaning",
                r"A flashing red light means ([a-z ]+?)\.",
                options=("no signal from the exchange", "firmware update", "router overheating"),
            ),
            looked_up(
                "first_fix",
                "first fix to try",
                "enum",
                "fix for no signal from the exchange",
                r"With no signal from the exchange, first ([a-z ]+?)\.",
                options=("check the filter", "factory reset", "replace the router"),
            ),
            ask(
                "drops_per_day",
                "number of drops per day",
                "numeric",
                "number",
                "8",
                "eight",
                "I counted yesterday and it dropped {spoken} times, which is quite a lot.",
                "About {spoken} times a day, sometimes more in the afternoons.",
            ),
            ask(
                "speed_mbps",
                "measured download speed in megabits",
                "numeric",
                "number",
                "12",
                "twelve",
                "I ran the speed test and it said {spoken} megabits, which seems awfully low.",
                "Just {spoken} megabits when I checked it this morning.",
                tolerance=2,
            ),
            ask(
                "devices",
                "devices affected",
                "set_f1",
                "text",
                "laptop, television, phone",
                "the laptop, the television and the phone",
                "{spoken}.",
                "Um, {spoken}.",
                threshold=0.6,
            ),
            ask(
                "visit_date",
                "date for the technician visit",
                "date",
                "date",
                "2026-03-12",
                "Thursday, March twelfth, twenty twenty-six",
                "I'm home all week, but {spoken} would suit me best, I have no meetings then.",
                "We could say {spoken}, I'm working from home that day.",
            ),
            ask(
                "contact_phone",
                "mobile number",
                "phone",
                "digits",
                "9175550146",
                "nine one seven, five five five, zero one four six",
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
        kb=(
            {
                "id": "KB-7801",
                "title": "Router lights",
                "text": "A solid green light means the line is working. A flashing red light "
                "means no signal from the exchange. A solid red light means router "
                "overheating.",
            },
            {
                "id": "KB-7802",
                "title": "First fixes",
                "text": "With no signal from the exchange, first check the filter. If the "
                "router overheats, move it somewhere cooler.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="visit_date"), "what": "broadband engineer"},
            ),
        ),
    )


def card_terminal() -> WorkflowSpec:
    """Retail: a shop's card terminal fails payments; corrected twice."""
    return workflow(
        id="workbench_troubleshoot_card_terminal",
        archetype="troubleshooting",
        industry="retail",
        story="""Olivia Grant runs a gift shop whose card terminal keeps failing payments. The
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
            "Hi, it's Olivia Grant from Thistle and Pine. Our card machine keeps failing.",
            "Hello, Olivia Grant here, from the Thistle and Pine gift shop. Payments keep "
            "failing on our card reader.",
        ),
        form=("T-PAYTERM", "Payment terminal fault"),
        title="Card terminal failures",
        record_lookup="merchant_id",
        facts=(
            fact("caller", "caller", "text", "Olivia Grant", "Olivia Grant", reveal="volunteered"),
        ),
        parts=[
            ask(
                "merchant_id",
                "merchant id",
                "exact",
                "digits",
                "9003417",
                "nine zero zero, three four one seven",
                "Our merchant id is {spoken}.",
                "{spoken}.",
            ),
            on_record("store_name", "store name", "casefold", r"store: ([^;\n]+)"),
            on_record("terminal_serial", "terminal serial", "exact", r"terminal: (TS-\d+)"),
            ask(
                "error_code",
                "error code on the terminal",
                "exact",
                "digits",
                "31",
                "three one",
                "The screen says error {spoken}.",
                "Error {spoken}.",
            ),
            looked_up(
                "error_meaning",
                "error meaning",
                "enum",
                FromUser(fact="error_code"),
                r"Error 31 means a ([a-z ]+?)\.",
                options=("network timeout", "card reader fault", "printer fault", "key error"),
            ),
            looked_up(
                "fallback",
                "allowed fallback",
                "enum",
                "fallback for a network timeout",
                r"For a network timeout, switch the terminal to ([a-z ]+?)\.",
                options=("the mobile hotspot", "offline mode", "the backup terminal"),
            ),
            ask(
                "failed_payments",
                "number of failed payments today",
                "numeric",
                "number",
                "9",
                "nine",
                "{spoken} so far today.",
                "We've had {spoken} fail.",
                fix=correction(
                    "11",
                    "eleven",
                    "Sorry, the number of failed payments is {spoken}, I miscounted.",
                    "Actually the failed payments should be {spoken}.",
                ),
            ),
            ask(
                "card_types",
                "card types affected",
                "set_exact",
                "text",
                "contactless, chip",
                "contactless and chip",
                "{spoken}.",
                "It's {spoken}.",
            ),
            ask(
                "opening_hours",
                "opening hours today",
                "interval",
                "text",
                "09:00-17:30",
                "from nine a.m. to five thirty p.m.",
                "We're open {spoken}.",
                "{spoken}.",
                threshold=0.5,
            ),
            ask(
                "contact_phone",
                "contact phone for the engineer",
                "phone",
                "digits",
                "4125550119",
                "four one two, five five five, zero one one nine",
                fix=correction(
                    "4125550182",
                    "four one two, five five five, zero one eight two",
                    "Wait, don't commit it. The contact phone for the engineer should be the "
                    "shop's, {spoken}.",
                    "Hold on, take that back. Make the contact phone {spoken}, the shop line.",
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
        kb=(
            {
                "id": "KB-7901",
                "title": "Terminal error codes",
                "text": "Error 27 means a card reader fault. Error 31 means a network timeout. "
                "Error 44 means a printer fault.",
            },
            {
                "id": "KB-7902",
                "title": "Payment fallbacks",
                "text": "For a network timeout, switch the terminal to the mobile hotspot. "
                "Offline mode is only allowed for card reader faults.",
            },
        ),
    )


def stream_encoder() -> WorkflowSpec:
    """Media: a radio station's stream encoder drops out on air."""
    return workflow(
        id="workbench_troubleshoot_stream_encoder",
        archetype="troubleshooting",
        industry="media",
        story="""Sam Okoro, a broadcast engineer at a community radio station, reports that
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
            "Sam Okoro, engineering at Riverbend Community Radio. Our stream encoder is "
            "dropping out on air.",
            "Hi, Sam Okoro from Riverbend Radio. The online stream keeps failing, I need a "
            "ticket raised.",
        ),
        form=("T-ENCODER", "Broadcast fault ticket"),
        title="Stream encoder dropouts",
        record_lookup="service_number",
        facts=(fact("caller", "caller", "text", "Sam Okoro", "Sam Okoro", reveal="volunteered"),),
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
                r"Error 7002 means ([a-z ]+?)\.",
                options=("upstream packet loss", "encoder overload", "licence expired"),
            ),
            looked_up(
                "recovery_steps",
                "recovery steps in order",
                "ordered_list",
                "recovery steps for upstream packet loss",
                r"For upstream packet loss: ([a-z ,]+?)\.",
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
                r"A fault listeners can hear is (severity \w+)",
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
                "text": "A fault listeners can hear is severity one. A fault in logging or "
                "metadata only is severity three.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="notify",
                arguments={"recipient": "master control", "message": "stream fault ticket"},
            ),
        ),
    )


def school_heating() -> WorkflowSpec:
    """Education: a school block without heating in winter; the closure rule applies."""
    return workflow(
        id="workbench_troubleshoot_school_heating",
        archetype="troubleshooting",
        industry="education",
        story="""Ahmed Karimi, the site manager of a primary school, reports that the heating
        in one block has failed. The school and its heating contract come from the district
        record by school code; the minimum classroom temperature rule and the priority of a
        heating failure in term time are in the district's estates policy. The engineer's
        visit is booked with his approval.""",
        goal="The heating has failed in one block of your school.",
        persona="calm",
        conversation_type="guided_procedure",
        risk_tier="medium",
        profile="cooperative",
        knowledge_burden=("local_state", "retrieval", "multi_source"),
        approval=("commit", "schedule"),
        opening=(
            "Hello, Ahmed Karimi, site manager at Larkspur Primary. The heating has gone off "
            "in one of our blocks.",
            "Hi, it's Ahmed Karimi from Larkspur Primary School. We have no heating in part "
            "of the building.",
        ),
        form=("T-ESTATES", "School estates fault"),
        title="Heating failure at Larkspur Primary",
        record_lookup="school_code",
        facts=(
            fact("caller", "caller", "text", "Ahmed Karimi", "Ahmed Karimi", reveal="volunteered"),
        ),
        parts=[
            ask(
                "school_code",
                "school code",
                "exact",
                "digits",
                "20814",
                "two zero eight one four",
                "Our school code is {spoken}.",
                "It's {spoken}.",
            ),
            on_record("school_name", "school name", "casefold", r"name: ([^;\n]+)"),
            on_record("school_address", "school address", "address", r"address: ([^;\n]+)"),
            on_record("contractor", "heating contractor", "casefold", r"contractor: ([^;\n]+)"),
            ask(
                "building",
                "which building is affected",
                "enum",
                "text",
                "north block",
                "the north block",
                "It's {spoken}.",
                "Only {spoken}.",
                options=("north block", "south block", "sports hall"),
            ),
            ask(
                "classrooms_affected",
                "number of classrooms affected",
                "numeric",
                "number",
                "8",
                "eight",
                "{spoken} classrooms.",
                "{spoken} of them.",
            ),
            ask(
                "room_temp",
                "classroom temperature in degrees",
                "numeric",
                "number",
                "14",
                "fourteen",
                "It's {spoken} degrees in there.",
                "{spoken} degrees.",
                tolerance=1,
            ),
            looked_up(
                "minimum_temp",
                "minimum classroom temperature",
                "numeric",
                "lowest temperature allowed in a classroom",
                r"Classrooms must be kept at (\d+) degrees or warmer",
            ),
            looked_up(
                "priority",
                "priority",
                "enum",
                "priority of a heating failure in term time",
                r"A heating failure in term time is (priority \w+)",
                options=("priority one", "priority two", "priority three"),
            ),
            ask(
                "visit_date",
                "date for the engineer visit",
                "date",
                "date",
                "2026-01-19",
                "Monday, January nineteenth, twenty twenty-six",
                "{spoken}, please.",
                "The engineer can come {spoken}.",
            ),
            ask(
                "access_notes",
                "access notes",
                "semantic",
                "text",
                "caretaker meets the engineer at the main gate",
                "the caretaker meets the engineer at the main gate",
                "Just put: {spoken}.",
                "Note: {spoken}.",
            ),
            ask(
                "contact_phone",
                "contact phone",
                "phone",
                "digits",
                "6145550128",
                "six one four, five five five, zero one two eight",
            ),
        ],
        records=(
            {
                "id": "REC-2081",
                "kind": "school",
                "code": "20814",
                "name": "Larkspur Primary School",
                "address": "300 Larkspur Lane, Columbus, OH 43214",
                "contractor": "Midstate Heating",
            },
            {
                "id": "REC-2082",
                "kind": "school",
                "code": "20841",
                "name": "Linden Park Primary School",
                "address": "75 Linden Avenue, Columbus, OH 43211",
                "contractor": "Ohio Valley Mechanical",
            },
        ),
        kb=(
            {
                "id": "KB-71101",
                "title": "Estates policy: temperatures",
                "text": "Classrooms must be kept at 18 degrees or warmer during the school day.",
            },
            {
                "id": "KB-71102",
                "title": "Estates policy: priorities",
                "text": "A heating failure in term time is priority one. A heating failure in "
                "the holidays is priority two. Cosmetic repairs are priority three.",
            },
        ),
        follow_ups=(
            FollowUp(
                tool="schedule",
                arguments={"when": FromUser(fact="visit_date"), "what": "heating repair visit"},
            ),
        ),
    )


WORKFLOWS = (
    network_outage,
    infusion_pump,
    power_outage,
    cnc_alarm,
    milking_robot,
    reefer_trailer,
    walk_in_freezer,
    broadband_dropouts,
    card_terminal,
    stream_encoder,
    school_heating,
)
"""The builders of this module, in order."""
