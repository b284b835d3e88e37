"""The failure explanations and the side-by-side grid in headless Chromium, on a run with a
deliberately wrong agent (a wrong argument value, a forbidden sentence, a missing write).

The page must show the record diff, the expected value beside the wrong one, the failed
speech check with its heard line and the grid; a grid mark opens its episode; the filters
and the open episode live in the URL and come back from it; the heard lines are behind a
toggle. A screenshot of the failed episode is saved as an artifact beside the run, in the
test's temporary directory (``failure-screenshot.png``).
"""

from __future__ import annotations

import json
import shutil

import pytest
from wrong_run import FORBIDDEN, RIGHT_VALUE, WRONG_VALUE, key

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed")
if CHROMIUM is None or CHROMEDRIVER is None:
    pytest.skip(
        "headless browser test needs Debian's chromium and chromium-driver "
        "(scripts/test.sh installs them when run as root)",
        allow_module_level=True,
    )

from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

from duplexworld.report.screenshot import headless_chromium  # noqa: E402


@pytest.fixture(scope="module")
def browser(wrong_run):
    """Chromium with the wrong run's report.html loaded."""
    driver = headless_chromium(1400, logs=("browser", "performance"))
    try:
        driver.get((wrong_run / "report.html").as_uri())
        WebDriverWait(driver, 60).until(
            lambda d: d.execute_script("return document.querySelectorAll('.main-svg').length > 0")
        )
        yield driver
    finally:
        driver.quit()


def _episode(driver, episode_key: str):
    return next(
        e
        for e in driver.find_elements(By.CSS_SELECTOR, "details.ep")
        if e.get_attribute("data-key") == episode_key
    )


def _state(driver) -> tuple[str, list[str]]:
    shown = driver.execute_script(
        "return Array.prototype.filter.call(document.querySelectorAll('details.ep'),"
        " function (e) { return !e.hidden; }).map(function (e) { return e.dataset.key; });"
    )
    return driver.execute_script("return location.hash;"), sorted(shown)


def test_a_grid_mark_opens_the_episode_that_shows_why_it_failed(browser, wrong_run):
    grid = browser.find_element(By.CSS_SELECTOR, "table.grid-runs")
    heads = [th.text for th in grid.find_elements(By.CSS_SELECTOR, "th")]
    assert heads == ["scenario", "mixed", "right", "wrong"]
    marks = grid.find_elements(By.CSS_SELECTOR, "a.mark")
    assert [m.get_attribute("class") for m in marks] == [
        "mark pass", "mark fail", "mark pass", "mark pass", "mark fail", "mark fail"
    ]  # fmt: skip
    cells = grid.find_elements(By.CSS_SELECTOR, "td.cell")
    assert [c.get_attribute("data-runs") for c in cells] == ["flaky", "", "always"]

    target = key("wrong", 1)
    next(m for m in marks if m.get_attribute("data-key") == target).click()
    episode = _episode(browser, target)
    WebDriverWait(browser, 10).until(lambda d: episode.get_attribute("open") is not None)
    assert "ep=" + target in browser.execute_script("return location.hash;")

    first = episode.find_element(By.CSS_SELECTOR, "p.first").text
    assert first.startswith("Failed first: the records at the end of the call")
    diff = [
        [td.text for td in row.find_elements(By.TAG_NAME, "td")]
        for row in episode.find_elements(By.CSS_SELECTOR, "table.recdiff tr")[1:]
    ]
    assert ["claims", "CLM-615283-2", "status", '"submitted"', '"intake"'] in diff
    assert ["claims", "CLM-615283-2", "facts.loss_postcode", f'"{RIGHT_VALUE}"',
            f'"{WRONG_VALUE}"'] in diff  # fmt: skip

    gold = episode.find_element(By.CSS_SELECTOR, "table.gold").text
    assert "wrong arguments" in gold and "missing" in gold and "surplus" not in gold
    wanted = episode.find_element(By.CSS_SELECTOR, "ul.argdiff code.want").text
    called = episode.find_element(By.CSS_SELECTOR, "ul.argdiff code.got").text
    assert (wanted, called) == (f'"{RIGHT_VALUE}"', f'"{WRONG_VALUE}"')

    checks = [
        [td.text for td in row.find_elements(By.TAG_NAME, "td")]
        for row in episode.find_elements(By.CSS_SELECTOR, "table.checks tr")[1:]
    ]
    failed = [row for row in checks if row[0] == "fails"]
    assert len(failed) == 1 and failed[0][1] == "must_not_say" and FORBIDDEN in failed[0][3]

    screenshot = wrong_run / "failure-screenshot.png"
    browser.execute_script("arguments[0].scrollIntoView();", episode)
    assert browser.save_screenshot(str(screenshot)) and screenshot.stat().st_size > 10_000


def test_what_the_caller_heard_is_behind_a_toggle(browser):
    episode = _episode(browser, key("wrong", 0))
    browser.execute_script("arguments[0].open = true; arguments[0].scrollIntoView();", episode)
    heard = episode.find_elements(By.CSS_SELECTOR, "table.transcript tr.heard")
    assert heard and not any(row.is_displayed() for row in heard)
    episode.find_element(By.CSS_SELECTOR, "input.extras").click()
    assert all(row.is_displayed() for row in heard)
    assert any(FORBIDDEN in row.text and "caller heard agent" in row.text for row in heard)


def test_the_filters_live_in_the_url_and_come_back_from_it(browser, wrong_run):
    runs = browser.find_element(By.CSS_SELECTOR, "#filters select[name='runs']")
    runs.find_element(By.CSS_SELECTOR, "option[value='always']").click()
    address, shown = _state(browser)
    assert "runs=always" in address
    assert shown == [key("wrong", 0), key("wrong", 1)]
    runs.find_element(By.CSS_SELECTOR, "option[value='flaky']").click()
    assert _state(browser)[1] == [key("mixed", 0), key("mixed", 1)]

    # a shared link: a fresh page with the filters and an episode in its fragment
    browser.get((wrong_run / "report.html").as_uri() + f"#runs=always&ep={key('wrong', 0)}")
    browser.refresh()
    WebDriverWait(browser, 10).until(
        lambda d: _episode(d, key("wrong", 0)).get_attribute("open") is not None
    )
    assert _state(browser)[1] == [key("wrong", 0), key("wrong", 1)]
    assert (
        browser.find_element(By.CSS_SELECTOR, "#filters select[name='runs']").get_attribute("value")
        == "always"
    )


def test_markup_in_a_heard_line_is_shown_as_text(browser):
    assert browser.execute_script("return window.__pwned === undefined;")
    episode = _episode(browser, key("wrong", 0))
    browser.execute_script("arguments[0].open = true;", episode)
    assert not episode.find_elements(By.CSS_SELECTOR, ".epbody img:not(.route)")
    assert FORBIDDEN in episode.find_element(By.CSS_SELECTOR, "ul.why").text


def test_no_console_errors_and_no_network_requests(browser):
    errors = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
    assert errors == []
    for entry in browser.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            assert message["params"]["request"]["url"].startswith(("file:", "data:"))
