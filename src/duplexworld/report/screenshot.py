"""A full-page PNG of a report, taken in headless Chromium: how docs/report-screenshot.png is made.

``scripts/report-screenshot.sh`` runs a small real campaign and calls this module on its
``report.html``, so the README's picture always shows the current report. The browser is
Debian's ``chromium`` with ``chromedriver``, driven by selenium (the ``dev`` extra) with the
flags of the report's browser tests. The page is captured only once every figure is drawn,
and a page that logs a console error is refused rather than pictured.

Usage: ``python -m duplexworld.report.screenshot REPORT_HTML OUT_PNG [--width PIXELS]``.
"""

from __future__ import annotations

import argparse
import base64
import shutil
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

# no sandbox and no /dev/shm: both fail in containers; no GPU on a headless machine
COMMON_FLAGS = ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage")
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
DEFAULT_WIDTH = 1280
# the viewport's height only sets what loads first: the capture spans the whole page
VIEWPORT_HEIGHT = 1000
FIGURES_DRAWN = (
    "var figures = document.querySelectorAll('div.fig');"
    "return figures.length > 0 && Array.prototype.every.call(figures,"
    " function (f) { return f.querySelector('.main-svg') !== null; });"
)


class ScreenshotError(RuntimeError):
    """No browser to drive, or a page that cannot be pictured; the message says why."""


def headless_chromium(
    width: int = DEFAULT_WIDTH,
    height: int = VIEWPORT_HEIGHT,
    extra: Sequence[str] = (),
    logs: Sequence[str] = ("browser",),
) -> Any:
    """Headless Chromium through chromedriver: the one browser set-up of the screenshot and
    of the report's browser tests.

    Args:
        width: the window's width in pixels.
        height: the window's height in pixels.
        extra: Chromium flags beyond the common ones (e.g. ``--mute-audio``).
        logs: the selenium log types to keep at level ALL (``browser``: the console;
            ``performance``: the network, for the tests' no-request check).

    Returns:
        A selenium ``webdriver.Chrome``; the caller quits it.

    Raises:
        ScreenshotError: no chromium, chromedriver or selenium, or Chromium did not start.
    """
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    chromedriver = shutil.which("chromedriver")
    if chromium is None or chromedriver is None:
        raise ScreenshotError("needs Debian's chromium and chromium-driver on PATH")
    try:
        from selenium import webdriver
        from selenium.common.exceptions import WebDriverException
        from selenium.webdriver.chrome.service import Service
    except ImportError as error:
        raise ScreenshotError("needs selenium (pip install -e '.[dev]')") from error
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in (*COMMON_FLAGS, f"--window-size={width},{height}", *extra):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", dict.fromkeys(logs, "ALL"))
    try:
        return webdriver.Chrome(service=Service(chromedriver), options=options)
    except WebDriverException as error:
        # selenium's message runs on with a stack trace: its first line says what failed
        first = (error.msg or type(error).__name__).splitlines()[0]
        raise ScreenshotError(f"Chromium did not start: {first}") from error


def screenshot(report: Path, out: Path, width: int = DEFAULT_WIDTH) -> int:
    """Write a full-page PNG of ``report`` (an HTML file) to ``out``; return its size in bytes.

    Raises:
        ScreenshotError: no report file, no browser, figures not drawn within a minute, or
            a console error on the page.
    """
    if not report.is_file():
        raise ScreenshotError(f"{report}: no such file")
    # first: it says so when selenium is missing
    driver = headless_chromium(width, extra=("--hide-scrollbars", "--mute-audio"))
    from selenium.common.exceptions import TimeoutException
    from selenium.webdriver.support.ui import WebDriverWait

    try:
        driver.get(report.resolve().as_uri())
        try:
            WebDriverWait(driver, 60).until(lambda d: d.execute_script(FIGURES_DRAWN))
        except TimeoutException as error:
            raise ScreenshotError(f"{report}: the figures were not drawn in 60 s") from error
        errors = [e["message"] for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        if errors:
            raise ScreenshotError(f"{report}: console error: {errors[0]}")
        # the page's full height at the chosen width, captured beyond the viewport
        metrics = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})
        height = int(metrics["cssContentSize"]["height"])
        shot = driver.execute_cdp_cmd(
            "Page.captureScreenshot",
            {
                "format": "png",
                "captureBeyondViewport": True,
                "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1},
            },
        )
    finally:
        driver.quit()
    data = base64.b64decode(shot["data"])
    if not data.startswith(PNG_SIGNATURE):
        raise ScreenshotError("Chromium returned something other than a PNG")
    out.write_bytes(data)
    return len(data)


def main(argv: list[str] | None = None) -> int:
    """Command line: exit 0 with the file written, or 2 with one line saying why not."""
    parser = argparse.ArgumentParser(
        prog="python -m duplexworld.report.screenshot", description=__doc__.splitlines()[0]
    )
    parser.add_argument("report", type=Path, help="a report.html")
    parser.add_argument("out", type=Path, help="the PNG to write")
    parser.add_argument("--width", type=int, default=DEFAULT_WIDTH, help="page width in pixels")
    args = parser.parse_args(argv)
    try:
        size = screenshot(args.report, args.out, args.width)
    except (ScreenshotError, OSError) as error:
        print(f"error: {error}")
        return 2
    print(f"screenshot: {args.out} ({size // 1024} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
