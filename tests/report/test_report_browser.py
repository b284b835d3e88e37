"""report.html in headless Chromium (Debian's chromium + chromium-driver), from a file URL.

No console errors, no network requests, every figure drawn, an episode's timeline and audio
working (playable FLAC, seek by clicking the timeline), the filters, script-injection
payloads in a transcript shown as text, and a full-page screenshot saved as an artifact
(also to ``$DUPLEXWORLD_REPORT_SCREENSHOT`` when set, to look at; the README's picture comes
from a real run, scripts/report-screenshot.sh).
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import time
from pathlib import Path

import pytest
from synthetic_run import PAYLOAD_AGENT, PAYLOAD_RUN, PAYLOAD_TEXT

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
webdriver = pytest.importorskip("selenium.webdriver", reason="selenium is not installed")
if CHROMIUM is None or CHROMEDRIVER is None:
    pytest.skip(
        "headless browser test needs Debian's chromium and chromium-driver "
        "(scripts/test.sh installs them when run as root)",
        allow_module_level=True,
    )

from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.support.ui import WebDriverWait  # noqa: E402

from duplexworld.report.screenshot import headless_chromium  # noqa: E402

FIGURES = ("fig-pass-world", "fig-pass-type", "fig-reliability", "fig-effort", "fig-radar")


@pytest.fixture(scope="module")
def browser(synthetic_run):
    """Chromium with report.html loaded and its figures drawn."""
    driver = headless_chromium(
        1400,
        extra=("--autoplay-policy=no-user-gesture-required", "--mute-audio"),
        logs=("browser", "performance"),
    )
    driver.set_script_timeout(30)
    try:
        driver.get((synthetic_run / "report.html").as_uri())
        WebDriverWait(driver, 60).until(
            lambda d: (
                d.execute_script("return document.querySelectorAll('div.fig .main-svg').length")
                >= len(FIGURES)
            )
        )
        yield driver
    finally:
        driver.quit()


def _open(driver, key: str):
    selector = f"details.ep[data-key='{key}']"
    driver.execute_script(
        "var ep = document.querySelector(arguments[0]); ep.open = true; ep.scrollIntoView();",
        selector,
    )
    WebDriverWait(driver, 30).until(
        lambda d: d.execute_script(
            "return !!document.querySelector(arguments[0] + ' div.tl .main-svg')", selector
        )
    )
    return driver.find_element(By.CSS_SELECTOR, selector)


def test_no_console_errors_and_no_network_requests(browser):
    errors = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
    assert errors == []
    requested = []
    for entry in browser.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            requested.append(message["params"]["request"]["url"])
    assert requested and all(url.startswith(("file:", "data:")) for url in requested), requested
    resources = browser.execute_script(
        "return performance.getEntriesByType('resource').map(function (e) { return e.name; })"
    )
    assert all(url.startswith(("file:", "data:")) for url in resources), resources


def test_every_figure_is_drawn_with_data(browser):
    for figure in FIGURES:
        traces = browser.execute_script(
            "var d = document.getElementById(arguments[0]);"
            "return d && d.querySelector('.main-svg') && d.data ? d.data.length : 0;",
            figure,
        )
        assert traces > 0, figure


def test_episode_audio_plays_and_the_timeline_seeks_it(browser, synthetic_run):
    from duplexworld.report import load_run

    episode = load_run(synthetic_run, with_traces=False).episodes[0]
    element = _open(browser, episode.key)
    state = browser.execute_async_script(
        """
        var done = arguments[arguments.length - 1];
        var audio = document.querySelector(arguments[0] + ' audio');
        var kind = audio.canPlayType('audio/flac');
        audio.addEventListener('loadedmetadata', function () {
          audio.play().then(function () {
            done({kind: kind, ready: audio.readyState, duration: audio.duration, ok: true});
          }, function (e) { done({kind: kind, ok: false, error: String(e)}); });
        }, {once: true});
        audio.load();
        """,
        f"details.ep[data-key='{episode.key}']",
    )
    assert state["ok"], state
    assert state["kind"] in ("probably", "maybe") and state["ready"] >= 2
    assert state["duration"] == pytest.approx(float(episode.row["sim_seconds"]), abs=0.05)
    box = element.find_element(By.CSS_SELECTOR, "div.tl .nsewdrag")
    ActionChains(browser).move_to_element(box).click().perform()  # the middle of the x axis
    time.sleep(0.3)
    heard = browser.execute_script(
        "var a = document.querySelector(arguments[0] + ' audio'); a.pause(); return a.currentTime;",
        f"details.ep[data-key='{episode.key}']",
    )
    assert heard == pytest.approx(float(episode.row["sim_seconds"]) / 2, abs=1.5)


def test_injected_markup_in_a_transcript_renders_as_text(browser, synthetic_run):
    from duplexworld.report import load_run

    episode = next(
        e
        for e in load_run(synthetic_run, with_traces=False).episodes
        if e.agent == PAYLOAD_AGENT
        and e.row["run"] == PAYLOAD_RUN
        and e.scenario_id.endswith("banking_single_intent_01")
    )
    element = _open(browser, episode.key)
    texts = [cell.text for cell in element.find_elements(By.CSS_SELECTOR, ".transcript td.text")]
    assert PAYLOAD_TEXT in texts
    assert browser.execute_script("return typeof window.__pwned") == "undefined"
    assert (
        browser.execute_script(
            "return document.querySelectorAll('[onerror], [onload], img:not(.route)').length"
        )
        == 0
    )
    scripts = browser.execute_script(
        "return [document.scripts.length,"
        " document.querySelectorAll('script[type=\"application/json\"]').length]"
    )
    assert scripts[0] == scripts[1] + 2  # plotly.js and the page's script, nothing else


def test_filters_show_failed_episodes_of_one_agent(browser, synthetic_run):
    from duplexworld.report import load_run

    episodes = load_run(synthetic_run, with_traces=False).episodes
    failed = sum(1 for e in episodes if e.agent == "beta" and e.value("reward") != 1.0)
    browser.execute_script(
        "var f = document.getElementById('filters');"
        "f.querySelector('select[name=agent]').value = 'beta';"
        "f.querySelector('input[name=failed]').checked = true;"
        "f.dispatchEvent(new Event('change'));"
    )
    shown = browser.execute_script(
        "return Array.prototype.filter.call(document.querySelectorAll('details.ep'),"
        " function (e) { return !e.hidden; }).map(function (e) {"
        " return [e.getAttribute('data-agent'), e.getAttribute('data-failed')]; })"
    )
    assert 0 < len(shown) == failed and all(s == ["beta", "1"] for s in shown)
    assert browser.find_element(By.ID, "shown").text == f"{failed} of {len(episodes)} episodes"
    browser.execute_script(
        "var f = document.getElementById('filters');"
        "f.querySelector('select[name=agent]').value = '';"
        "f.querySelector('input[name=failed]').checked = false;"
        "f.dispatchEvent(new Event('change'));"
    )


def test_full_page_screenshot_is_saved(browser, tmp_path):
    shot = browser.execute_cdp_cmd(
        "Page.captureScreenshot", {"format": "png", "captureBeyondViewport": True}
    )
    data = base64.b64decode(shot["data"])
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 50_000
    (tmp_path / "report.png").write_bytes(data)
    extra = os.environ.get("DUPLEXWORLD_REPORT_SCREENSHOT")
    if extra:
        Path(extra).write_bytes(data)
