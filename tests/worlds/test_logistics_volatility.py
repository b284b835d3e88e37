"""Ridgeway Freight volatility: acting on a stale read fails, re-reading the shipment succeeds.

Each test plays a packaged scenario's world (its seed and its scheduled world changes) the way
an agent would, once trusting the first read and once re-reading, and compares the outcome to
the gold replay.
"""

from __future__ import annotations

from duplexworld.world import ToolCall
from duplexworld.world.gold import replay_gold, seed_state_hash
from duplexworld.worlds import build_world, builtin_scenarios

SCENARIOS = {s.id: s for s in builtin_scenarios("logistics")}


def run(world, name: str, actor: str = "agent", **arguments):
    return world.call(ToolCall(call_id=name, name=name, arguments=arguments, actor=actor))


def verified(scenario):
    """The scenario's world with the caller's account verified, as gold does first."""
    world = build_world(scenario)
    number, postcode = (scenario.fact(k).value for k in ("customer_number", "postcode"))
    assert run(world, "verify_caller", customer_number=number, postcode=postcode).ok
    return world


def test_hold_at_the_terminal_the_stale_list_showed_fails_and_a_fresh_read_succeeds():
    scenario = SCENARIOS["logistics_record_disambiguation_02"]
    world = verified(scenario)
    store_zip = scenario.fact("crestline_postcode").value
    listing = run(world, "list_account_shipments", party_id="P-260", destination_postcode=store_zip)
    assert "61540318" in listing.content and "Albuquerque terminal (T-ABQ)" in listing.content
    moved = world.state_hash()  # the load left Albuquerque right after the list was read
    assert moved != seed_state_hash(scenario)
    stale = run(world, "place_hold", tracking_number="61540318", terminal_id="T-ABQ")
    assert not stale.ok and "Read the shipment again" in stale.content
    assert world.state_hash() == moved
    fresh = run(world, "get_shipment", tracking_number="61540318")
    assert "to the Denver terminal (T-DEN)" in fresh.content
    assert run(world, "place_hold", tracking_number="61540318", terminal_id="T-DEN").ok
    assert world.state_hash() == replay_gold(scenario).state_hash


def test_a_hold_lifted_during_the_hold_is_seen_only_by_a_fresh_read():
    scenario = SCENARIOS["logistics_suspension_02"]
    gold = replay_gold(scenario).state_hash
    world = verified(scenario)
    tracking = scenario.fact("tracking_number").value
    first = run(world, "get_shipment", tracking_number=tracking)
    assert "Hold: placed by the shipper." in first.content
    # the shipper releases it while the caller is away; she says so on her return
    assert world.caller_event("caller:resume")
    # trusting the first read, the agent refuses to book: the call ends short of the goal
    assert world.state_hash() != gold
    # the consignee may not lift the shipper's hold, and by now there is none to lift
    assert not run(world, "release_hold", tracking_number=tracking).ok
    fresh = run(world, "get_shipment", tracking_number=tracking)
    assert "Hold: none." in fresh.content
    day = scenario.fact("delivery_date").value
    assert run(world, "schedule_delivery", tracking_number=tracking, delivery_date=day).ok
    assert world.state_hash() == gold


def test_the_arrival_scan_after_the_first_read_shows_only_on_a_re_read():
    scenario = SCENARIOS["logistics_guided_procedure_03"]
    gold = replay_gold(scenario).state_hash
    world = verified(scenario)
    tracking = scenario.fact("tracking_number").value
    first = run(world, "get_shipment", tracking_number=tracking)
    assert "in transit" in first.content and "unloading not authorized" in first.content
    early = run(world, "authorize_unload", tracking_number=tracking)
    assert not early.ok and "check the seal" in early.content
    assert run(world, "check_trailer_seal", actor="user", tracking_number=tracking).ok
    fresh = run(world, "get_shipment", tracking_number=tracking)
    assert "out for delivery" in fresh.content and "reported intact" in fresh.content
    assert run(world, "authorize_unload", tracking_number=tracking).ok
    assert world.state_hash() == gold


def test_gold_replay_fires_the_changes_it_relies_on():
    for scenario_id in (
        "logistics_record_disambiguation_02",
        "logistics_suspension_02",
        "logistics_guided_procedure_03",
    ):
        scenario = SCENARIOS[scenario_id]
        replay = replay_gold(scenario)
        change = scenario.world_changes[0]
        record = replay.world.store.get(change.table, change.key)
        assert {field: record[field] for field in change.set} == dict(change.set)
