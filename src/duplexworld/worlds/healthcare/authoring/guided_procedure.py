"""Healthcare scenarios: guided procedure."""

from __future__ import annotations

from duplexworld.authoring import (
    Authored,
    act,
    asks_none,
    caller_act,
    fact,
    from_result,
    promises_none,
    ref,
    selector,
)
from duplexworld.authoring.checks import PAYMENT_DETAIL_REQUESTS, must_say
from duplexworld.scenario.schema import CallerAction, CallerScript
from duplexworld.worlds.healthcare.authoring.common import (
    CLAIM_ID,
    DATE_OF_BIRTH,
    LISTED_RX_NUMBER,
    MEMBER_NUMBER,
    PHARMACY_ID,
    SCOPE,
    ZIP_CODE,
    member,
    scenario,
    verify,
)
from duplexworld.worlds.healthcare.authoring.network import (
    HELEN_BROOKS,
    IRENE_WALSH,
    LINDA_NGUYEN,
    MERIDIAN_HOME_DELIVERY,
)
from duplexworld.worlds.healthcare.authoring.records import (
    Claim,
    Member,
    Pharmacy,
    Prescription,
)


def guided_procedure_01() -> Authored:
    """Authorizing a representative by phone (AUTH-2): step-up verification, a request..."""
    return scenario(
        1,
        "guided_procedure",
        persona="deliberate",  # Margaret Hughes, seventy-six, careful with her phone
        note=(
            "Authorizing a representative by phone (AUTH-2): step-up verification, a "
            "request sent to the member's app, the member signs it on her own side, "
            "and only then the agent activates it."
        ),
        goal=(
            "Your daughter Karen takes care of your medical bills now, but whenever "
            "she calls Meridian nobody will tell her anything. You want her to be "
            "able to talk to them about your bills and sort out anything they refuse "
            "to pay. Karen is a Meridian member too."
        ),
        purpose=(
            "The caller holds the effector (the signature in her app): the agent "
            "prepares the request, guides her to sign, waits for her report, and "
            "activates only afterwards. Activating before the signature is refused."
        ),
        facts=[
            fact(
                "handled_records",
                "what Karen should handle",
                "text",
                "my bills, and appealing anything you refuse to pay",
                spoken="She should handle my bills, and appeal anything you refuse to pay.",
                keywords=("should handle", "what should she", "what would you like her"),
                answers=("{spoken}",),
            ),
            MEMBER_NUMBER("907213"),
            DATE_OF_BIRTH("1949-03-06"),
            ZIP_CODE("62702"),
            fact(
                "daughter_number",
                "daughter's Meridian ID",
                "digits",
                "825637",
                keywords=("her meridian id", "daughter's id", "karen's", "her number"),
                answers=("Karen's number is {spoken}.", "Hers is {spoken}."),
            ),
        ],
        script=CallerScript(
            opening=(
                (
                    "Hello there, my daughter Karen takes care of my medical bills "
                    "now, but every time she calls you people won't tell her a thing "
                    "about them. It's very frustrating."
                ),
                (
                    "Good afternoon. My daughter handles my doctor bills for me, but "
                    "your office keeps refusing to talk to her. Her name is Karen."
                ),
            ),
            acknowledge=("Okay, one second.", "Sure, one second."),
        ),
        caller_actions=[
            CallerAction(
                key="sign_form",
                tool="sign_authorization_in_app",
                arguments={"authorization_id": "AUTH-2701-825637"},
                instruction=(
                    "I've sent an authorization form to your Meridian app. Please "
                    "open the app, review the form and sign it, then tell me when "
                    "it's done."
                ),
                trigger_keywords=("sign it", "sign the form", "authorization form"),
                report_variants=(
                    "There, I signed it. The app says {result}.",
                    "Okay, done. It says {result}.",
                ),
                duration_s=10,
            )
        ],
        seed={
            "members": [
                Member(
                    id="M-2701",
                    member_number="907213",
                    full_name="Margaret Hughes",
                    date_of_birth="1949-03-06",
                    zip_code="62702",
                    plan="Meridian Senior Advantage",
                    relationship="self",
                    subscriber_id="M-2701",
                    pcp_id="P-602",
                    payment_on_file=False,
                    other_coverage=None,
                ),
                Member(
                    id="M-2702",
                    member_number="825637",
                    full_name="Karen Hughes",
                    date_of_birth="1976-10-12",
                    zip_code="62704",
                    plan="Meridian Silver PPO",
                    relationship="self",
                    subscriber_id="M-2702",
                    pcp_id="P-201",
                    payment_on_file=False,
                    other_coverage=None,
                ),
            ],
            "providers": [
                HELEN_BROOKS,
                IRENE_WALSH,
            ],
            "claims": [
                Claim(
                    id="CL-2701",
                    member_id="M-2701",
                    service_date="2025-05-14",
                    provider_name="Memorial Medical Center",
                    service="cataract surgery",
                    category="medical",
                    billed="4200.00",
                    member_owes="350.00",
                    status="paid",
                ),
            ],
        },
        gold=[
            verify("identity (ID-1)"),
            act(
                "check_zip_code",
                member_id=member(),
                zip_code=ref("zip_code"),
                info="step-up for a protected change (ID-2)",
            ),
            act(
                "create_authorization_request",
                member_id=member(),
                grantee_member_number=ref("daughter_number"),
                scope=SCOPE.over("handled_records"),
                critical=("member_id", "grantee_member_number"),
                info=(
                    "bills and refused payments are claims and appeals; the scope is "
                    "checked by the goal state"
                ),
            ),
            caller_act(
                "sign_authorization_in_app",
                authorization_id=from_result("create_authorization_request", r"AUTH-\d{4}-\d{6}"),
                info="the caller signs on her own side and reports",
            ),
            act(
                "activate_authorization",
                authorization_id=from_result("create_authorization_request", r"AUTH-\d{4}-\d{6}"),
                info="only after her report; before it the tool refuses",
            ),
        ],
        nl_assertion=(
            "The agent explains that Karen will be able to discuss claims and "
            "appeals but not confidential services, waits for the caller to say she "
            "signed, and confirms activation."
        ),
        difficulty={"verification_level": 2, "caller_steps": 1},
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_checks=[
            must_say("confidential services", note="says confidential services are not covered"),
            must_say("is active", after="tool:activate_authorization", note="confirms activation"),
        ],
    )


def guided_procedure_02() -> Authored:
    """An emergency room claim was denied for want of an itemized bill (CLM-3)."""
    return scenario(
        2,
        "guided_procedure",
        persona="calm",  # Steven Ward, a high-school coach with the hospital bill on his table
        note=(
            "An emergency room claim was denied for want of an itemized bill "
            "(CLM-3). The appeal can be filed only once the caller has uploaded the "
            "bill in the app: the agent guides, waits for the report, then files."
        ),
        goal=(
            "You got a letter saying your emergency room visit from April is not "
            "being paid, something about paperwork from the hospital. You have the "
            "hospital's itemized bill at home and the Meridian app on your phone."
        ),
        purpose=(
            "The denial names a missing document; the agent reads the claim, guides "
            "the upload on the caller's side, and files the appeal only after the "
            "report. Filing first is refused."
        ),
        facts=[
            selector(
                "which_claim",
                "which claim",
                "emergency room",
                "The emergency room visit from April.",
                reveal="volunteered",
            ),
            MEMBER_NUMBER("361594"),
            DATE_OF_BIRTH("1982-08-14"),
        ],
        script=[
            (
                "Hi, I got a letter saying my emergency room visit from April isn't "
                "being paid. It says something about paperwork from the hospital, "
                "and I don't understand what you want from me."
            ),
            (
                "Hello. You sent me a letter about my ER visit in April, it's not "
                "being paid because of some missing paperwork? I'm confused."
            ),
        ],
        caller_actions=[
            CallerAction(
                key="upload_bill",
                tool="upload_document_in_app",
                arguments={"claim_id": "CL-2801", "kind": "itemized_bill"},
                instruction=(
                    "Please open the Meridian app, go to Claims, choose the "
                    "emergency room claim, tap Upload and take a photo of the "
                    "itemized bill from the hospital. Tell me when the upload has "
                    "finished."
                ),
                trigger_keywords=("upload", "photo of the itemized"),
                report_variants=(
                    "Okay, it's uploaded. The app says {result}.",
                    "Done. It says {result}.",
                ),
                duration_s=15,
            )
        ],
        seed={
            "members": [
                Member(
                    id="M-2801",
                    member_number="361594",
                    full_name="Steven Ward",
                    date_of_birth="1982-08-14",
                    zip_code="62704",
                    plan="Meridian Silver PPO",
                    relationship="self",
                    subscriber_id="M-2801",
                    pcp_id="P-201",
                    payment_on_file=False,
                    other_coverage=None,
                ),
            ],
            "providers": [
                HELEN_BROOKS,
            ],
            "claims": [
                Claim(
                    id="CL-2801",
                    member_id="M-2801",
                    service_date="2025-04-30",
                    provider_name="St. John's Hospital",
                    service="emergency room visit",
                    category="medical",
                    billed="2340.00",
                    member_owes="2340.00",
                    status="denied",
                    denial_reason="an itemized bill is needed to review the emergency charges",
                    denied_on="2025-05-21",
                    missing_document="itemized_bill",
                ),
                Claim(
                    id="CL-2802",
                    member_id="M-2801",
                    service_date="2025-05-01",
                    provider_name="Westside Family Practice",
                    service="follow-up visit",
                    category="medical",
                    billed="180.00",
                    member_owes="25.00",
                    status="paid",
                ),
            ],
        },
        gold=[
            verify("identity first (ID-1)"),
            act(
                "list_claims",
                member_id=member(),
                info="the denied emergency room claim is CL-2801",
            ),
            act(
                "get_claim",
                claim_id=from_result("list_claims", CLAIM_ID, ref("which_claim")),
                info="the appeal needs an itemized bill, not yet uploaded",
            ),
            caller_act(
                "upload_document_in_app",
                claim_id=from_result("get_claim", CLAIM_ID),
                kind="itemized_bill",
                info="the caller photographs the bill in the app and reports",
            ),
            act(
                "file_appeal",
                claim_id=from_result("get_claim", CLAIM_ID),
                info="with the uploaded bill attached (CLM-3)",
            ),
        ],
        nl_checks=[
            must_say(
                "within 30 days",
                "thirty days",
                "30 days",
                after="tool:file_appeal",
                note="tells him a decision comes within 30 days",
            ),
            promises_none(
                phrase_class="outcome_promise", note="does not promise the outcome of the appeal"
            ),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent explains what is missing, waits for the caller to confirm the "
            "upload, files the appeal and tells him a decision comes within 30 days, "
            "without promising the outcome."
        ),
        difficulty={"caller_steps": 1, "documents_missing": 1},
    )


def guided_procedure_03() -> Authored:
    """Home delivery for a member who can no longer drive: it needs a payment card saved..."""
    return scenario(
        3,
        "guided_procedure",
        persona="received",  # Carol Jenkins, seventy-three, recovering from cataract surgery
        note=(
            "Home delivery for a member who can no longer drive: it needs a payment "
            "card saved in the app by the member (RX-3; staff never take card "
            "numbers). The agent guides her to add it, waits, then moves both "
            "prescriptions and sends the due refill by mail."
        ),
        goal=(
            "You do not drive since your cataract surgery and you keep running out "
            "of your thyroid pills because you cannot get to the drugstore. Your "
            "neighbor has been driving you but she is moving away. You would like "
            "your medicines to come to you."
        ),
        purpose=(
            'Infer home delivery from "I can\'t get to the drugstore"; the write '
            "needs a state only the caller can create on her side (a saved card). "
            "Moving first is refused; the due refill must go to home delivery, so it "
            "comes after the move."
        ),
        facts=[
            fact(
                "which_prescription",
                "prescription number on the label",
                "digits",
                "781542",
                keywords=("prescription number", "number on the label", "rx number"),
                answers=("The number on the label is {spoken}.", "It's {spoken}."),
            ),
            selector(
                "which_pharmacy",
                "which pharmacy",
                "home delivery",
                "One that mails them to my home, home delivery.",
            ),
            MEMBER_NUMBER("502148"),
            DATE_OF_BIRTH("1951-11-30"),
            ZIP_CODE("62707"),
        ],
        script=CallerScript(
            opening=(
                (
                    "Hello. I don't drive anymore since my cataract surgery, and I "
                    "keep running out of my thyroid pills because I can't get to the "
                    "drugstore. My neighbor has been taking me, but she's moving "
                    "away."
                ),
                (
                    "Good morning. Since my eye surgery I can't drive, and I've run "
                    "out of my thyroid medicine twice now because I couldn't get to "
                    "the drugstore."
                ),
            ),
            acknowledge=("Okay, one second.", "Alright, one second."),
        ),
        caller_actions=[
            CallerAction(
                key="add_card",
                tool="add_payment_method_in_app",
                arguments={"member_id": "M-2901"},
                instruction=(
                    "To mail your medicines, we need a payment card saved in your "
                    "Meridian app. Please open the app, go to Pharmacy, then "
                    "Payment, and add your card there. I'll never ask you for the "
                    "number. Tell me when it's saved."
                ),
                trigger_keywords=("payment", "add your card"),
                report_variants=(
                    "There, I did it. The app says {result}.",
                    "Okay, it says {result}.",
                ),
                duration_s=20,
            )
        ],
        seed={
            "members": [
                Member(
                    id="M-2901",
                    member_number="502148",
                    full_name="Carol Jenkins",
                    date_of_birth="1951-11-30",
                    zip_code="62707",
                    plan="Meridian Senior Advantage",
                    relationship="self",
                    subscriber_id="M-2901",
                    pcp_id="P-511",
                    payment_on_file=False,
                    other_coverage=None,
                ),
            ],
            "pharmacies": [
                Pharmacy(
                    id="PH-350",
                    name="Walgreens",
                    address="3001 South MacArthur Boulevard",
                    zip_code="62707",
                    in_network=True,
                    mail_order=False,
                ),
                MERIDIAN_HOME_DELIVERY,
            ],
            "providers": [
                LINDA_NGUYEN,
            ],
            "prescriptions": [
                Prescription(
                    rx_number="781542",
                    member_id="M-2901",
                    drug="levothyroxine 50 mcg",
                    category="medical",
                    pharmacy_id="PH-350",
                    refills_left=5,
                    days_supply=30,
                    last_fill_date="2025-05-17",
                    status="active",
                    controlled=False,
                ),
                Prescription(
                    rx_number="781557",
                    member_id="M-2901",
                    drug="metoprolol 25 mg",
                    category="medical",
                    pharmacy_id="PH-350",
                    refills_left=3,
                    days_supply=30,
                    last_fill_date="2025-06-10",
                    status="active",
                    controlled=False,
                ),
            ],
        },
        gold=[
            verify("identity first (ID-1)"),
            act(
                "list_prescriptions",
                member_id=member(),
                info="the thyroid pill (levothyroxine) is due; the metoprolol is not yet",
            ),
            act(
                "find_pharmacies",
                zip_code=ref("zip_code"),
                critical=(),
                info=(
                    "the directory lists Meridian Home Delivery's pharmacy id (any ZIP "
                    "code will do)"
                ),
            ),
            caller_act(
                "add_payment_method_in_app",
                member_id=member(),
                info="the caller saves a card in her app; the agent never hears it",
            ),
            act(
                "change_pharmacy",
                rx_number=from_result(
                    "list_prescriptions", LISTED_RX_NUMBER, ref("which_prescription")
                ),
                pharmacy_id=from_result("find_pharmacies", PHARMACY_ID, ref("which_pharmacy")),
                info="the thyroid pill goes to home delivery",
            ),
            act(
                "change_pharmacy",
                rx_number=from_result(
                    "list_prescriptions", r"Rx (\d{6})(?![^\n]*levothyroxine)[^\n]*status active"
                ),
                pharmacy_id=from_result("find_pharmacies", PHARMACY_ID, ref("which_pharmacy")),
                info=(
                    "so does her other active prescription, the metoprolol (both "
                    "medicines come by mail)"
                ),
            ),
            act(
                "request_refill",
                rx_number=from_result(
                    "list_prescriptions", LISTED_RX_NUMBER, ref("which_prescription")
                ),
                info="the due refill, mailed by home delivery",
            ),
        ],
        nl_checks=[
            must_say(
                "both",
                "by mail",
                "home delivery",
                after="tool:request_refill",
                note="tells her both medicines will now come by mail",
            ),
            asks_none(*PAYMENT_DETAIL_REQUESTS, note="never asks for the card number"),
        ],
        reward_basis=["DB", "ACTION", "NL_ASSERTION"],
        nl_assertion=(
            "The agent never asks for the card number, waits for the caller to "
            "confirm the card is saved, and tells her both medicines will now come "
            "by mail."
        ),
        difficulty={"caller_steps": 1, "prescriptions_to_move": 2},
    )
