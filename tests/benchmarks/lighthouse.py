"""Lighthouse's figures for every kind of page of the edition (not a test).

    .venv/bin/python tests/benchmarks/lighthouse.py [--site DIR] [--runs N] [--kinds]
                                                    [--pages ADDRESS ...]

Builds the site (``mkdocs build --strict`` into a temporary directory) unless
``--site`` names a built one, serves it from 127.0.0.1, and runs Lighthouse
(npm ``lighthouse``, pinned in ``package-lock.json``; ``npm ci`` installs it)
on every page of the site (``--kinds``: one page of each kind, every law
page, a worked hand, every Deal page, the glossary, the front page, the
concordance and the positions).  Lighthouse runs
with its defaults, the mobile preset (a phone's screen, a slow 4G network and
a CPU four times slower than this one, both simulated), in Debian's headless
Chromium with no name resolved but the local server's, so that the site can
make no request to another host.  The server sends text gzipped, as a web
server does (Lighthouse simulates the network from the bytes sent).

For each page it prints the four scores (performance, accessibility, best
practices, SEO) and the main metrics (first and largest contentful paint,
total blocking time, cumulative layout shift, the number of DOM elements),
each the median of ``--runs`` runs (3 by default), and the whole page's
"Style & Layout" and script time under the simulated CPU.  The targets (issue
"fast on a phone"): performance at least 95, the other three 100.

Simulated throttling scales what it measures on this machine: a busy machine
makes every page look slower.  The machine's load and Lighthouse's own
measure of its speed (``benchmarkIndex``; a quiet fast desktop gives about
1,500-2,000) are printed with the figures; compare figures of one run only.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from browser import ARGS, CHROMIUM, ROOT, built, machine_load, serve

LIGHTHOUSE = ROOT / "node_modules" / ".bin" / "lighthouse"
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
def kinds() -> dict[str, str]:
    """Each kind of page, by the address of one page of it (every game's law
    page and Deal page, from the registry: they differ in weight): ``--kinds``."""
    from playable.games import GAMES

    found = {"front page": ""}
    found.update({f"law page ({g.title})": f"{g.id}/" for g in GAMES.values()})
    found["worked hand"] = "worked-hands/quadrille-a-called-king-and-codille/"
    found.update({f"Deal page ({g.title})": f"play/{g.id}/" for g in GAMES.values()})
    found.update({"glossary": "glossary/", "concordance": "concordance/",
                  "positions": "positions/"})
    return found


TARGET_PERFORMANCE = 95


def lighthouse(url: str, out: Path) -> dict[str, Any]:
    """One Lighthouse run of ``url``: its report (JSON)."""
    env = dict(os.environ, CHROME_PATH=CHROMIUM)
    flags = " ".join(f"'{a}'" if " " in a else a for a in ARGS)
    subprocess.run(
        [str(LIGHTHOUSE), url, "--quiet", "--output=json", f"--output-path={out}",
         f"--only-categories={','.join(CATEGORIES)}", f"--chrome-flags={flags}"],
        env=env, check=True, capture_output=True)
    report: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return report


def every_page(site: Path) -> dict[str, str]:
    """Every page of a built site (not the page for an address not found), by
    its address, the front page first."""
    paths = sorted(path.relative_to(site).as_posix().removesuffix("index.html")
                   for path in site.rglob("index.html") if "assets" not in path.parts)
    return {path or "front page": path for path in paths}


def version() -> str:
    package = ROOT / "node_modules" / "lighthouse" / "package.json"
    return str(json.loads(package.read_text(encoding="utf-8"))["version"])


def figures(report: dict[str, Any]) -> dict[str, float]:
    """The scores (0-100) and metrics of one report."""
    audits = report["audits"]
    row: dict[str, float] = {name: 100.0 * (report["categories"][name]["score"] or 0)
                             for name in CATEGORIES}
    for key, audit in (("FCP", "first-contentful-paint"), ("LCP", "largest-contentful-paint"),
                       ("TBT", "total-blocking-time"), ("CLS", "cumulative-layout-shift"),
                       ("DOM", "dom-size")):
        row[key] = float(audits[audit].get("numericValue") or 0)
    groups = {item["group"]: item["duration"]
              for item in audits["mainthread-work-breakdown"]["details"]["items"]}
    row["style"] = groups.get("styleLayout", 0.0)
    row["script"] = groups.get("scriptEvaluation", 0.0)
    row["benchmark"] = float(report["environment"]["benchmarkIndex"])
    return row


def median_row(rows: list[dict[str, float]]) -> dict[str, float]:
    return {key: statistics.median(row[key] for row in rows) for key in rows[0]}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, help="a built site (default: build one)")
    parser.add_argument("--runs", type=int, default=3, help="runs of each page (the median)")
    parser.add_argument("--pages", nargs="*", metavar="ADDRESS",
                        help="only these addresses (e.g. quadrille/); default: every page")
    parser.add_argument("--kinds", action="store_true",
                        help="one page of each kind (%(prog)s's quick run)")
    parser.add_argument("--check", action="store_true", help="exit 1 if a target is missed")
    args = parser.parse_args(argv)
    if not LIGHTHOUSE.exists():
        print("Lighthouse is not installed: run `npm ci` (package.json pins it).")
        return 2
    with tempfile.TemporaryDirectory() as tmp:
        site = built(args.site, tmp)
        pages = (kinds() if args.kinds else {path: path for path in args.pages} if args.pages
                 else every_page(site))
        httpd, base = serve(site, compress=True)
        print(f"Machine: {os.cpu_count()} cores, {machine_load()} at the start; "
              f"Lighthouse {version()}, "
              f"mobile preset, median of {args.runs} runs\n")
        wide = max(24, *map(len, pages))
        head = (f"  {'page':{wide}s} {'perf':>4s} {'a11y':>4s} {'b.p.':>4s} {'seo':>4s} "
                f"{'FCP s':>6s} {'LCP s':>6s} {'TBT ms':>7s} {'CLS':>5s} {'DOM':>5s} "
                f"{'style s':>7s} {'script s':>8s} {'bench':>5s}")
        print(head, flush=True)
        missed = []
        for label, path in pages.items():
            rows = [figures(lighthouse(base + path, Path(tmp) / "report.json"))
                    for _ in range(args.runs)]
            row = median_row(rows)
            each = " ".join(f"{r['performance']:.0f}" for r in rows)
            print(f"  {label:{wide}s} {row['performance']:4.0f} {row['accessibility']:4.0f} "
                  f"{row['best-practices']:4.0f} {row['seo']:4.0f} {row['FCP'] / 1000:6.2f} "
                  f"{row['LCP'] / 1000:6.2f} {row['TBT']:7.0f} {row['CLS']:5.3f} "
                  f"{row['DOM']:5.0f} {row['style'] / 1000:7.2f} {row['script'] / 1000:8.2f} "
                  f"{row['benchmark']:5.0f}   (performance {each})",
                  flush=True)
            if row["performance"] < TARGET_PERFORMANCE or min(
                    row[name] for name in CATEGORIES[1:]) < 100:
                missed.append(label)
        httpd.shutdown()
    print(f"\nAt the end: {machine_load()}")
    print(f"Targets: performance >= {TARGET_PERFORMANCE}, the other three 100: "
          + ("all met." if not missed else "missed on " + "; ".join(missed)))
    return 1 if missed and args.check else 0


if __name__ == "__main__":
    sys.exit(main())
