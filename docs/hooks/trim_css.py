"""The theme's stylesheets cut to what the built site uses.

Material for MkDocs ships one stylesheet for every feature it offers, some
138 KB (23 KB gzipped) that every page loads first: about a quarter of a
law page's first load.  The site uses a part of it.  Once the site is built
(this hook runs last), the theme's two stylesheets (``main`` and
``palette``) lose

* each selector that names, outside ``:not()``, ``:is()`` and the other
  functional pseudo-classes, a class that no page of the site has in a
  ``class`` attribute and no script of the site (pages' inline scripts, our
  scripts and the theme's own bundle, which builds the search box and the
  other parts it makes on demand) names anywhere in its text; and, of the
  parts the bundle makes on demand (:data:`ON_DEMAND`), those nothing in
  the site calls for: the bundle names their classes, but builds them only
  for a feature of the theme, a setting of the site or an element of a
  page that this site does not have (code annotations, the version
  selector, tags, the repository's facts, content tabs...);
* each selector of a palette colour (``[data-md-color-primary=red]``) the
  site does not set;
* each custom property (``--md-admonition-icon--bug``: most of them icons
  drawn as data addresses) that no stylesheet reads with ``var()`` and no
  page or script names;

and then each rule and ``@media`` block left empty.  Every other rule, the
``@font-face``, ``@keyframes`` and the like, stays as the theme wrote it.

The test is that a reader sees nothing change: ``tests/test_trim_css.py``
compares, in Chromium, every element's computed style on the kinds of page
(a law page, a Deal page, the home page with its search open) with the
theme's whole stylesheets and with these.  The law pages' first load fell
by some 10 KB gzipped (the Whist page 103.4 KB to 93.2); the parts made on
demand that the site never calls for, 2.6 KB more (the main sheet 13.9 KB
gzipped to 11.3).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from mkdocs.config.defaults import MkDocsConfig

#: The theme's stylesheets this hook trims (the names carry their hash).
SHEETS = ("assets/stylesheets/main.*.min.css", "assets/stylesheets/palette.*.min.css")

#: At-rules whose blocks hold rules, trimmed like the sheet; any other
#: at-rule (``@font-face``, ``@keyframes``, ``@page``) is kept whole.
NESTING = ("@media", "@supports", "@layer", "@container", "@document")



@dataclass(frozen=True)
class Part:
    """A part of the page the theme's bundle builds only where something
    calls for it: its classes (those beginning with ``prefix``), and what
    calls for it: one of the theme's ``features``, a ``setting`` of the
    site's config (a dotted key, ``extra.version``; ``plugins.tags``, a
    plugin), or a page holding an element of one of the classes ``marks``
    or the text ``texts``.  (Read in the bundle of Material for MkDocs 9.)"""

    prefix: str
    features: tuple[str, ...] = ()
    settings: tuple[str, ...] = ()
    marks: tuple[str, ...] = ()
    texts: tuple[str, ...] = ()


#: The parts the bundle makes on demand whose classes it names whether or not
#: the site calls for them.  A class of one on a page keeps its rules anyway.
ON_DEMAND = (
    # a code block's annotations: the feature, or a block or list marked "annotate"
    Part("md-annotation", features=("content.code.annotate",), marks=("annotate",)),
    # a code block's buttons (copy, select) and the wrapper of its lines'
    # anchors (the block's direct spans with an id, pymdownx.highlight's line spans)
    Part("md-code__", features=("content.code.copy", "content.code.select",
                                "content.code.annotate"),
         marks=("copy", "select", "annotate"), texts=('<span id="__span-',)),
    Part("md-version", settings=("extra.version",)),  # the version selector
    Part("md-tag", settings=("plugins.tags",)),  # tags, on pages and in search results
    Part("md-source", marks=("md-source",)),  # the repository's facts, by repo_url
    Part("tabbed-", marks=("tabbed-set",)),  # content tabs' labels and buttons
    Part("md-status", marks=("md-status",)),  # a page's status in the navigation
    Part("mermaid", marks=("mermaid",)),  # diagrams
)

_CLASS = re.compile(r"\.(-?[_a-zA-Z][\w-]*)")
_COLOUR = re.compile(r"\[data-md-color-(?:primary|accent)=[\"']?([\w-]+)")
_WORD = re.compile(r"-?[_a-zA-Z][\w-]*")
_READ = re.compile(r"var\(\s*(--[\w-]+)")
_PROPERTY = re.compile(r"\s*(--[\w-]+)\s*:")
_SOURCE_MAP = re.compile(r"/\*# sourceMappingURL=[^*]*\*/")


def _scan(text: str, stops: str) -> list[tuple[int, str]]:
    """The places of ``stops``' characters in ``text`` at the outer level:
    outside strings, comments, brackets and parentheses (braces count as
    nesting, and are reported only at the outer level)."""
    found: list[tuple[int, str]] = []
    depth = 0  # ( and [
    braces = 0
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c in "\"'":
            i += 1
            while i < n and text[i] != c:
                i += 2 if text[i] == "\\" else 1
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            i = n if end < 0 else end + 1
        elif c in "([":
            depth += 1
        elif c in ")]":
            depth -= 1
        elif c == "{":
            if braces == 0 and depth == 0 and "{" in stops:
                found.append((i, c))
            braces += 1
        elif c == "}":
            braces -= 1
            if braces == 0 and depth == 0 and "}" in stops:
                found.append((i, c))
        elif braces == 0 and depth == 0 and c in stops:
            found.append((i, c))
        i += 1
    return found


def items(css: str) -> list[tuple[str, str | None]]:
    """The outer items of ``css``: ``(prelude, block)`` for a rule or an
    at-rule with a block, ``(statement, None)`` for one without
    (``@charset "UTF-8";``)."""
    out: list[tuple[str, str | None]] = []
    start = 0
    opened = -1
    for at, c in _scan(css, "{};"):
        if c == ";" and opened < 0:
            out.append((css[start:at + 1], None))
            start = at + 1
        elif c == "{":
            opened = at
        elif c == "}" and opened >= 0:
            out.append((css[start:opened], css[opened + 1:at]))
            start, opened = at + 1, -1
    if css[start:].strip():
        out.append((css[start:], None))
    return out


def _split(text: str, sep: str) -> list[str]:
    """``text`` cut at its outer-level ``sep`` characters."""
    parts, start = [], 0
    for at, _ in _scan(text, sep):
        parts.append(text[start:at])
        start = at + 1
    return [*parts, text[start:]]


def _outer(selector: str) -> str:
    """The selector without what its functional pseudo-classes hold and
    without attribute selectors' values: a class inside ``:not(.x)`` or
    ``:is(.x, .y)`` never decides whether the selector can match."""
    out, depth = [], 0
    for c in re.sub(r"\"[^\"]*\"|'[^']*'", "", selector):
        depth += c in "(["
        if depth == 0:
            out.append(c)
        depth -= c in ")]"
    return "".join(out)


def selector_used(selector: str, used: set[str]) -> bool:
    """Whether ``selector`` may match in the site: every class it names at
    its outer level is used, and the palette colour it names is set."""
    if any(value not in used for value in _COLOUR.findall(selector)):
        return False
    return all(name in used for name in _CLASS.findall(_outer(selector)))


def trim_rules(css: str, used: set[str]) -> str:
    """``css`` without the selectors ``used`` shows unused (see
    :func:`selector_used`), and without the rules and blocks left empty."""
    out = []
    for prelude, block in items(css):
        head = prelude.strip()
        if block is None:
            out.append(prelude)
        elif head.startswith(NESTING):
            inner = trim_rules(block, used)
            if inner.strip():
                out.append(f"{prelude}{{{inner}}}")
        elif head.startswith("@"):
            out.append(f"{prelude}{{{block}}}")
        else:
            kept = [s for s in _split(prelude, ",") if selector_used(s, used)]
            if kept:
                out.append(f"{','.join(kept)}{{{block}}}")
    return "".join(out)


def trim_properties(css: str, dead: set[str]) -> str:
    """``css`` without its declarations of the custom properties ``dead``,
    and without the rules left empty."""
    out = []
    for prelude, block in items(css):
        head = prelude.strip()
        if block is None or (head.startswith("@") and not head.startswith(NESTING)):
            out.append(prelude if block is None else f"{prelude}{{{block}}}")
            continue
        if head.startswith(NESTING):
            inner = trim_properties(block, dead)
        else:
            inner = ";".join(d for d in _split(block, ";")
                             if not ((m := _PROPERTY.match(d)) and m.group(1) in dead))
        if inner.strip(" ;"):
            out.append(f"{prelude}{{{inner}}}")
    return "".join(out)


def declared(css: str) -> set[str]:
    """The custom properties ``css`` declares."""
    names: set[str] = set()
    for prelude, block in items(css):
        if block is None:
            continue
        if prelude.strip().startswith(NESTING):
            names |= declared(block)
        elif not prelude.strip().startswith("@"):
            names |= {m.group(1) for d in _split(block, ";") if (m := _PROPERTY.match(d))}
    return names


def used_names(pages: Iterable[str], scripts: Iterable[str],
               classes: set[str] | None = None) -> set[str]:
    """The names the site may use as a class or a palette colour: every
    word of a page's ``class`` and ``data-md-color-*`` attributes (the
    former given as ``classes`` where already read, :func:`page_classes`)
    and of its inline scripts, and every word of each script."""
    pages = list(pages)
    used = set(page_classes(pages) if classes is None else classes)
    for page in pages:
        used.update(re.findall(r"data-md-color-[a-z]+=\"([^\"]*)\"", page))
        for script in re.findall(r"<script\b[^>]*>(.*?)</script>", page, re.DOTALL):
            used.update(_WORD.findall(script))
    for script in scripts:
        used.update(_WORD.findall(script))
    return used


def _setting(config: Mapping[str, Any], key: str) -> bool:
    """Whether the dotted ``key`` is set (and not empty) in ``config``;
    ``plugins.tags``: whether a plugin of that name is on (``tags`` or a
    theme's, ``material/tags``)."""
    head, _, name = key.partition(".")
    if head == "plugins":
        return any(on == name or on.endswith("/" + name) for on in config.get("plugins") or ())
    value: Any = config
    for part in key.split("."):
        try:
            value = value[part]
        except (KeyError, TypeError, IndexError):
            return False
    return bool(value)


def not_called_for(on_pages: set[str], pages: Iterable[str],
                   config: Mapping[str, Any]) -> list[Part]:
    """The parts of :data:`ON_DEMAND` that nothing in the site calls for:
    none of their features is on, none of their settings set, and no page
    holds one of their marks or texts (``on_pages``: every class the pages
    have, :func:`page_classes`)."""
    try:
        features = set(config["theme"]["features"] or ())
    except (KeyError, TypeError):
        features = set()
    texts = list(pages)
    return [part for part in ON_DEMAND
            if not features.intersection(part.features)
            and not any(_setting(config, key) for key in part.settings)
            and not on_pages.intersection(part.marks)
            and not any(text in page for text in part.texts for page in texts)]


def page_classes(pages: Iterable[str]) -> set[str]:
    """Every class the pages have in a ``class`` attribute."""
    found: set[str] = set()
    for page in pages:
        for value in re.findall(r"\sclass=(?:\"([^\"]*)\"|'([^']*)')", page):
            found.update("".join(value).split())
    return found


def trim(sheets: dict[str, str], used: set[str], others: str) -> dict[str, str]:
    """The ``sheets`` (name to text) trimmed for a site whose pages and
    scripts name ``used`` and whose other text (pages, scripts, its own
    stylesheets) is ``others``: unused selectors first, then the custom
    properties nothing reads any more (until none is left to drop: a
    property may be read only by another that went)."""
    sheets = {name: trim_rules(css, used) for name, css in sheets.items()}
    named = set(re.findall(r"--[\w-]+", others))
    while True:
        read = named.union(*(_READ.findall(css) for css in sheets.values()))
        dead = set().union(*(declared(css) for css in sheets.values())) - read
        if not dead:
            return sheets
        sheets = {name: trim_properties(css, dead) for name, css in sheets.items()}


def trim_site(site: Path, config: Mapping[str, Any] | None = None) -> dict[str, tuple[int, int]]:
    """Trim the built ``site``'s theme stylesheets in place, the parts made
    on demand judged by its ``config`` (without one, every part is kept);
    each sheet's size before and after, by its path in the site."""
    paths = [p for pattern in SHEETS for p in sorted(site.glob(pattern))]
    theme = set(paths)
    pages = [p.read_text(encoding="utf-8", errors="replace") for p in site.rglob("*.html")]
    scripts = [p.read_text(encoding="utf-8", errors="replace") for p in site.rglob("*.js")
               if "lunr" not in p.parts]
    own_css = [p.read_text(encoding="utf-8", errors="replace") for p in site.rglob("*.css")
               if p not in theme]
    sheets = {str(p.relative_to(site)): p.read_text(encoding="utf-8") for p in paths}
    on_pages = page_classes(pages)
    used = used_names(pages, scripts, on_pages)
    if config is not None:
        idle = tuple(part.prefix for part in not_called_for(on_pages, pages, config))
        used = {name for name in used if name in on_pages or not name.startswith(idle)}
    trimmed = trim(sheets, used, "\n".join([*pages, *scripts, *own_css]))
    sizes = {}
    for name, css in trimmed.items():
        # the theme's source map no longer maps the trimmed sheet: both go
        css = _SOURCE_MAP.sub("", css)
        (site / f"{name}.map").unlink(missing_ok=True)
        sizes[name] = (len(sheets[name].encode()), len(css.encode()))
        (site / name).write_text(css, encoding="utf-8")
    return sizes


def on_post_build(config: MkDocsConfig) -> None:
    trim_site(Path(config.site_dir), config)
