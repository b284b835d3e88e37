"""`duplexworld report` and `duplexworld view`: errors, and the read-only viewer."""

from __future__ import annotations

import http.client
import threading
from contextlib import contextmanager

import pytest

from duplexworld.cli import main
from duplexworld.report.serve import byte_range, make_server


def _bad_dirs(tmp_path):
    missing = tmp_path / "missing"
    a_file = tmp_path / "results.jsonl"
    a_file.write_text("{}\n", encoding="utf-8")
    empty = tmp_path / "empty"
    empty.mkdir()
    torn = tmp_path / "torn"
    torn.mkdir()
    (torn / "results.jsonl").write_text('{"key": "half', encoding="utf-8")
    return {
        "no such directory": missing,
        "is a file": a_file,
        "no results.jsonl": empty,
        "no finished episode": torn,
    }


@pytest.mark.parametrize("command", ["report", "view"])
def test_bad_run_dirs_give_one_clear_line_and_exit_2(tmp_path, capsys, command):
    for message, path in _bad_dirs(tmp_path).items():
        assert main([command, str(path)]) == 2
        out = capsys.readouterr().out.strip()
        assert len(out.splitlines()) == 1, out
        assert out.startswith("error:") and message in out and str(path) in out
        assert "Traceback" not in out
    assert not (tmp_path / "empty" / "report.html").exists()


def test_report_command_writes_the_three_files(synthetic_run, capsys):
    assert main(["report", str(synthetic_run)]) == 0
    out = capsys.readouterr().out
    for name in ("report.html", "report.md", "report.csv"):
        assert name in out and (synthetic_run / name).stat().st_size > 0


@contextmanager
def _served(run_dir):
    server = make_server(run_dir, 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1]
    finally:
        server.shutdown()
        server.server_close()


def _get(port, path, method="GET", headers=None):
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
    connection.request(method, path, headers=headers or {})
    response = connection.getresponse()
    body = response.read()
    connection.close()
    return response, body


def test_viewer_serves_the_page_and_streams_audio_with_ranges(synthetic_run):
    from duplexworld.report import load_run

    key = load_run(synthetic_run, with_traces=False).episodes[0].key
    audio = synthetic_run / "episodes" / key / "audio.flac"
    size = audio.stat().st_size
    with _served(synthetic_run) as port:
        response, body = _get(port, "/")
        assert response.status == 200 and b"duplexworld report" in body
        assert b"audio.flac" in body
        response, body = _get(port, f"/episodes/{key}/audio.flac", headers={"Range": "bytes=10-99"})
        assert response.status == 206 and response.getheader("Content-Type") == "audio/flac"
        assert response.getheader("Content-Range") == f"bytes 10-99/{size}"
        assert body == audio.read_bytes()[10:100]
        response, body = _get(port, f"/episodes/{key}/audio.flac")
        assert response.status == 200 and response.getheader("Accept-Ranges") == "bytes"
        assert len(body) == size
        response, _ = _get(port, f"/episodes/{key}/audio.flac", headers={"Range": f"bytes={size}-"})
        assert response.status == 416
        assert _get(port, "/%2e%2e/%2e%2e/etc/passwd")[0].status == 404
        assert _get(port, "/episodes")[0].status == 404
        assert _get(port, "/results.jsonl", method="POST")[0].status == 405
        assert _get(port, "/results.jsonl", method="DELETE")[0].status == 405
    assert (synthetic_run / "results.jsonl").is_file()


def test_byte_ranges():
    assert byte_range(None, 100) is None
    assert byte_range("bytes=0-9", 100) == (0, 9)
    assert byte_range("bytes=90-", 100) == (90, 99)
    assert byte_range("bytes=-10", 100) == (90, 99)
    assert byte_range("bytes=50-500", 100) == (50, 99)
    assert byte_range("bytes=0-1,5-6", 100) is None  # several ranges: the whole file
    for bad in ("bytes=100-", "bytes=9-3", "bytes=-"):
        with pytest.raises(ValueError):
            byte_range(bad, 100)


def test_viewer_on_a_folder_lists_its_runs_and_compares_two(synthetic_run, tmp_path):
    import shutil
    from urllib.parse import urlencode

    from duplexworld.report import load_run

    folder = tmp_path / "runs"
    shutil.copytree(synthetic_run, folder / "first")
    shutil.copytree(synthetic_run, folder / "nested" / "second")
    (folder / "secret.txt").write_text("not a run file", encoding="utf-8")
    key = load_run(synthetic_run, with_traces=False).episodes[0].key
    with _served(folder) as port:
        response, body = _get(port, "/")
        assert response.status == 200
        page = body.decode("utf-8")
        assert "href='first/'" in page and "href='nested/second/'" in page
        assert "value='nested/second|beta|clean'" in page and "<script" not in page
        response, _ = _get(port, "/first")
        assert response.status == 301 and response.getheader("Location") == "/first/"
        response, body = _get(port, "/nested/second/")
        assert response.status == 200 and b"duplexworld report" in body
        audio = f"/first/episodes/{key}/audio.flac"
        response, body = _get(port, audio, headers={"Range": "bytes=0-9"})
        assert response.status == 206 and len(body) == 10
        assert _get(port, "/secret.txt")[0].status == 404
        assert _get(port, "/first/%2e%2e/secret.txt")[0].status == 404
        query = urlencode({"a": "first|alpha|clean", "b": "nested/second|beta|clean"})
        response, body = _get(port, f"/compare?{query}")
        assert response.status == 200
        assert b"<table id='compare'>" in body and b"alpha @ clean" in body
        bad = urlencode({"a": "nowhere|alpha|clean", "b": "first|beta|clean"})
        assert _get(port, f"/compare?{bad}")[0].status == 400
        assert _get(port, "/compare?a=first")[0].status == 400
        assert _get(port, "/", method="POST")[0].status == 405


def test_the_viewer_refuses_a_request_for_another_host_name(synthetic_run):
    from duplexworld.report.serve import host_allowed

    with _served(synthetic_run) as port:
        # http.client sends Host: 127.0.0.1:port itself; a rebinding page sends its own name
        assert _get(port, "/")[0].status == 200
        assert _get(port, "/", headers={"Host": f"localhost:{port}"})[0].status == 200
        for host in (f"attacker.example:{port}", "attacker.example", f"127.0.0.1:{port + 1}"):
            response, _ = _get(port, "/results.jsonl", headers={"Host": host})
            assert response.status == 421, host
    assert not host_allowed(None, 8000) and host_allowed("[::1]:8000", 8000)
