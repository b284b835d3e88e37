"""duplexworld.report.screenshot, which scripts/report-screenshot.sh uses for the README's
picture: a full-page PNG at the chosen width once the figures are drawn, and a refusal (exit 2,
one line) for a page with a console error or a missing file."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from duplexworld.report.screenshot import (
    PNG_SIGNATURE,
    VIEWPORT_HEIGHT,
    ScreenshotError,
    main,
    screenshot,
)

pytest.importorskip("selenium.webdriver", reason="selenium is not installed")
if shutil.which("chromedriver") is None or not (
    shutil.which("chromium") or shutil.which("chromium-browser")
):
    pytest.skip(
        "headless browser test needs Debian's chromium and chromium-driver "
        "(scripts/test.sh installs them when run as root)",
        allow_module_level=True,
    )


ROOT = Path(__file__).resolve().parents[2]


def _size(png: bytes) -> tuple[int, int]:
    """Width and height from the PNG's IHDR chunk."""
    return int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")


def test_the_whole_report_is_captured_at_the_chosen_width(synthetic_run, tmp_path):
    out = tmp_path / "shot.png"
    size = screenshot(synthetic_run / "report.html", out, width=1100)
    data = out.read_bytes()
    assert data.startswith(PNG_SIGNATURE) and len(data) == size > 50_000
    width, height = _size(data)
    # the report is several viewports long: the capture goes beyond the first one
    assert width == 1100 and height > 2 * VIEWPORT_HEIGHT


def test_a_page_with_a_console_error_is_refused(tmp_path, capsys):
    page = tmp_path / "broken.html"
    page.write_text(
        "<!doctype html><div class='fig'><svg class='main-svg'></svg></div>"
        "<script>throw new Error('figure spec unreadable');</script>",
        encoding="utf-8",
    )
    with pytest.raises(ScreenshotError, match="console error.*figure spec unreadable"):
        screenshot(page, tmp_path / "broken.png")
    assert not (tmp_path / "broken.png").exists()
    assert main([str(tmp_path / "nope.html"), str(tmp_path / "nope.png")]) == 2
    assert capsys.readouterr().out.strip() == f"error: {tmp_path / 'nope.html'}: no such file"


def test_the_script_makes_the_readme_picture_from_a_real_run(tmp_path):
    """scripts/report-screenshot.sh end to end: a real text-mode campaign, its report, the
    capture; its temporary run directory is removed afterwards."""
    env = {
        **os.environ,
        "DUPLEXWORLD_PYTHON": sys.executable,
        "DUPLEXWORLD_CACHE": str(tmp_path / "cache"),
    }
    out = tmp_path / "report-screenshot.png"
    done = subprocess.run(
        ["bash", str(ROOT / "scripts" / "report-screenshot.sh"), str(out)],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[-1].startswith(f"screenshot: {out} (")
    scratch = Path(lines[0].removeprefix("report-screenshot: running the campaign in "))
    assert scratch.is_absolute() and not scratch.exists()
    data = out.read_bytes()
    width, height = _size(data)
    assert data.startswith(PNG_SIGNATURE) and width == 1280 and height > 2 * VIEWPORT_HEIGHT
