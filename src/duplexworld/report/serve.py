"""``duplexworld view DIR``: a run directory, or a folder of runs, served read-only on localhost.

For a run, ``/`` (and ``/report.html``) is the report page, rendered in memory from the run as
it is now (re-rendered when ``results.jsonl`` changes, so a running campaign can be watched);
every other path is a file of the run directory, streamed with HTTP Range support so the audio
player can seek in long calls without loading the whole file.

For a folder holding runs (``report.runs_index``), ``/`` lists them, ``/<run>/`` is each run
as above, and ``/compare?a=RUN|AGENT|CHANNEL&b=...`` is ``duplexworld compare``'s page for two
systems. Only GET and HEAD are answered; nothing outside the runs is reachable (not even other
files of the folder); nothing is written. A request whose ``Host`` header names anything but
this loopback address (``127.0.0.1``, ``localhost`` or ``[::1]``, with the viewer's port) is
refused with 421: a page on another site whose name an attacker points at 127.0.0.1 (DNS
rebinding) cannot read the run.
"""

from __future__ import annotations

import mimetypes
import re
import socketserver
import threading
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, quote, unquote, urlsplit

from duplexworld.campaign.runner import RESULTS_FILE
from duplexworld.report.data import RunDirError, check_run_dir, load_run
from duplexworld.report.render import render_all
from duplexworld.report.runs_index import RunEntry, find_runs, parse_system, render_index

HOST = "127.0.0.1"
"""The viewer listens on the loopback interface only."""

CHUNK = 64 * 1024
TYPES = {
    ".flac": "audio/flac",
    ".svg": "image/svg+xml",
    ".jsonl": "application/x-ndjson",
    ".md": "text/markdown; charset=utf-8",
    ".csv": "text/csv; charset=utf-8",
    ".json": "application/json",
    ".yaml": "text/plain; charset=utf-8",
    ".html": "text/html; charset=utf-8",
}
_RANGE = re.compile(r"bytes=(\d*)-(\d*)$")
LOOPBACK_NAMES = ("127.0.0.1", "localhost", "[::1]")
"""Host names a request to the viewer may carry."""


def host_allowed(header: str | None, port: int) -> bool:
    """Whether a ``Host`` header names this viewer (a loopback name, its port or none)."""
    if not header:
        return False  # HTTP/1.1 requires it; a browser always sends it
    value = header.strip().lower()
    return any(value in (name, f"{name}:{port}") for name in LOOPBACK_NAMES)


class _Page:
    """The report page of a run, re-rendered when its results change."""

    def __init__(self, run_dir: Path) -> None:
        self.run_dir = run_dir
        self._lock = threading.Lock()
        self._stamp: float | None = None
        self._body = b""

    def body(self) -> bytes:
        """The page as bytes (rendered on first use and after results.jsonl changed)."""
        stamp = (self.run_dir / RESULTS_FILE).stat().st_mtime
        with self._lock:
            if stamp != self._stamp:
                html = render_all(load_run(self.run_dir))["report.html"]
                self._body, self._stamp = html.encode("utf-8"), stamp
            return self._body


def byte_range(header: str | None, size: int) -> tuple[int, int] | None:
    """The inclusive (first, last) byte of a single ``Range`` header; ``None`` for the whole
    file; raises ValueError when the range cannot be satisfied."""
    if not header:
        return None
    match = _RANGE.match(header.strip())
    if match is None:
        return None  # several ranges or another unit: answer with the whole file
    first, last = match.groups()
    if not first and not last:
        raise ValueError(header)
    if not first:  # the last N bytes
        start, end = max(0, size - int(last)), size - 1
    else:
        start = int(first)
        end = min(int(last), size - 1) if last else size - 1
    if start >= size or start > end:
        raise ValueError(header)
    return start, end


class _Site:
    """What a viewer shows: one run (``runs`` is ``None``), or the runs under a folder."""

    def __init__(self, directory: Path, runs: list[RunEntry] | None) -> None:
        self.directory = directory
        self.single = runs is None
        self._lock = threading.Lock()
        self._runs = {entry.name: entry for entry in runs or []}
        self._pages: dict[str, _Page] = {}

    def refresh(self) -> list[RunEntry]:
        """The folder's runs as they are now."""
        runs = find_runs(self.directory)
        with self._lock:
            self._runs = {entry.name: entry for entry in runs}
        return runs

    def run_of(self, path: str) -> tuple[str, Path, str] | None:
        """(name, directory, the path inside it) of the run a URL path is under."""
        for _ in range(2):  # a run that appeared since the last look: look again once
            with self._lock:
                names = sorted(self._runs, key=len, reverse=True)
                for name in names:
                    prefix = f"/{name}"
                    if path == prefix or path.startswith(prefix + "/"):
                        return name, self._runs[name].path, path[len(prefix) :]
            self.refresh()
        return None

    def page(self, name: str, run_dir: Path) -> _Page:
        """The cached report page of a run."""
        with self._lock:
            return self._pages.setdefault(name, _Page(run_dir))


def _compare_page(site: _Site, query: str) -> str:
    """``duplexworld compare``'s page for the systems named by ``a`` and ``b``.

    Raises:
        ValueError: a missing or malformed system, or a run that is not under the folder.
    """
    from duplexworld.report.compare import compare_runs, render_html

    fields = parse_qs(query)
    sides = []
    for side in ("a", "b"):
        values = fields.get(side, [])
        if len(values) != 1:
            raise ValueError(f"give one system as {side}=RUN|AGENT|CHANNEL")
        name, agent, channel = parse_system(values[0])
        found = site.run_of(f"/{name}/")
        if found is None or found[0] != name:
            raise ValueError(f"no run {name!r} under this folder")
        sides.append((load_run(found[1]), (agent, channel)))
    (run_a, key_a), (run_b, key_b) = sides
    return render_html(compare_runs(run_a, key_a, run_b, key_b))


def _handler(site: _Site) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        """GET and HEAD of report pages, the folder's index and compare pages, and of files
        inside the runs."""

        server_version = "duplexworld-view"

        def log_message(self, format: str, *args: object) -> None:  # noqa: A002
            return  # quiet: the terminal shows the URL, not every request

        @staticmethod
        def _file(root: Path, path: str) -> Path | None:
            root = root.resolve()
            target = (root / path.lstrip("/")).resolve()
            if not target.is_relative_to(root) or not target.is_file():
                return None
            return target

        def _send_html(self, body: bytes, head: bool, status: HTTPStatus = HTTPStatus.OK) -> None:
            self.send_response(status)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            if not head:
                self.wfile.write(body)

        def _serve(self, head: bool) -> None:
            if not host_allowed(self.headers.get("Host"), _address(self.server)[1]):
                self.send_error(HTTPStatus.MISDIRECTED_REQUEST, "not this viewer's host name")
                return
            url = urlsplit(self.path)
            path = unquote(url.path)
            if site.single:
                self._serve_run(site.page("", site.directory), site.directory, path, head)
                return
            if path in {"/", "/index.html"}:
                body = render_index(site.directory, site.refresh()).encode("utf-8")
                self._send_html(body, head)
                return
            if path == "/compare":
                try:
                    body = _compare_page(site, url.query).encode("utf-8")
                except (ValueError, RunDirError) as exc:
                    self.send_error(HTTPStatus.BAD_REQUEST, str(exc).splitlines()[0])
                    return
                self._send_html(body, head)
                return
            found = site.run_of(path)
            if found is None:
                self.send_error(HTTPStatus.NOT_FOUND, "not a run under this folder")
                return
            name, run_dir, inner = found
            if not inner:  # the page's relative links need the trailing slash
                self.send_response(HTTPStatus.MOVED_PERMANENTLY)
                self.send_header("Location", f"/{quote(name)}/")
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            self._serve_run(site.page(name, run_dir), run_dir, inner, head)

        def _serve_run(self, page: _Page, run_dir: Path, path: str, head: bool) -> None:
            if path in {"/", "/report.html"}:
                self._send_html(page.body(), head)
                return
            target = self._file(run_dir, path)
            if target is None:
                self.send_error(HTTPStatus.NOT_FOUND, "not a file of this run")
                return
            self._send_file(target, head)

        def _send_file(self, target: Path, head: bool) -> None:
            size = target.stat().st_size
            try:
                span = byte_range(self.headers.get("Range"), size)
            except ValueError:
                self.send_response(HTTPStatus.REQUESTED_RANGE_NOT_SATISFIABLE)
                self.send_header("Content-Range", f"bytes */{size}")
                self.end_headers()
                return
            start, end = span if span is not None else (0, size - 1)
            self.send_response(HTTPStatus.PARTIAL_CONTENT if span else HTTPStatus.OK)
            kind = TYPES.get(target.suffix) or mimetypes.guess_type(target.name)[0]
            self.send_header("Content-Type", kind or "application/octet-stream")
            self.send_header("Accept-Ranges", "bytes")
            self.send_header("Content-Length", str(max(0, end - start + 1)))
            self.send_header("X-Content-Type-Options", "nosniff")
            if span:
                self.send_header("Content-Range", f"bytes {start}-{end}/{size}")
            self.end_headers()
            if head or size == 0:
                return
            with target.open("rb") as handle:
                handle.seek(start)
                remaining = end - start + 1
                while remaining > 0:
                    chunk = handle.read(min(CHUNK, remaining))
                    if not chunk:
                        break
                    self.wfile.write(chunk)
                    remaining -= len(chunk)

        def do_GET(self) -> None:  # noqa: N802 (the http.server naming)
            """A page or a file."""
            try:
                self._serve(head=False)
            except (BrokenPipeError, ConnectionResetError):
                return  # the browser gave up on a stream (e.g. seeking elsewhere)

        def do_HEAD(self) -> None:  # noqa: N802
            """Headers only."""
            self._serve(head=True)

        def _refuse(self) -> None:
            self.send_error(HTTPStatus.METHOD_NOT_ALLOWED, "read-only viewer")

        do_POST = do_PUT = do_DELETE = do_PATCH = _refuse  # noqa: N815

    return Handler


def make_server(run_dir: Path | str, port: int = 0) -> ThreadingHTTPServer:
    """A viewer server bound to localhost (``port`` 0 picks a free port) for a run directory,
    or for a folder with run directories below it.

    Raises:
        RunDirError: the path is missing, a file, an empty run, or a folder without runs.
    """
    run_dir = Path(run_dir)
    runs: list[RunEntry] | None = None
    if run_dir.is_dir() and not (run_dir / RESULTS_FILE).exists():
        runs = find_runs(run_dir)
        if not runs:
            raise RunDirError(
                f"{run_dir}: no {RESULTS_FILE} (not a run directory, and no run with a "
                "finished episode below it)"
            )
    else:
        check_run_dir(run_dir)
    server = ThreadingHTTPServer((HOST, port), _handler(_Site(run_dir, runs)))
    server.daemon_threads = True
    return server


def _address(server: socketserver.BaseServer) -> tuple[str, int]:
    # an IP server's address is (host, port[, ...]); a Unix socket's is a path, never served
    address = server.server_address
    if not isinstance(address, tuple):
        raise TypeError(f"not an IP server: {address!r}")
    return str(address[0]), int(address[1])


def url_of(server: ThreadingHTTPServer) -> str:
    """The address a browser opens."""
    host, port = _address(server)
    return f"http://{host}:{port}/"


__all__ = ["HOST", "LOOPBACK_NAMES", "byte_range", "host_allowed", "make_server", "url_of"]
