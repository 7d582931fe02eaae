"""The theme's stylesheets trimmed to what the site uses (docs/hooks/trim_css.py):
the rules that go are only those nothing can match, and a reader sees no
change: every element's computed style, in Chromium, is the same with the
theme's whole stylesheets as with the trimmed ones."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import material
import pytest

import trim_css
from trim_css import declared, items, selector_used, trim, trim_properties, trim_rules

THEME = Path(material.__file__).parent / "templates" / "assets" / "stylesheets"


def theme_sheet(kind: str) -> Path:
    (path,) = THEME.glob(f"{kind}.*.min.css")
    return path


# -- the trimming, on small sheets ---------------------------------------------


def test_a_rule_whose_class_nothing_names_goes_and_one_used_stays() -> None:
    css = ".a{color:red}.b .a{color:blue}.a,.zz{margin:0}.zz{padding:0}p{margin:1px}"
    assert trim_rules(css, {"a", "b"}) == ".a{color:red}.b .a{color:blue}.a{margin:0}p{margin:1px}"


def test_a_class_inside_not_or_is_never_decides() -> None:
    # ".a:not(.zz)" matches every .a when nothing is .zz: it must stay
    css = ".a:not(.zz){color:red}:is(.zz,.a) p{color:blue}.a[title='.zz']{margin:0}"
    assert trim_rules(css, {"a"}) == css
    assert trim_rules(css, set()) == ":is(.zz,.a) p{color:blue}"


def test_media_blocks_are_trimmed_inside_and_go_when_empty() -> None:
    css = "@media screen{.zz{color:red}}@media print{.a{color:red}.zz{margin:0}}" \
          "@keyframes spin{0%{opacity:0}to{opacity:1}}@charset \"UTF-8\";"
    assert trim_rules(css, {"a"}) == \
        "@media print{.a{color:red}}@keyframes spin{0%{opacity:0}to{opacity:1}}@charset \"UTF-8\";"


def test_a_palette_colour_the_site_does_not_set_goes() -> None:
    css = "[data-md-color-primary=red]{--md-primary-fg-color:red}" \
          "[data-md-color-primary=brown]{--md-primary-fg-color:brown}" \
          "[data-md-color-scheme=slate]{color-scheme:dark}"
    assert trim_rules(css, {"brown"}) == css.split("}", 1)[1]


def test_strings_and_data_addresses_keep_their_braces_and_semicolons() -> None:
    css = ".a:after{content:\"}{;,\"}:root{--icon:url('data:image/svg+xml;charset=utf-8,<svg/>')}"
    assert trim_rules(css, {"a"}) == css
    assert [prelude for prelude, _ in items(css)] == [".a:after", ":root"]
    assert declared(css) == {"--icon"}


def test_a_custom_property_nothing_reads_goes_and_with_it_those_only_it_read() -> None:
    sheets = {"main": ":root{--a:1px;--b:var(--a);--c:2px;--d:3px}.x{margin:var(--c)}"
                      ".zz{padding:var(--b)}",
              "palette": ":root{--e:red}"}
    # .zz goes, so --b is read by nothing, and then --a; --d and --e were never read;
    # --e is named by a script (setProperty), so it stays
    trimmed = trim(sheets, {"x"}, others="el.style.setProperty('--e', 'blue')")
    assert trimmed == {"main": ":root{--c:2px}.x{margin:var(--c)}", "palette": ":root{--e:red}"}
    assert trim_properties(":root{--a:1px}", {"--a"}) == ""


def test_the_theme_sheets_read_back_whole_when_every_class_is_used() -> None:
    # the reading of the sheet loses nothing: with every name in use, nothing goes
    for kind in ("main", "palette"):
        css = theme_sheet(kind).read_text(encoding="utf-8")
        every = set(re.findall(r"[-\w]+", css))
        assert trim_rules(css, every) == css
        assert trim_properties(css, set()) == css
        assert len(declared(css)) > 40


def test_selector_used_reads_only_the_outer_classes() -> None:
    assert selector_used(".md-typeset .admonition", {"md-typeset", "admonition"})
    assert not selector_used(".md-typeset .admonition.bug", {"md-typeset", "admonition"})
    assert selector_used(".md-typeset :is(.admonition,.bug)", {"md-typeset"})


# -- the built site --------------------------------------------------------------


def test_the_built_sites_theme_sheets_are_trimmed_and_smaller(built_site: Path) -> None:
    for kind in ("main", "palette"):
        (built,) = (built_site / "assets" / "stylesheets").glob(f"{kind}.*.min.css")
        assert built.name == theme_sheet(kind).name
        whole = theme_sheet(kind).read_text(encoding="utf-8")
        trimmed = built.read_text(encoding="utf-8")
        assert len(trimmed) < 0.8 * len(whole), (kind, len(trimmed), len(whole))
        assert not built.with_name(built.name + ".map").exists()
    # a rule of a class the site uses is still there, one of a class it never uses is gone
    main = next((built_site / "assets" / "stylesheets").glob("main.*.min.css")).read_text()
    assert ".md-typeset .admonition" in main
    assert ".md-typeset .admonition.bug" not in main
    # the parts the theme's bundle makes on demand, which this site never calls for
    whole = theme_sheet("main").read_text(encoding="utf-8")
    for name in (".md-annotation", ".md-version", ".md-tag", ".tabbed-labels", ".md-code__button"):
        assert name in whole and name not in main, name
    assert ".md-search-result" in main and ".md-tooltip2" in main  # the search, the glossary's tips


def test_a_part_made_on_demand_stays_where_a_feature_a_setting_or_a_page_calls_for_it() -> None:
    config = {"theme": {"features": ["content.code.copy", "search.highlight"]},
              "extra": {"version": {"provider": "mike"}},
              "plugins": {"material/search": None, "material/tags": None}}
    pages = ['<div class="tabbed-set tabbed-alternate">', '<code><span id="__span-0-1">']
    idle = [part.prefix for part in trim_css.not_called_for(trim_css.page_classes(pages), pages,
                                                            config)]
    assert idle == ["md-annotation", "md-source", "md-status", "mermaid"]
    # nothing calls for any: every part goes
    bare = trim_css.not_called_for(set(), [], {"theme": {"features": []}, "extra": {},
                                                "plugins": {}})
    assert bare == list(trim_css.ON_DEMAND)
    # a dotted setting left empty calls for nothing
    assert not trim_css._setting({"extra": {"version": None}}, "extra.version")


#: The elements to compare: the first of each kind, a kind being the
#: element's tag and classes with its parent's (the same kind is styled by
#: the same rules; the long pages repeat a few hundred kinds thousands of times).
KINDS = """() => {
  const seen = new Set(), kept = [];
  const name = (el) => el ? el.tagName + "." + el.getAttribute("class") : "";
  for (const el of document.querySelectorAll("*")) {
    const kind = name(el.parentElement) + ">" + name(el);
    if (!seen.has(kind)) { seen.add(kind); kept.push(el); }
  }
  window.__kinds = kept;
  return kept.length;
}"""

#: Each compared element's computed style (and its ::before and ::after), as
#: a hash of its properties' values; custom properties left out (a property
#: nothing reads changes nothing a reader sees).
STYLES = """() => {
  const hash = (s) => { let h = 2166136261; for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i); h = Math.imul(h, 16777619); } return h >>> 0; };
  const out = [];
  for (const el of window.__kinds) {
    for (const pseudo of [null, "::before", "::after"]) {
      const cs = getComputedStyle(el, pseudo);
      let s = "";
      for (let i = 0; i < cs.length; i++) {
        const p = cs[i];
        if (!p.startsWith("--")) s += p + ":" + cs.getPropertyValue(p) + ";";
      }
      out.push(hash(s));
    }
  }
  return out;
}"""

#: The property values of one compared element, to say where two pages differ.
STYLE_OF = """([i]) => {
  const el = window.__kinds[Math.floor(i / 3)];
  const cs = getComputedStyle(el, [null, "::before", "::after"][i % 3]);
  const out = {};
  for (let k = 0; k < cs.length; k++)
    if (!cs[k].startsWith("--")) out[cs[k]] = cs.getPropertyValue(cs[k]);
  return [el.outerHTML.slice(0, 160), out];
}"""


@pytest.fixture(scope="module")
def served(built_site: Path) -> Iterator[Any]:
    from test_browser import Server

    server = Server(built_site)
    yield server
    server.stop()


def serve_file(path: Path) -> Any:
    """A route handler that answers with the file at ``path``."""
    return lambda route: route.fulfill(path=str(path), content_type="text/css")


def styles_of(browser: Any, served: Any, path: str, whole: bool, *, width: int,
              scheme: str | None, act: str | None) -> tuple[list[int], Any, Any]:
    """The computed styles of the page at ``path`` with the trimmed sheets,
    or (``whole``) with the theme's own."""
    # reduced motion: the theme then makes no transition, so no style is caught halfway
    context = browser.new_context(viewport={"width": width, "height": 900},
                                  reduced_motion="reduce")
    if whole:
        for kind in ("main", "palette"):
            sheet = theme_sheet(kind)
            context.route(f"**/assets/stylesheets/{sheet.name}", serve_file(sheet))
    tab = context.new_page()
    tab.goto(served.url(path), wait_until="networkidle")
    # The theme's bundle is fetched at the reader's first sign of life
    # (docs/js/lazy-search.js): a focus the browser gives the page may come
    # before the styles are read or after, and with it the elements the bundle
    # draws; so the reader stirs, and the bundle is waited for, every time.
    tab.mouse.move(10, 10)
    tab.wait_for_function("() => window.component$ !== undefined", timeout=30_000)
    tab.wait_for_load_state("networkidle")
    if act == "search":  # the theme's bundle draws the results
        tab.wait_for_selector(".md-search-result__item", timeout=30_000)
    elif act == "tooltip":  # the bundle's tooltip over a glossary term
        tab.locator("abbr").first.hover()
        tab.wait_for_selector(".md-tooltip2--active", timeout=30_000)
    if scheme:
        tab.evaluate(f"document.body.setAttribute('data-md-color-scheme', '{scheme}')")
    tab.evaluate("document.fonts.ready")
    tab.evaluate(KINDS)
    # read till two readings agree: the theme's script places a tooltip (its
    # inline style) after it shows, and a reading taken in between had once
    # differed from the other sheets' where, read again, nothing did
    styles = tab.evaluate(STYLES)
    for _ in range(20):
        tab.wait_for_timeout(100)
        again = tab.evaluate(STYLES)
        if again == styles:
            break
        styles = again
    return styles, tab, context


@pytest.mark.parametrize(("path", "width", "scheme", "act"), [
    ("whist/", 1280, None, None),
    ("whist/", 390, "slate", None),
    ("bezique/", 1280, None, "tooltip"),
    ("?q=revoke", 1280, None, "search"),
    ("glossary/", 1280, None, None),
    ("worked-hands/whist-the-game-lost-by-a-revoke/", 1280, None, None),
    ("play/whist/", 1280, None, None),
])
def test_every_element_looks_the_same_with_the_trimmed_sheets(
        browser: Any, served: Any, path: str, width: int, scheme: str | None,
        act: str | None) -> None:
    trimmed, tab, context = styles_of(browser, served, path, False, width=width,
                                      scheme=scheme, act=act)
    whole, other, other_context = styles_of(browser, served, path, True, width=width,
                                            scheme=scheme, act=act)
    try:
        assert len(trimmed) == len(whole) > 100
        differ = [i for i, (a, b) in enumerate(zip(trimmed, whole, strict=True)) if a != b]
        if differ:
            element, ours = tab.evaluate(STYLE_OF, [differ[0]])
            _, theirs = other.evaluate(STYLE_OF, [differ[0]])
            changed = {k: (ours.get(k), theirs.get(k)) for k in set(ours) | set(theirs)
                       if ours.get(k) != theirs.get(k)}
            pytest.fail(f"{len(differ)} styles differ on {path}; the first, {element}: {changed}")
    finally:
        context.close()
        other_context.close()


def test_the_hook_is_the_one_before_the_print_hook() -> None:
    # the print hook says when the pages are written (the tests read the site
    # meanwhile, tests/conftest.py): the sheets must be trimmed by then
    text = (Path(trim_css.__file__).parents[2] / "mkdocs.yml").read_text(encoding="utf-8")
    hooks = re.findall(r"^\s+- (docs/hooks/\w+\.py)", text, re.MULTILINE)
    assert hooks.index("docs/hooks/trim_css.py") + 1 == hooks.index("docs/hooks/print_edition.py")
