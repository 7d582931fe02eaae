"""MkDocs hook: the live pages, where the engine runs in the reader's browser.

* **Run and edit.**  Every law example on the game pages (its console blocks,
  in the model of the page, ``page_model.py``) is marked live in the model, so
  that the page's renderer (``page_render.py``) marks it and its ``pycon``
  blocks for ``docs/js/live.js``, which adds the Run and Edit controls; the
  code runs in Pyodide against the real engine (:func:`tablerun.run_example`,
  the console that ships beside the engine), and the printed output stays
  until the reader runs it.
* **Deal a hand.**  A page whose Markdown holds the line
  ``<div class="deal-app" data-game="..."></div>`` gets in its place the deal
  table (the seed, the seat, the engine's players, from the
  registry of the games, :mod:`playable.games`), worked by ``docs/js/deal.js``
  through :class:`playable.table.web.Table`.
* **Self-hosted, lazy.**  Pyodide comes from the npm package ``pyodide``
  (pinned in ``package.json``/``package-lock.json``; ``npm ci`` installs it,
  ``make`` does that) and is copied into the built site under ``pyodide/``;
  the engine (``playable``) and the examples' console (``tablerun``) go with
  it as one wheel built from this repository's source at build time (``pip
  wheel``, cached in ``.cache/live/`` by a hash of the source) under
  ``wheels/``.  The package ships Python's standard library as
  source, which Python would compile at every start in the reader's browser;
  the build has Pyodide itself (in Node) byte-compile it once, which makes a
  cold start about three times quicker, and the engine's wheel too
  (:data:`COMPILE_ZIP`).  Nothing is
  fetched from any other host.  A page loads only its small script; Pyodide
  and the wheel are fetched when the reader first presses Run or Deal.
* **Light first load.**  Material fetches its search index and search worker
  as every page opens (about 65 KB gzipped here, more than a page of laws),
  and its bundle (35 KB gzipped) sets up, as the page opens, a component for
  every tooltip, code block and disclosure of a page of laws, which on a
  phone holds the page up for a second or more.  ``docs/js/lazy-search.js``,
  put inline at the head of every page, holds the bundle back until the
  reader's first sign of life (a pointer, a touch, a key, a scroll), which is
  before any of it is needed, and the search until the reader opens it
  (click, focus, or the "/", "s", "f" keys); both then load as before.  The
  theme's markup around the text loses its indentation, and that script its
  comments.
* **Accessibility.**  The search dialog gets an accessible name (the one
  thing axe-core finds in Material's own markup here); the rest is
  ``docs/css/live.css`` (and the Deal pages' ``docs/css/deal.css``).
"""

from __future__ import annotations

import hashlib
import html
import json
import mimetypes
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
from dataclasses import replace
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import Files
from mkdocs.structure.pages import Page

import build_cache
import page_model
from build_cache import ROOT, build_will_stop, keep, one_at_a_time
from page_model import Edition
from page_render import held_script
from playable.engine.checks import MAX_RECORD_BYTES
from playable.engine.words import compass
from playable.games import GAMES
from playable.table.seats import rule_words, seat_variants

HOOKS = Path(__file__).resolve().parent
DOCS = HOOKS.parent

PYODIDE_PACKAGE = ROOT / "node_modules" / "pyodide"
#: The files of the npm package that a page needs (no packages: the engine is
#: standard library only, and ships as its own wheel).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip",
                 "pyodide-lock.json", "package.json")
CACHE = build_cache.CACHE / "live"
#: What goes into the wheel besides the packages: its hash names the cached build.
WHEEL_SOURCES = ("pyproject.toml", "README.md")
#: The packages the wheel ships: the engine, and the examples' console.
WHEEL_PACKAGES = ("playable", "tablerun")


# Servers guess a file's type from its name: WebAssembly must go as
# application/wasm (or the browser compiles it the slow way) and the modules
# as JavaScript.
mimetypes.add_type("application/wasm", ".wasm")
mimetypes.add_type("text/javascript", ".mjs")

_state: dict[str, Any] = {}


# --------------------------------------------------------------------------
# The engine's wheel and the Pyodide files


def source_hash() -> str:
    digest = hashlib.sha256()
    files = [ROOT / name for name in WHEEL_SOURCES]
    for package in WHEEL_PACKAGES:
        # every file the wheel is built from: the modules, and the package data
        # (the transcriptions of playable.laws), as _build_wheel copies them
        files += sorted(p for p in (ROOT / package).rglob("*")
                        if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc")
    for path in files:
        digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def wheel_key() -> str:
    """What the engine's wheel is made from: a hash of its source, and
    Pyodide's version (its cache entry, and the query of its address, so that
    a reader's browser never keeps an older one)."""
    return f"{source_hash()}-{pyodide_version()}"


def wheel_name() -> str:
    """The file name ``pip wheel`` gives the engine's wheel, from the
    project's name and version in pyproject.toml (known before it is built,
    for the pages' address of it)."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return f"{project['name'].replace('-', '_')}-{project['version']}-py3-none-any.whl"


def build_wheel(key: str) -> Path:
    """The engine's wheel, built from the repository's source by ``pip wheel``
    (in a copy of the source, so the work tree gets no ``build/``) and
    byte-compiled by Pyodide (:data:`COMPILE_ZIP`); kept in
    ``.cache/live/wheel/<key>/`` (:func:`wheel_key`) and rebuilt when the
    source or Pyodide changes."""
    home = CACHE / "wheel" / key
    wheel = home / wheel_name()
    if not wheel.exists():
        with one_at_a_time(home):
            if not wheel.exists():
                built = _build_wheel(home)
                if built != wheel:
                    raise PluginError(f"live: pip named the engine's wheel {built.name}, "
                                      f"not {wheel.name} as the pages give its address")
    return wheel


def _build_wheel(home: Path) -> Path:
    with tempfile.TemporaryDirectory(prefix="live-wheel-") as tmp:
        src = Path(tmp) / "src"
        src.mkdir()
        for name in WHEEL_SOURCES:
            shutil.copy2(ROOT / name, src / name)
        for package in WHEEL_PACKAGES:
            shutil.copytree(ROOT / package, src / package,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        out = Path(tmp) / "out"
        proc = subprocess.run(
            [sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "-w", str(out),
             str(src)],
            capture_output=True, text=True, check=False,
        )
        built = sorted(out.glob("playable-*.whl"))
        if proc.returncode != 0 or not built:
            raise PluginError(f"live: building the engine's wheel failed:\n{proc.stdout}\n"
                              f"{proc.stderr}")
        compiled = Path(tmp) / built[0].name
        compile_zip(built[0], compiled, "the engine's wheel")
        return keep(compiled, home)


#: Run by Node at build time: Pyodide's own Python byte-compiles the Python
#: source of a zip, so that the reader's browser does not compile it again at
#: every start.  The standard library, which the npm package ships as source
#: (Python imports some 200 modules as it starts; compiled beforehand, it starts
#: in about a third of the time), gets ``x.pyc`` in place of each ``x.py``, as
#: zipimport reads it; the engine's wheel (compiling its 56 modules took 0.8 of
#: the 1.2 s a Deal page's first import took in Pyodide) keeps its source and gets
#: ``__pycache__/x.<tag>.pyc`` beside it, where the import of an unpacked
#: package looks, each listed in the wheel's RECORD.  Both are unchecked
#: hash-based pycs, as ``compileall --invalidation-mode unchecked-hash``
#: writes: the files are rebuilt whenever their source changes.
COMPILE_ZIP = """
import { loadPyodide } from %(module)s;
import { readFileSync, writeFileSync } from "node:fs";
const py = await loadPyodide({ indexURL: %(index)s });
py.globals.set("given", %(source)s ?? "");  // "": the standard library
if (%(source)s !== null) py.FS.writeFile("/tmp/given.zip", readFileSync(%(source)s));
py.runPython(`
import base64
import hashlib
import importlib._bootstrap_external as bootstrap
import importlib.util
import sys
import zipfile

beside = not given  # the standard library: x.pyc in place of x.py
path = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip" if beside else "/tmp/given.zip"
source = zipfile.ZipFile(path)
added = []
with zipfile.ZipFile("/tmp/compiled.zip", "w", zipfile.ZIP_DEFLATED) as out:
    for info in source.infolist():
        data = source.read(info)
        if not info.filename.endswith(".py"):
            if not info.filename.endswith(".dist-info/RECORD"):
                out.writestr(info, data)
            continue
        code = compile(data, source.filename + "/" + info.filename, "exec", dont_inherit=True)
        pyc = bootstrap._code_to_hash_pyc(code, importlib.util.source_hash(data), False)
        if beside:
            name = info.filename + "c"
        else:
            out.writestr(info, data)
            name = importlib.util.cache_from_source(info.filename)
            digest = base64.urlsafe_b64encode(hashlib.sha256(pyc).digest()).rstrip(b"=")
            added.append(f"{name},sha256={digest.decode()},{len(pyc)}")
        entry = zipfile.ZipInfo(name, info.date_time)
        entry.compress_type = zipfile.ZIP_DEFLATED
        out.writestr(entry, pyc)
    for info in source.infolist():
        if info.filename.endswith(".dist-info/RECORD"):
            lines = source.read(info).decode().splitlines()
            out.writestr(info, "".join(f"{line}{chr(10)}" for line in lines[:-1] + added
                                       + lines[-1:]))
`);
writeFileSync(%(out)s, py.FS.readFile("/tmp/compiled.zip"));
"""


def compile_zip(source: Path | None, out: Path, what: str) -> None:
    """Byte-compile with Pyodide in Node (:data:`COMPILE_ZIP`): the zip
    ``source`` (a wheel) or, for None, Pyodide's standard library, into ``out``."""
    node = shutil.which("node")
    if node is None:
        raise PluginError(f"live: `node` is needed to prepare {what} for Pyodide "
                          "(Node.js 20 comes with npm)")
    script = COMPILE_ZIP % {
        "module": json.dumps((PYODIDE_PACKAGE / "pyodide.mjs").as_uri()),
        "index": json.dumps(str(PYODIDE_PACKAGE) + "/"),
        "source": json.dumps(None if source is None else str(source)),
        "out": json.dumps(str(out)),
    }
    proc = subprocess.run([node, "--input-type=module", "-e", script], capture_output=True,
                          text=True, check=False)
    if proc.returncode != 0 or not out.exists():
        # the end of Node's report: before it, a line of Pyodide's minified source
        said = "\n".join(f"{proc.stdout}\n{proc.stderr}".splitlines()[-30:])
        raise PluginError(f"live: compiling {what} failed:\n{said}")


def compiled_stdlib(version: str) -> Path:
    """The Pyodide standard library, byte-compiled by Pyodide itself (see
    :data:`COMPILE_ZIP`); kept in ``.cache/live/stdlib/<key>/``."""
    original = PYODIDE_PACKAGE / "python_stdlib.zip"
    key = f"{version}-{hashlib.sha256(original.read_bytes()).hexdigest()[:12]}"
    home = CACHE / "stdlib" / key
    if (home / "python_stdlib.zip").exists():
        return home / "python_stdlib.zip"
    with one_at_a_time(home), tempfile.TemporaryDirectory(prefix="live-stdlib-") as tmp:
        if (home / "python_stdlib.zip").exists():
            return home / "python_stdlib.zip"
        out = Path(tmp) / "python_stdlib.zip"
        compile_zip(None, out, "Pyodide's standard library")
        return keep(out, home)


def pyodide_version() -> str:
    package = PYODIDE_PACKAGE / "package.json"
    if not package.exists():
        raise PluginError(
            "live: node_modules/pyodide is missing; run `npm ci` in the project root "
            "(`make serve` and `make test` do it) to install the Pyodide the site serves"
        )
    version = str(json.loads(package.read_text(encoding="utf-8"))["version"])
    for name in PYODIDE_FILES:
        if not (PYODIDE_PACKAGE / name).exists():
            raise PluginError(f"live: node_modules/pyodide/{name} is missing; run `npm ci`")
    return version


# --------------------------------------------------------------------------
# The pages


def site_root(page: Page) -> str:
    """The site's root relative to a page (``../`` from ``all-fours/``)."""
    depth = page.url.count("/")
    return "../" * depth or "./"


def contribute(edition: Edition) -> None:
    """Every example with a console block runs in the reader's browser."""
    for page in edition.pages.values():
        for item in page.items:
            if item.example is not None and item.example.blocks:
                item.example = replace(item.example, live=True)


_NUMBERS = {2: "two", 3: "three", 4: "four"}


def players_words(game: str, options: Any) -> str:
    """A choice of players in words: "three players, three packs"."""
    entry = GAMES[game]
    chosen = entry.rules.default_options() if options is None else options
    seats, packs = entry.seats(chosen), getattr(chosen, "packs", None)
    said = f"{_NUMBERS.get(seats, str(seats))} players"
    return said if not isinstance(packs, int) else \
        f"{said}, {_NUMBERS.get(packs, str(packs))} pack{'s' if packs > 1 else ''}"


_DEAL_APP = re.compile(r'^<div class="deal-app" data-game="(?P<game>[a-z-]+)">\s*</div>[ \t]*$',
                       re.MULTILINE)


def deal_app(game: str) -> str:
    """The deal table of one game (its seats and period player from the
    registry): the form works without the engine loaded; the board is drawn
    by ``deal.js`` once the reader deals."""
    if game not in GAMES:
        raise PluginError(f"live: deal-app for unknown game {game!r}")
    entry = GAMES[game]
    # A game dealt to more seats in another variant (Bezique by three) has a
    # choice of players; the seats only some variants have say how many they need.
    variants = seat_variants(game)
    counts = sorted({entry.seats(), *(entry.seats(o) for o in variants.values())})
    # A match: the deal passes round, so a seat is named by its place, not its
    # role: by the compass, as the table names it, with the record's index;
    # where another number of players names a seat otherwise, deal.js reads
    # its name for that number from data-label-N.
    names = {n: compass(n, entry.words.to_the_right) for n in counts}
    shown = [names[entry.seats() if i < entry.seats() else counts[-1]][i]
             for i in range(counts[-1])]
    labels = ["".join(f' data-label-{n}="{names[n][i]} (P{i})"' for n in counts if i < n)
              if len(counts) > 1 else "" for i in range(counts[-1])]
    seats = "".join(f'<option value="{i}"'
                    + (f' data-needs="{i + 1}" hidden disabled' if i >= entry.seats() else "")
                    + f'{labels[i]}>{shown[i]} (P{i})</option>'
                    for i in range(counts[-1]))
    choices = "".join(f'<option value="{name}" data-seats="{entry.seats(o)}">'
                      f'{players_words(game, o)}</option>' for name, o in variants.items())
    players_field = "" if not variants else f"""<div class="deal-field">
<label for="deal-players">Players</label>
<select id="deal-players" name="players"><option value="" data-seats="{entry.seats()}">{players_words(game, None)}</option>{choices}</select>
</div>
"""
    # the rules a reader may choose: the period books' where they differ from
    # the edition's text, or those it leaves to the players (Game.table_rules)
    rules = "".join(f'<option value="{name}">{html.escape(rule_words(game, name))}</option>'
                    for name, _ in entry.table_rules)
    rules_field = "" if not rules else f"""<div class="deal-field">
<label for="deal-rules">Rules</label>
<select id="deal-rules" name="rules"><option value="">As our text gives them</option>{rules}</select>
</div>
"""
    # each engine player as the number of players chosen names it (Bezique's
    # strong player plays as the period player at three hands): data-label-N
    # where another number names it otherwise, read by deal.js as the seats'
    said_at = {name: {entry.seats(): said} for name, said in entry.player_words.items()}
    for o in variants.values():
        for name, by_count in said_at.items():
            words = entry.words.player(name, o)
            if by_count.setdefault(entry.seats(o), words) != words:
                raise PluginError(f"live: {game}'s {name} player is named two ways at "
                                  f"{entry.seats(o)} players")
    players = "".join(
        f'<option value="{name}"'
        + ("".join(f' data-label-{n}="{html.escape(w)}"' for n, w in sorted(by_count.items()))
           if len(set(by_count.values())) > 1 else "")
        + f'>{html.escape(by_count[entry.seats()])}</option>'
        for name, by_count in said_at.items())
    # the files the table deals again: a record saved on the page, and the
    # game's own formats (playable.table.record.deals_in)
    suffixes = [".json", *(k.suffix for k in entry.formats)]
    formats = "".join(f", or a {k.name} file ({k.suffix})" for k in entry.formats)
    # the formats the page downloads a deal in besides its record: name and suffix
    written = ",".join(f"{k.name}{k.suffix}" for k in entry.formats)
    return f"""<div class="deal-app" data-game="{game}" data-title="{entry.title}" data-formats="{written}">
<form class="deal-form" novalidate>
<div class="deal-field">
<label for="deal-seed">Seed</label>
<input id="deal-seed" name="seed" type="number" inputmode="numeric" min="0" max="999999999" step="1" value="1" required aria-describedby="deal-seed-help">
<button type="button" class="md-button deal-draw">Draw a seed</button>
<p id="deal-seed-help" class="deal-help">The same seed always deals the same cards; the link to this page with <code>?seed=</code> shares the deal.</p>
</div>
{players_field}{rules_field}<div class="deal-field">
<label for="deal-seat">Your seat</label>
<select id="deal-seat" name="seat"><option value="">Watch: the engine plays every seat</option>{seats}</select>
</div>
<div class="deal-field">
<label for="deal-others">The engine plays as</label>
<select id="deal-others" name="others">{players}</select>
</div>
<div class="deal-field deal-checks">
<label><input id="deal-lenient" name="lenient" type="checkbox"> Play as at the table: you may break a law, and the law punishes it</label>
<label><input id="deal-auto" name="auto" type="checkbox"> Make my forced choices for me (one lawful act)</label>
<label><input id="deal-ahead" name="ahead" type="checkbox" checked> Think ahead while I look at the table (the solver's answers come sooner; it works between my acts)</label>
</div>
<div class="deal-field">
<button type="submit" class="md-button md-button--primary deal-go">Deal the cards</button>
</div>
<div class="deal-field deal-file">
<label for="deal-file">Or deal the cards of a file</label>
<label class="deal-file-acts"><input id="deal-file-acts" name="acts" type="checkbox"> Make its acts again: a deal opens where its play stopped</label>
<input id="deal-file" name="file" type="file" accept="{",".join(suffixes)}" data-max-bytes="{MAX_RECORD_BYTES}" aria-describedby="deal-file-help">
<p id="deal-file-help" class="deal-help">A record saved on this page (.json){formats}: each deal is dealt again as it was, by the rules it was played by, with the other choices above, on its own rather than in a {entry.words.match_word}; with its acts made again, a game saved part-played goes on from there, and after Take back the file's acts are made again.</p>
</div>
</form>
<p class="live-status deal-status" role="status" aria-live="polite">Choose a seed and deal. Python and the engine (about 15 MB) load in your browser when you first deal.</p>
<div class="deal-board" hidden></div>
<noscript><p>This page needs JavaScript to deal; <code>python -m playable play {game}</code> plays the same game in a terminal.</p></noscript>
</div>"""


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    # The pages give the wheel's address; the wheel and Python's library are
    # made (or taken from the cache) once the pages are built, and only for a
    # build that will not stop (build_cache.build_will_stop).
    _state["pyodide"] = pyodide_version()
    _state["wheel_key"] = wheel_key()
    _state["wheel_url"] = f"wheels/{wheel_name()}?v={_state['wheel_key']}"
    _state["live_pages"] = {}
    _state["lazy_search"] = inline_script(DOCS / "js" / "lazy-search.js")
    return config


def uncommented(path: Path, indented: bool = True) -> str:
    """One of our scripts without its comments (whole lines, or blocks that
    begin a line) and blank lines, and (``indented`` False) without its
    indentation: what a reader's browser need not fetch."""
    # a block from "/*" at a line's start to the first "*/", which must end a line
    text = re.sub(r"^[ \t]*/\*(?:(?!\*/).)*\*/[ \t]*$", "", path.read_text(encoding="utf-8"),
                  flags=re.DOTALL | re.MULTILINE)
    lines = (line.rstrip() if indented else line.strip() for line in text.splitlines())
    return "\n".join(line for line in lines
                     if line.strip() and not line.lstrip().startswith("//")) + "\n"


def inline_script(path: Path) -> str:
    """One of our scripts as it goes inline in every page: without its
    comments, indentation and blank lines, which every page would otherwise carry."""
    return uncommented(path, indented=False).rstrip("\n")


def light_scripts(site: Path) -> None:
    """Our scripts (``docs/js``) as the site serves them: without their
    comments, which stay in the source (a law page's first load carried
    0.6 KB of them, gzipped)."""
    for source in sorted((DOCS / "js").glob("*.js")):
        served = site / "js" / source.name
        if served.exists():
            served.write_text(uncommented(source), encoding="utf-8")


def on_serve(server: Any, config: MkDocsConfig, builder: Any) -> Any:
    # The engine is part of the site: editing it rebuilds the wheel.
    for package in WHEEL_PACKAGES:
        server.watch(str(ROOT / package))
    return server


def on_files(files: Files, config: MkDocsConfig) -> Files:
    contribute(page_model.current())
    return files


def on_page_markdown(markdown: str, page: Page, config: MkDocsConfig, files: Files) -> str:
    game_page = page_model.current().page(page.file.src_uri)
    if game_page is not None and any(i.example and i.example.live for i in game_page.items):
        _state["live_pages"][page.url] = "examples"
    if _DEAL_APP.search(markdown):
        markdown = _DEAL_APP.sub(lambda m: deal_app(m.group("game")), markdown)
        _state["live_pages"][page.url] = "deal"
    return markdown


#: The theme's bundle, as its template writes it at the end of every page.
_BUNDLE = re.compile(r'<script src="(?P<src>[^"]*assets/javascripts/bundle\.[0-9a-f]+\.min\.js)">'
                     r"</script>")


_BETWEEN_TAGS = re.compile(r"(<(pre|code|textarea|script|style)\b.*?</\2>)|>\s+<", re.DOTALL)


def theme_whitespace(output: str) -> str:
    """The theme's markup around the text (header, navigation, footer) with
    the indentation between its tags cut to one line break, which renders
    the same; the text itself (``<article>``) is left as it is."""
    start, end = output.find("<article"), output.rfind("</article>")
    if start < 0 or end < start:
        return output

    def cut(part: str) -> str:
        return _BETWEEN_TAGS.sub(lambda m: m.group(1) or ">\n<", part)
    return cut(output[:start]) + output[start:end] + cut(output[end:])


def every_page(output: str) -> str:
    """What every page gets: the theme's script loads at the reader's first
    sign of life and the search when it is opened (``lazy-search.js``), and
    the search dialog has a name."""
    output = output.replace(
        '<div class="md-search" data-md-component="search" role="dialog">',
        '<div class="md-search" data-md-component="search" role="dialog" aria-label="Search">', 1)
    output = theme_whitespace(output)
    output, held = _BUNDLE.subn(
        lambda m: held_script(html.unescape(m.group("src"))), output)
    if held != 1:
        raise PluginError(f"live.py: {held} script tags of Material's bundle in a page, not one "
                          "(has the theme's template changed?)")
    return output.replace("</head>", f"<script>{_state['lazy_search']}</script>\n</head>", 1)


def on_post_template(output: str, template_name: str, config: MkDocsConfig) -> str:
    # The 404 page is a template, not a page.
    return every_page(output) if template_name.endswith(".html") else output


def on_post_page(output: str, page: Page, config: MkDocsConfig) -> str:
    output = every_page(output)
    head = ""
    kind = _state["live_pages"].get(page.url)
    if kind:
        root = site_root(page)
        head += f'<link rel="stylesheet" href="{root}css/live.css">\n'
        if kind == "deal":
            head += f'<link rel="stylesheet" href="{root}css/deal.css">\n'
        script = "deal.js" if kind == "deal" else "live.js"
        tail = (f'<script type="module" src="{root}js/{script}" id="live-script" '
                f'data-root="{root}" data-wheel="{root}{_state["wheel_url"]}" '
                f'data-pyodide="{root}pyodide/"></script>\n')
        output = output.replace("</body>", tail + "</body>", 1)
    return output.replace("</head>", head + "</head>", 1)


def on_post_build(config: MkDocsConfig) -> None:
    light_scripts(Path(config["site_dir"]))
    if build_will_stop():
        return
    stdlib = compiled_stdlib(_state["pyodide"])
    wheel = build_wheel(_state["wheel_key"])
    site = Path(config["site_dir"])
    target = site / "pyodide"
    target.mkdir(parents=True, exist_ok=True)
    for name in PYODIDE_FILES:
        shutil.copy2(PYODIDE_PACKAGE / name, target / name)
    shutil.copy2(stdlib, target / "python_stdlib.zip")
    wheels = site / "wheels"
    if wheels.exists():
        shutil.rmtree(wheels)
    wheels.mkdir()
    shutil.copy2(wheel, wheels / wheel.name)
