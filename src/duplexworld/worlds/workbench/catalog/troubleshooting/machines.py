"""Troubleshooting: machines.

An infusion pump, a CNC spindle, a milking robot.
"""

from __future__ import annotations

from duplexworld.worlds.workbench.catalog.helpers import (
    YES_NO,
    ask,
    correction,
    looked_up,
    notify,
    on_record,
    schedule,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import FromUser, WorkflowSpec


def infusion_pump() -> WorkflowSpec:
    """Biomedical engineering in a hospital: an infusion pump alarm on a ward."""
    return workflow(
        id="workbench_troubleshoot_infusion_pump",
        archetype="troubleshooting",
        industry="healthcare",
        story="""Lisa Webb, a charge nurse, calls biomedical engineering about an infusion
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
            "Hi, this is Lisa Webb, charge nurse on the surgical ward. One of our infusion "
            "pumps keeps alarming.",
            "Hello, Lisa Webb here from surgery. I need to report a faulty infusion pump.",
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
                "Lisa Webb",
                "Lisa Webb",
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
                r"Alarm \d+ means ([a-z ]+?)\.",
                near=("alarm_number",),
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
                "Please put {spoken}.",
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
        follow_ups=(notify("ward manager", "pump out of service"),),
    )


def cnc_alarm() -> WorkflowSpec:
    """Manufacturing: a CNC machining centre stops with a spindle alarm."""
    return workflow(
        id="workbench_troubleshoot_cnc_spindle",
        archetype="troubleshooting",
        industry="manufacturing",
        story="""Miguel Lopez, a maintenance lead at a machine shop, reports a machining
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
            "Hi, Miguel Lopez, maintenance at Keller Precision. One of our machining centres "
            "has stopped with an alarm.",
            "Hello, it's Miguel Lopez from Keller Precision. We've got a CNC down on the line.",
        ),
        form=("T-MAINT", "Machine breakdown ticket"),
        title="CNC machine breakdown",
        record_lookup="machine_number",
        facts=(volunteered("caller", "Miguel Lopez"),),
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
                r"Alarm \d+ means ([a-z ]+?)\.",
                near=("alarm_code",),
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
        follow_ups=(schedule("visit_date", "spindle repair visit"),),
    )


def milking_robot() -> WorkflowSpec:
    """Agriculture: a dairy's milking robot stops with cows waiting."""
    return workflow(
        id="workbench_troubleshoot_milking_robot",
        archetype="troubleshooting",
        industry="agriculture",
        story="""Mark Carter, a dairy farmer, phones the robot dealer's service line: the
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
            "Morning, it's Mark Carter up at the dairy. The milking robot has stopped on me "
            "and I've got cows standing in the yard waiting, which they don't like one bit.",
            "Hello there, Mark Carter speaking. Our robot's gone and stopped again, the girls "
            "are all queuing up and I've been out there since half past four.",
        ),
        form=("T-ROBOT", "Robot service ticket"),
        title="Milking robot stopped",
        record_lookup="farm_number",
        facts=(volunteered("caller", "Mark Carter"),),
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
                r"Error \d+ means an? ([a-z ]+?)\.",
                near=("error_number",),
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
        follow_ups=(schedule("visit_date", "robot technician visit"),),
    )
