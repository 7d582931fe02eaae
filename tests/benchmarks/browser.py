"""Figures of the live site, measured in headless Chromium.

    .venv/bin/python tests/benchmarks/browser.py [--site DIR] [--trials N] [--check]

Builds the site (``mkdocs build --strict`` into a temporary directory) unless
``--site`` names a built one, serves it from 127.0.0.1, and measures:

* **first load**, for each kind of page: every byte the page fetches until the
  network is quiet, in a fresh browser profile (empty cache), counted as a
  server would send it gzipped (each response compressed on its own with
  gzip level 6), beside the raw bytes;
* **cold run**: from the click on Run under a law example to its output on the
  page, in a fresh profile (Pyodide and the engine's wheel downloaded,
  compiled and started) — the median of ``--trials`` fresh profiles;
* **warm run**: the same click again in the same page (Python already running);
* for comparison, a **cached run** (the page reloaded, Pyodide's files in the
  browser's cache, Python started again) and a **cold deal** (the first Deal
  on a Deal page).

The times are taken in the page (``performance.now()`` from the click handler
to the output drawn, ``data-live-elapsed``), so Playwright's own overhead is
not counted.  Targets: first load of a law page at most 80 KB gzipped, cold
run at most 4 s, warm run at most 100 ms.  ``--check`` exits 1
when a target is missed.  The machine's load is printed with the figures: on
two cores, other work running at the same time slows a cold run in proportion.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import http.server
import io
import mimetypes
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

# WebAssembly must be served as such (or the browser compiles it the slow way).
mimetypes.add_type("application/wasm", ".wasm")
mimetypes.add_type("text/javascript", ".mjs")

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
]
PAGES = {
    "home": "",
    "law page (Quadrille)": "quadrille/",
    "law page (All-Fours)": "all-fours/",
    "law page (Bezique)": "bezique/",
    "Deal page (Quadrille)": "play/quadrille/",
    "glossary": "glossary/",
    "editorial method": "method/",
}
EXAMPLE = ("all-fours/", "all-fours:s92-iii")
TARGET_LAW_PAGE_KB = 80
TARGET_COLD_S = 4.0
TARGET_WARM_MS = 100


def build(out: Path) -> None:
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(out)],
                   cwd=ROOT, env=env, check=True, capture_output=True)


#: What a web server sends gzipped (``serve(..., compress=True)``).
COMPRESSED = (".html", ".css", ".js", ".mjs", ".json", ".svg", ".xml", ".txt", ".wasm")


def built(site: Path | None, tmp: str) -> Path:
    """``site``, or, when it is None, the site built into ``tmp``."""
    if site is not None:
        return site
    print("Building the site…", flush=True)
    build(Path(tmp) / "site")
    return Path(tmp) / "site"


def machine_load() -> str:
    load = os.getloadavg()
    return f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}"


def serve(root: Path, compress: bool = False) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Serve ``root`` from 127.0.0.1; with ``compress``, text and WebAssembly
    go gzipped (level 6) to a browser that accepts it, as a web server sends
    them (Lighthouse simulates the network from the bytes it sees sent)."""

    class Handler(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args: Any) -> None:
            pass

        def send_head(self) -> Any:
            path = Path(self.translate_path(self.path))
            if path.is_dir():
                path = path / "index.html"
            accepts = "gzip" in self.headers.get("Accept-Encoding", "")
            if not (compress and accepts and path.suffix in COMPRESSED and path.is_file()
                    and self.path.split("?")[0].endswith(("/", path.name))):
                return super().send_head()
            body = gzip.compress(path.read_bytes(), 6)
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(str(path)))
            self.send_header("Content-Encoding", "gzip")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            return io.BytesIO(body)

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0),
                                            functools.partial(Handler, directory=str(root)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}/"


def first_load(browser: Any, url: str) -> tuple[int, int, list[tuple[str, int, int]]]:
    context = browser.new_context()
    page = context.new_page()
    finished: list[Any] = []
    page.on("requestfinished", lambda request: finished.append(request))
    page.goto(url, wait_until="networkidle")
    page.wait_for_timeout(500)
    rows = []
    for request in finished:
        response = request.response()
        body = response.body() if response else b""
        rows.append((urlsplit(request.url).path, len(body), len(gzip.compress(body, 6))))
    context.close()
    return sum(r[1] for r in rows), sum(r[2] for r in rows), rows


def click_run(page: Any, law_id: str) -> float:
    example = page.locator(f'[data-live-example="{law_id}"]')
    runs = int(example.get_attribute("data-live-runs") or 0)
    example.locator(".live-run").first.click()
    page.wait_for_function("([el, n]) => Number(el.dataset.liveRuns || 0) > n",
                           arg=[example.element_handle(), runs], timeout=120_000)
    status = example.locator(".live-status").first.text_content() or ""
    assert "Same as the printed output" in status, status
    return float(example.get_attribute("data-live-elapsed") or "nan")


def runs(browser: Any, base: str, trials: int) -> dict[str, list[float]]:
    path, law_id = EXAMPLE
    cold, warm, cached, deal = [], [], [], []
    for _ in range(trials):
        context = browser.new_context()
        page = context.new_page()
        page.goto(base + path, wait_until="networkidle")
        cold.append(click_run(page, law_id))
        for _ in range(5):
            warm.append(click_run(page, law_id))
        page.reload(wait_until="networkidle")
        cached.append(click_run(page, law_id))
        page.goto(base + "play/all-fours/?seed=42", wait_until="networkidle")
        started = time.perf_counter()
        page.click(".deal-go")
        page.wait_for_function("() => document.querySelector('.deal-app').dataset.updates",
                               timeout=120_000)
        deal.append((time.perf_counter() - started) * 1000)
        context.close()
    return {"cold": cold, "warm": warm, "cached": cached, "deal": deal}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a built site (default: build one)")
    parser.add_argument("--trials", type=int, default=3, help="fresh profiles for the runs")
    parser.add_argument("--check", action="store_true", help="exit 1 if a target is missed")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        httpd, base = serve(built(args.site, tmp))
        print(f"Machine: {os.cpu_count()} cores, {machine_load()} at the start")
        missed = []
        with sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            print(f"Chromium {browser.version}\n")
            print("First load, fresh profile (bytes fetched until the network is quiet):")
            print(f"  {'page':24s} {'requests':>8s} {'raw KB':>9s} {'gzip KB':>9s}")
            for label, path in PAGES.items():
                raw, gz, rows = first_load(browser, base + path)
                print(f"  {label:24s} {len(rows):8d} {raw / 1000:9.1f} {gz / 1000:9.1f}")
                if label.startswith("law page") and gz / 1000 > TARGET_LAW_PAGE_KB:
                    missed.append(f"{label}: {gz / 1000:.1f} KB gzipped")
            _, _, rows = first_load(browser, base + "quadrille/")
            print("\n  what the Quadrille law page fetches:")
            for url, raw, gz in rows:
                print(f"    {url:60s} {raw / 1000:8.1f} {gz / 1000:8.1f}")
            figures = runs(browser, base, args.trials)
            browser.close()
        httpd.shutdown()

    def show(name: str, values: list[float], unit: str = "ms") -> float:
        med = statistics.median(values)
        each = " ".join(f"{v:.0f}" for v in values)
        print(f"  {name:44s} median {med:7.0f} {unit}   ({each})")
        return med

    print(f"\nClick on Run to output ({EXAMPLE[1]}), in the page:")
    cold = show("cold (fresh profile: Pyodide fetched, started)", figures["cold"])
    warm = show("warm (Python running: the same click again)", figures["warm"])
    show("cached (page reloaded, files in the cache)", figures["cached"])
    show("first Deal on a Deal page, cold (wall clock)", figures["deal"])
    print(f"\nAt the end: {machine_load()}")
    if cold / 1000 > TARGET_COLD_S:
        missed.append(f"cold run {cold / 1000:.2f} s")
    if warm > TARGET_WARM_MS:
        missed.append(f"warm run {warm:.0f} ms")
    print(f"\nTargets: law page first load <= {TARGET_LAW_PAGE_KB} KB gzipped, cold run <= 4 s, "
          "warm run <= 100 ms: " + ("all met." if not missed else "missed: " + "; ".join(missed)))
    return 1 if missed and args.check else 0


if __name__ == "__main__":
    sys.exit(main())
