"""How heavy each kind of page of the edition is on first load (not a test).

    python tests/benchmarks/page_weight.py              # builds the site in a temp dir
    python tests/benchmarks/page_weight.py --site DIR   # measures a site already built

For every page it adds up what a browser fetches on a first visit with an
empty cache: the HTML, and the stylesheets, scripts, icon and images the page
names (the theme's web fonts are switched off).  That is what headless
Chromium was seen to fetch for these pages from a local server.  Material's
search index and its worker are fetched only when the reader opens the
search; the last column adds them, as the cost of a first search.  Sizes are
gzip-compressed at level 6, as a web server sends them.
"""

from __future__ import annotations

import argparse
import gzip
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from urllib.parse import urljoin, urlparse

ROOT = Path(__file__).resolve().parents[2]
LINK = re.compile(r"<link\b[^>]*>")
SOURCE = re.compile(r"<(?:script|img)\b[^>]*\bsrc=\"([^\"]+)\"")
LIMIT_KB = 150  # what issue 6 allows a notebook page


def gz(data: bytes) -> int:
    return len(gzip.compress(data, compresslevel=6, mtime=0))


def local(site: Path, page: Path, ref: str) -> Path | None:
    if urlparse(ref).scheme or ref.startswith("//"):
        return None
    base = "/" + page.relative_to(site).as_posix()
    path = urlparse(urljoin(base, ref)).path.lstrip("/")
    target = site / path
    return target if target.is_file() else None


def weigh(site: Path, page: Path) -> tuple[int, int, int, int]:
    """(HTML gzipped, everything the page names gzipped, count of files,
    search index and worker gzipped)."""
    html = page.read_bytes()
    files = {page}
    text = html.decode("utf-8")
    refs = SOURCE.findall(text)
    for tag in LINK.findall(text):
        rel = re.search(r'rel="([^"]+)"', tag)
        href = re.search(r'href="([^"]+)"', tag)
        if rel and href and rel.group(1) in ("stylesheet", "icon", "shortcut icon"):
            refs.append(href.group(1))
    for ref in refs:
        target = local(site, page, ref)
        if target is not None:
            files.add(target)
    total = sum(gz(p.read_bytes()) for p in files)
    search = [site / "search" / "search_index.json"]
    search += sorted((site / "assets" / "javascripts" / "workers").glob("search*.js"))
    extra = sum(gz(p.read_bytes()) for p in search if p.is_file())
    return gz(html), total, len(files), extra


def kind(rel: str) -> str:
    if rel.startswith("worked-hands/"):
        return "worked hand / notebook"
    return {"index.html": "front page", "404.html": "not found"}.get(
        rel, rel.split("/")[0] + " page")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--site", type=Path, help="a built site (default: build one)")
    args = parser.parse_args()
    site = args.site
    if site is None:
        site = Path(tempfile.mkdtemp(prefix="page-weight-")) / "site"
        env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
        subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-d", str(site)],
                       cwd=ROOT, env=env, check=True)
    rows = []
    for page in sorted(site.rglob("*.html")):
        rel = page.relative_to(site).as_posix()
        if rel.startswith(("assets/", "search/")):
            continue
        html_gz, total, count, search = weigh(site, page)
        rows.append((kind(rel), rel, page.stat().st_size, html_gz, total, count, search))
    print(f"{'kind':24} {'page':58} {'HTML':>8} {'HTML gz':>8} {'first load gz':>14} "
          f"{'files':>5} {'+ a search':>11}")
    worst = 0
    for k, rel, raw, html_gz, total, count, search in rows:
        print(f"{k:24} {rel:58} {raw / 1024:7.1f}K {html_gz / 1024:7.1f}K {total / 1024:13.1f}K "
              f"{count:5d} {(total + search) / 1024:10.1f}K")
        if k.startswith("worked"):
            worst = max(worst, total)
    print(f"\nHeaviest notebook page on first load: {worst / 1024:.1f} KB gzipped "
          f"(allowed {LIMIT_KB} KB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
