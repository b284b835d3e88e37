"""Troubleshooting: machines.

An infusion pump, a CNC spindle, a milking robot.
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
    schedule,
    volunteered,
    workflow,
)
from duplexworld.worlds.workbench.workflow import FromUser, WorkflowSpec, WorldEvent


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
        event=WorldEvent(
            record="REC-2088",
            changes={"ward": "Ward 7C"},
            notice="the pump has been moved to another ward with the patient",
            lines=(
                "Before you do that, the charge nurse just told me {spoken}. Could you check the "
                "asset record again?",
                "One thing first, I've just heard that {spoken}. Can you look at the asset record "
                "again, please?",
            ),
        ),
        facts=(
            fact(
                "symptom",
                label="what the tubing looks like",
                kind="text",
                value="a clear line with no kinks",
                spoken="a clear line with no kinks",
                answers=("{spoken}.", "Just put {spoken}."),
            ),
        ),
        form=("T-BIOMED", "Medical equipment fault report"),
        title="Infusion pump alarm",
        record_lookup="asset_number",
        parts=[
            ask(
                "reporter",
                label="your name",
                grader="casefold",
                kind="name",
                value="Lisa Webb",
                spoken="Lisa Webb",
                answers=(
                    "{spoken}.",
                    "It's {spoken}.",
                ),
                reveal="volunteered",
            ),
            ask(
                "asset_number",
                label="asset number on the pump",
                grader="exact",
                kind="digits",
                value="208817",
                spoken="two zero eight eight one seven",
                answers=(
                    "The asset number is {spoken}.",
                    "It's {spoken}, on the sticker at the back.",
                ),
            ),
            on_record(
                "pump_model", label="pump model", grader="casefold", pattern=r"model: ([^;\n]+)"
            ),
            on_record("ward", label="ward", grader="casefold", pattern=r"ward: ([^;\n]+)"),
            ask(
                "alarm_number",
                label="alarm number on the screen",
                grader="exact",
                kind="digits",
                value="312",
                spoken="three one two",
                answers=(
                    "The screen says alarm {spoken}.",
                    "Alarm {spoken}.",
                ),
            ),
            looked_up(
                "alarm_meaning",
                label="alarm meaning",
                grader="enum",
                query=FromUser(fact="alarm_number"),
                pattern=r"Alarm \d+ means ([a-z ]+?)\.",
                near=("alarm_number",),
                options=("downstream occlusion", "air in line", "battery low", "door open"),
            ),
            looked_up(
                "diagnosis",
                label="likely fault, from the fault table",
                grader="casefold",
                query="infusion pump fault table",
                pattern=r"Likely fault: ([a-z -]+?), when",
                near=("symptom",),
                near_fields=("alarm_meaning",),
            ),
            ask(
                "patient_connected",
                label="whether a patient was connected to the pump",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, a patient was on it.",
                    "{spoken}, it was running an antibiotic.",
                ),
                options=YES_NO,
            ),
            looked_up(
                "attend_minutes",
                label="engineer attendance in minutes",
                grader="numeric",
                query="engineer attendance when a patient was connected",
                pattern=r"a patient was connected, an engineer attends within (\d+) minutes",
            ),
            ask(
                "action_taken",
                label="action taken on the ward",
                grader="semantic",
                kind="text",
                value="patient moved to a spare pump",
                spoken="patient moved to a spare pump",
                answers=(
                    "Just put: {spoken}.",
                    "Please put {spoken}.",
                ),
            ),
            ask(
                "incident_date",
                label="date of the incident",
                grader="date",
                kind="date",
                value="2026-02-17",
                spoken="Tuesday, February seventeenth, twenty twenty-six",
                answers=(
                    "It was {spoken}.",
                    "{spoken}, this morning.",
                ),
            ),
            ask(
                "extension",
                label="ward extension",
                grader="exact",
                kind="digits",
                value="4471",
                spoken="four four seven one",
                answers=(
                    "Our extension is {spoken}.",
                    "{spoken}.",
                ),
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
        knowledge_base="healthcare",
        kb=("KB-7201", "KB-7202", "KB-7203"),
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
        facts=(
            volunteered("caller", "Miguel Lopez"),
            fact(
                "symptom",
                label="what the spindle sounds like",
                kind="text",
                value="a high pitched whine",
                spoken="a high pitched whine",
                answers=("{spoken}.", "Just put {spoken}."),
            ),
        ),
        parts=[
            ask(
                "machine_number",
                label="machine number",
                grader="exact",
                kind="digits",
                value="7316",
                spoken="seven three one six",
                answers=(
                    "It's machine {spoken}.",
                    "Machine number {spoken}.",
                ),
            ),
            on_record(
                "machine_model",
                label="machine model",
                grader="casefold",
                pattern=r"model: ([^;\n]+)",
            ),
            on_record(
                "production_line",
                label="production line",
                grader="casefold",
                pattern=r"line: ([^;\n]+)",
            ),
            ask(
                "alarm_code",
                label="alarm code",
                grader="exact",
                kind="digits",
                value="2051",
                spoken="two zero five one",
                answers=(
                    "The alarm code is {spoken}.",
                    "{spoken}.",
                ),
            ),
            looked_up(
                "fault_type",
                label="fault type",
                grader="enum",
                query=FromUser(fact="alarm_code"),
                pattern=r"Alarm \d+ means ([a-z ]+?)\.",
                near=("alarm_code",),
                options=("spindle overheating", "coolant low", "axis overload", "door interlock"),
            ),
            looked_up(
                "diagnosis",
                label="likely fault, from the fault table",
                grader="casefold",
                query="spindle fault table",
                pattern=r"Likely fault: ([a-z -]+?), when",
                near=("symptom",),
                near_fields=("fault_type",),
            ),
            ask(
                "spindle_temp",
                label="spindle temperature in degrees",
                grader="numeric",
                kind="number",
                value="78",
                spoken="seventy-eight",
                answers=(
                    "The spindle reads {spoken} degrees.",
                    "{spoken} degrees.",
                ),
                tolerance=2,
            ),
            ask(
                "parts_scrapped",
                label="number of parts scrapped",
                grader="numeric",
                kind="number",
                value="12",
                spoken="twelve",
                answers=(
                    "We scrapped {spoken} parts.",
                    "{spoken} parts.",
                ),
                fix=correction(
                    value="14",
                    spoken="fourteen",
                    variants=(
                        "Sorry, the number of parts scrapped is {spoken}.",
                        "Actually the parts scrapped should be {spoken}.",
                    ),
                ),
            ),
            ask(
                "stoppage_window",
                label="time the machine was stopped",
                grader="interval",
                kind="text",
                value="06:00-10:00",
                spoken="from six a.m. to ten a.m.",
                answers=(
                    "It was down {spoken}.",
                    "{spoken}.",
                ),
                threshold=0.5,
            ),
            ask(
                "lockout_applied",
                label="whether the machine is locked out",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, it's locked and tagged.",
                    "{spoken}, we isolated it.",
                ),
                options=YES_NO,
            ),
            looked_up(
                "repair_priority",
                label="repair priority",
                grader="enum",
                query="repair priority of a spindle fault",
                pattern=r"Spindle faults on a production line are (priority \w+)",
                options=("priority one", "priority two", "priority three"),
            ),
            ask(
                "visit_date",
                label="date for the engineer visit",
                grader="date",
                kind="date",
                value="2026-03-04",
                spoken="Wednesday, March fourth, twenty twenty-six",
                answers=(
                    "The engineer can come {spoken}.",
                    "{spoken}, please.",
                ),
                fix=correction(
                    value="2026-03-05",
                    spoken="Thursday, March fifth, twenty twenty-six",
                    variants=(
                        "Sorry, make the date for the engineer visit {spoken} instead.",
                        "Actually the engineer visit date should be {spoken}.",
                    ),
                ),
            ),
            ask(
                "contact_phone",
                label="contact phone",
                grader="phone",
                kind="digits",
                value="2485550176",
                spoken="two four eight, five five five, zero one seven six",
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
        knowledge_base="manufacturing",
        kb=("KB-7401", "KB-7402", "KB-7403"),
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
        facts=(
            volunteered("caller", "Mark Carter"),
            fact(
                "symptom",
                label="what the teat cup camera shows",
                kind="text",
                value="a dirty camera lens",
                spoken="a dirty camera lens",
                answers=("{spoken}.", "Just put {spoken}."),
            ),
        ),
        parts=[
            ask(
                "farm_number",
                label="farm number",
                grader="exact",
                kind="digits",
                value="60417",
                spoken="six zero four one seven",
                answers=(
                    "Our farm number, let me think, it's {spoken}, that's on all the invoices.",
                    "It's {spoken}. My wife usually deals with that side of things.",
                ),
            ),
            on_record(
                "farm_name", label="farm name", grader="casefold", pattern=r"farm: ([^;\n]+)"
            ),
            on_record(
                "farm_address",
                label="farm address",
                grader="address",
                pattern=r"address: ([^;\n]+)",
            ),
            on_record(
                "robot_model", label="robot model", grader="casefold", pattern=r"robot: ([^;\n]+)"
            ),
            ask(
                "error_number",
                label="error number on the robot",
                grader="exact",
                kind="digits",
                value="83",
                spoken="eight three",
                answers=(
                    "The screen says error {spoken}, same as it did back in the autumn.",
                    "Error {spoken}. I wrote it on the back of my hand.",
                ),
            ),
            looked_up(
                "fault_meaning",
                label="fault meaning",
                grader="enum",
                query=FromUser(fact="error_number"),
                pattern=r"Error \d+ means an? ([a-z ]+?)\.",
                near=("error_number",),
                options=(
                    "teat cup sensor fault",
                    "vacuum pump failure",
                    "arm hydraulics fault",
                    "software fault",
                ),
            ),
            looked_up(
                "diagnosis",
                label="likely fault, from the fault table",
                grader="casefold",
                query="milking robot fault table",
                pattern=r"Likely fault: ([a-z -]+?), when",
                near=("symptom",),
                near_fields=("fault_meaning",),
            ),
            ask(
                "cows_waiting",
                label="number of cows waiting",
                grader="numeric",
                kind="number",
                value="46",
                spoken="forty-six",
                answers=(
                    "There's {spoken} cows waiting, and they're getting noisy about it.",
                    "{spoken} of them, give or take, standing about in the yard.",
                ),
            ),
            ask(
                "cooling_tank",
                label="whether the milk cooling tank is working",
                grader="enum",
                kind="text",
                value="yes",
                spoken="yes",
                answers=(
                    "{spoken}, the tank is fine, it's just the robot that's playing up.",
                    "Oh {spoken}, the tank's cooling away happily.",
                ),
                options=YES_NO,
            ),
            ask(
                "steps_tried",
                label="what you have tried so far",
                grader="set_f1",
                kind="text",
                value="rebooted the robot, cleaned the laser",
                spoken="rebooted the robot and cleaned the laser",
                answers=(
                    "{spoken}.",
                    "Okay, so, {spoken}.",
                ),
                threshold=0.5,
            ),
            looked_up(
                "response_hours",
                label="technician response in hours",
                grader="numeric",
                query="technician response time with cows waiting",
                pattern=r"with cows waiting get a technician within (\d+) hours",
            ),
            ask(
                "visit_date",
                label="date for the technician visit",
                grader="date",
                kind="date",
                value="2026-02-24",
                spoken="Tuesday, February twenty-fourth, twenty twenty-six",
                answers=(
                    "{spoken} would do, I'm around the yard all day.",
                    "I'll be here {spoken}, I'm always here, it's a farm.",
                ),
            ),
            ask(
                "contact_phone",
                label="phone number to reach you",
                grader="phone",
                kind="digits",
                value="7155550124",
                spoken="seven one five, five five five, zero one two four",
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
        knowledge_base="agriculture",
        kb=("KB-7501", "KB-7502", "KB-7503"),
        follow_ups=(schedule("visit_date", "robot technician visit"),),
    )
