"""Why an episode failed, and the runs side by side, on a run with a deliberately wrong agent
(the data behind the page; the page itself is checked in headless Chromium)."""

from __future__ import annotations

from pathlib import Path

from wrong_run import FORBIDDEN, RIGHT_VALUE, WRONG_VALUE, key

from duplexworld.report import load_run
from duplexworld.report.diff import FieldDiff
from duplexworld.report.episode import EpisodeView, episode_view
from duplexworld.report.grid import build_grid, reason_counts
from duplexworld.report.page import _gold_html


def _views(run_dir: Path) -> dict[str, EpisodeView]:
    run = load_run(run_dir)
    return {e.key: episode_view(e) for e in run.episodes}


def test_the_record_diff_names_every_wrong_field_and_nothing_else(wrong_run):
    views = _views(wrong_run)
    claim = "CLM-615283-2"
    assert views[key("wrong", 0)].record_diff == (
        FieldDiff("claims", claim, "facts.loss_postcode", f'"{RIGHT_VALUE}"', f'"{WRONG_VALUE}"'),
        FieldDiff("claims", claim, "status", '"submitted"', '"intake"'),
    )
    assert views[key("right", 0)].record_diff == ()
    assert views[key("right", 0)].failures == []


def test_a_wrong_value_is_a_near_miss_with_its_argument_diff_not_missing_plus_surplus(wrong_run):
    view = _views(wrong_run)[key("wrong", 0)]
    by_name = {g.name: g for g in view.gold}
    fact = by_name["add_claim_fact"]
    assert fact.matched is None and fact.near is not None
    assert fact.arg_diff == (("value", f'"{RIGHT_VALUE}"', f'"{WRONG_VALUE}"'),)
    assert ("value", f'"{RIGHT_VALUE}"') in fact.expected
    assert by_name["submit_claim"].matched is None and by_name["submit_claim"].near is None
    assert view.surplus == []  # the near miss is not also listed as a surplus call


def test_the_failed_speech_check_carries_the_heard_line_and_the_first_factor_is_in_words(
    wrong_run,
):
    view = _views(wrong_run)[key("wrong", 1)]
    failed = [c for c in view.speech_checks if c.holds is False]
    assert len(failed) == 1
    assert failed[0].rule == "must_not_say" and failed[0].heard == FORBIDDEN
    assert [f for f, _ in view.failures] == ["DB", "ACTION", "NL_ASSERTION"]
    assert view.first_failure.startswith("the records at the end of the call")
    assert "expected" in view.failures[0][1] and WRONG_VALUE in view.failures[0][1]
    assert "add_claim_fact called with value" in view.failures[1][1]
    assert FORBIDDEN in view.failures[2][1]


def test_the_grid_marks_every_run_and_finds_the_always_failed_and_the_flaky(wrong_run):
    run = load_run(wrong_run)
    views = [episode_view(e) for e in run.episodes]
    grid = build_grid(run, views)
    assert grid.systems == ("mixed", "right", "wrong")
    cells = {system: grid.cells[grid.scenarios[0], system] for system in grid.systems}
    assert [m.outcome for m in cells["mixed"].marks] == ["pass", "fail"]
    assert [c.runs for c in cells.values()] == ["flaky", "", "always"]
    counts = reason_counts(run, views)
    assert counts["wrong"]["failed first", "DB"] == 2
    assert counts["mixed"]["termination", "user_stop"] == 1
    assert sum(counts["right"].values()) == 0


def test_calls_of_a_scenario_without_gold_actions_are_not_called_surplus(wrong_run):
    view = _views(wrong_run)[key("right", 0)]
    pathfinding_like = EpisodeView(
        **{**view.__dict__, "gold": [], "surplus": view.tools, "scored_calls": False}
    )
    page = _gold_html(pathfinding_like)
    assert "surplus" not in page and "no gold actions" in page
    assert page.count("class='matched'>action<") == len(view.tools)


def test_report_md_has_the_grid_with_its_tags(wrong_run):
    markdown = (wrong_run / "report.md").read_text(encoding="utf-8")
    assert "## Side by side" in markdown
    assert (
        "| insurance_single_intent_01 | \u2713\u2717 (flaky) | \u2713\u2713 "
        "| \u2717\u2717 (failed in every run) |" in markdown
    )


def test_a_policy_search_that_missed_its_clauses_is_named_not_called_never_called(tmp_path):
    from duplexworld.testing.scripted import Call, gold_script
    from duplexworld.testing.scripted_run import write_scripted_run
    from duplexworld.worlds import builtin_scenarios

    chosen = {s.id: s for s in builtin_scenarios("banking")}["banking_policy_refusal_03"]
    steps = [
        Call(step.name, {**step.arguments, "query": "card replacement fee"}, step.actor)
        if isinstance(step, Call) and step.name == "lookup_policy"
        else step
        for step in gold_script(chosen)
    ]
    view = episode_view(
        load_run(write_scripted_run(tmp_path, chosen, {"off": [steps]})).episodes[0]
    )
    search = next(g for g in view.gold if g.name == "lookup_policy")
    assert search.matched is None and search.near is not None and search.arg_diff == ()
    assert view.failures == [
        ("ACTION", "lookup_policy called, but its result returned none of the policy clauses PAY-2")
    ]
    assert "wrong result" in _gold_html(view) and "PAY-2" in _gold_html(view)


def test_record_diff_names_a_changed_field_an_extra_record_and_a_missing_table():
    from duplexworld.report.diff import ABSENT, GoldFacts, record_diff

    gold = GoldFacts(
        state={"cards": [{"id": "K-1", "status": "locked", "limits": {"atm": 200}}], "holds": []},
        key_fields={"cards": "id", "holds": "id"},
        arguments=(),
        kinds=(),
    )
    final = {"cards": [{"id": "K-1", "status": "locked", "limits": {"atm": 500.0}}, {"id": "K-2"}]}
    assert record_diff(gold, final) == [
        FieldDiff("cards", "K-1", "limits.atm", "200", "500.0"),
        FieldDiff("cards", "K-2", "", ABSENT, "a record"),
        FieldDiff("holds", "", "", "a table", "(no table)"),
    ]
    # whole floats equal ints, as in the state hash
    same = {"cards": [{"id": "K-1", "status": "locked", "limits": {"atm": 200.0}}], "holds": []}
    assert record_diff(gold, same) == []
