"""MkDocs hook: the notebooks as the edition's "Worked hands".

Every notebook ``notebooks/*.ipynb`` becomes a page ``worked-hands/<name>.md``,
rendered at build time from the outputs stored in it.  The build does not run
the notebooks: the test suite does, and fails when a stored output differs
from a fresh run (``make test``, nbval), so what the page shows is what the
engine printed.  nbconvert's Markdown exporter does the rendering with the
small template below: the prose as written; each code cell folded under
"The code"; HTML pictures (cards, tricks, tables) as they are; text in
fenced blocks; SVG plots written beside the page as images (``<name>-N.svg``).
Nothing of Jupyter's own stylesheet comes along, so a page stays light.
Code and outputs are kept out of the search index (``data-search-exclude``),
so that search finds the prose; the wrapper is a ``<section>`` because
Material's search parser matches the excluded element by its tag name, and an
output holds ``<div>``s of its own.

Conventions the notebooks follow, and what the hook makes of them:

* A law is linked as ``[text](../docs/<game>.md#<anchor>)`` — a path that works
  from ``notebooks/`` itself — and the page gets ``../<game>.md#<anchor>``,
  which MkDocs checks like any other link (a wrong anchor fails the strict
  build).  A link to another notebook ``x.ipynb`` becomes ``x.md``.
* A Markdown cell that opens with a heading ``## Step N ...`` (any level)
  gets the anchor ``step-N``; other headings get an explicit anchor from their
  words.  Each law linked in the cells under a heading is *seen* there,
  unless its link is marked ``{.mentioned}`` (``[law 2](../docs/quadrille.md#law-2){.mentioned}``):
  a law the prose names for what did not happen ("had he named two suits").
* The hook adds to the model of each game page (``page_model.py``) the steps
  where each of its laws is seen at work: every law item that a notebook
  illustrates gets, at its foot, a line "Seen in a worked hand:" (or the label
  the notebook gives in its metadata, ``edition.label``) with a link to each
  step where it happens, written by the page's renderer (``page_render.py``).
* The page title is the notebook's first heading; the nav (``mkdocs.yml``,
  "Worked hands") names the pages.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import nbformat
from markdown.extensions.toc import slugify
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError
from mkdocs.structure.files import File, Files
from nbconvert.exporters import MarkdownExporter
from traitlets.config import Config

import page_model
from page_model import Edition, WorkedHandStep
from playable.laws import LAWS

#: The mark of a law linked for what did not happen: named, not seen at work
#: (attr_list makes it the link's class).
MENTIONED = "{.mentioned}"

#: Where the pages go in the site.
PAGES = "worked-hands"
DEFAULT_LABEL = "Seen in a worked hand"

TEMPLATE = r"""{%- extends 'markdown/index.md.j2' -%}

{% block input %}
<section class="nb-input" data-search-exclude markdown="1">

??? note "The code"

    ```python
{{ cell.source | nb_indent }}
    ```

</section>
{% endblock input %}

{% block stream %}
<section class="nb-output" data-search-exclude markdown="1">

```text
{{ output.text | nb_stream }}
```

</section>
{% endblock stream %}

{% block data_svg %}
[![{{ output.metadata.get('image/svg+xml', {}).get('alt', 'A plot') | nb_alt }}]({{ output.metadata.filenames['image/svg+xml'] | path2url }}){ .nb-figure }]({{ output.metadata.filenames['image/svg+xml'] | path2url }}){ .nb-figure-link }
{% endblock data_svg %}

{% block data_html scoped %}
<section class="nb-output nb-html" tabindex="0" data-search-exclude markdown="0">
{{ output.data['text/html'] | nb_html }}
</section>
{% endblock data_html %}

{% block data_text scoped %}
<section class="nb-output" data-search-exclude markdown="1">

```text
{{ output.data['text/plain'] }}
```

</section>
{% endblock data_text %}

{% block error %}
{{ raise_error(output) }}
{% endblock error %}
"""

_STEP = re.compile(r"^(#{1,6})\s+Step\s+(\d+)\b(.*)$")
_HEADING = re.compile(r"^(#{1,6})\s+(.+?)\s*$")
_LAW_LINK = re.compile(r"\]\(\.\./docs/(?P<page>[a-z-]+)\.md#(?P<anchor>[A-Za-z0-9_-]+)\)")
_DOCS_LINK = re.compile(r"\]\(\.\./docs/")
_NOTEBOOK_LINK = re.compile(r"\]\((?P<name>[A-Za-z0-9_-]+)\.ipynb(?P<rest>#[^)]*)?\)")


@dataclass(frozen=True)
class Sighting:
    """A place in a notebook page where a law is seen at work."""

    page: str  # src_uri of the notebook's page
    title: str  # the notebook's title
    anchor: str
    where: str  # the step's number, or the heading's words


@dataclass
class Page:
    name: str
    title: str
    label: str
    markdown: str
    figures: dict[str, bytes] = field(default_factory=dict)

    @property
    def src_uri(self) -> str:
        return f"{PAGES}/{self.name}.md"


def notebooks_dir(config: Any) -> Path:
    """``notebooks/`` beside ``mkdocs.yml``; failing that, beside the engine
    (the tests build a copy of ``docs/`` alone)."""
    here = Path(config["config_file_path"]).resolve().parent / "notebooks"
    if here.is_dir():
        return here
    import playable

    return Path(playable.__file__).resolve().parents[1] / "notebooks"


def _raise_error(output: Any) -> str:
    raise PluginError(f"a notebook has a stored error: {output.get('ename')}: "
                      f"{output.get('evalue')}; run it again (make test shows which)")


def _stream(text: str) -> str:
    """A stream as the reader saw it: a progress bar's carriage returns
    leave only its last state."""
    lines = [line.rsplit("\r", 1)[-1] for line in text.split("\n")]
    return "\n".join(lines).rstrip("\n")


def _one_line_html(markup: str) -> str:
    """HTML output on one line, so that Markdown leaves it alone."""
    return " ".join(markup.split("\n"))


def _exporter(name: str) -> MarkdownExporter:
    c = Config()
    c.ExtractOutputPreprocessor.output_filename_template = name + "-{cell_index}-{index}{extension}"
    c.ExtractOutputPreprocessor.extract_output_types = {"image/svg+xml", "image/png"}
    exporter = MarkdownExporter(config=c, raw_template=TEMPLATE)
    exporter.register_filter("nb_stream", _stream)
    exporter.register_filter("nb_html", _one_line_html)
    exporter.register_filter("nb_indent", lambda text: "\n".join(
        ("    " + line) if line.strip() else "" for line in str(text).split("\n")))
    exporter.register_filter("nb_alt", lambda text: str(text).replace("]", ")"))
    exporter.environment.globals["raise_error"] = _raise_error
    return exporter


def prepare(nb: Any, name: str) -> tuple[str, list[tuple[str, str, str]]]:
    """Rewrite the Markdown cells for the site (anchors, links) in place;
    returns the title and the (law id, anchor, where) of every law linked
    under a heading."""
    title = ""
    seen: list[tuple[str, str, str]] = []
    used: set[str] = set()
    anchor, where = "", ""
    for cell in nb.cells:
        if cell.cell_type != "markdown":
            continue
        lines = cell.source.split("\n")
        fenced = False
        for i, line in enumerate(lines):
            if line.lstrip().startswith(("```", "~~~")):
                fenced = not fenced
            heading = None if fenced else _HEADING.match(line)
            if heading:
                if "{#" in line:
                    raise PluginError(f"{name}.ipynb: give no explicit anchor ({line!r}): "
                                      "the hook makes them")
                words = re.sub(r"[*_`]|\[|\]\([^)]*\)", "", heading.group(2))
                step = _STEP.match(line)
                if not title and heading.group(1) == "#":
                    title = words
                    continue
                if step:
                    anchor, where = f"step-{step.group(2)}", step.group(2)
                else:
                    anchor, where = slugify(words, "-"), words
                if anchor in used:
                    raise PluginError(f"{name}.ipynb: two headings make the anchor {anchor!r}")
                used.add(anchor)
                lines[i] = f"{line} {{#{anchor}}}"
            for match in _LAW_LINK.finditer(line):
                law_id = f"{match['page']}:{match['anchor']}"
                mentioned = line.startswith(MENTIONED, match.end())
                if law_id in LAWS and anchor and not mentioned:
                    seen.append((law_id, anchor, where))
        text = "\n".join(lines)
        text = _DOCS_LINK.sub("](../", text)
        text = _NOTEBOOK_LINK.sub(lambda m: f"]({m['name']}.md{m['rest'] or ''})", text)
        cell.source = text
    if not title:
        raise PluginError(f"{name}.ipynb: the first Markdown heading '# ...' is the title")
    return title, seen


def render(path: Path) -> tuple[Page, list[tuple[str, Sighting]]]:
    """One notebook as a page of the site, and the laws it shows at work."""
    nb = nbformat.read(path, as_version=4)
    name = path.stem
    title, seen = prepare(nb, name)
    label = nb.metadata.get("edition", {}).get("label", DEFAULT_LABEL)
    body, resources = _exporter(name).from_notebook_node(nb)
    page = Page(name, title, label, body, dict(resources.get("outputs", {})))
    sightings: list[tuple[str, Sighting]] = []
    for law_id, anchor, where in seen:
        sighting = Sighting(page.src_uri, title, anchor, where)
        if (law_id, sighting) not in sightings:
            sightings.append((law_id, sighting))
    return page, sightings


# --------------------------------------------------------------------------
# MkDocs events

_state: dict[str, Any] = {"pages": [], "seen": {}}


def on_config(config: Any) -> Any:
    pages: list[Page] = []
    seen: dict[str, list[tuple[str, Sighting]]] = {}
    for path in sorted(notebooks_dir(config).glob("*.ipynb")):
        page, sightings = render(path)
        pages.append(page)
        for law_id, sighting in sightings:
            seen.setdefault(law_id, []).append((page.label, sighting))
    _state["pages"], _state["seen"] = pages, seen
    return config


def on_serve(server: Any, config: Any, builder: Any) -> Any:
    """``mkdocs serve`` rebuilds when a notebook is saved."""
    server.watch(str(notebooks_dir(config)))
    return server


def contribute(edition: Edition, files: Files) -> None:
    """Add to each law item of the game pages the steps that show it at work,
    in the order of the notebooks and of their steps."""
    for law_id, sightings in _state["seen"].items():
        law = LAWS[law_id]
        item = edition.pages[law.game].item(law_id)
        for label, sighting in sightings:
            target = files.get_file_from_path(sighting.page)
            if target is None:
                raise PluginError(f"{sighting.page}: not among the site's files")
            item.steps.append(WorkedHandStep(label, sighting.title, target.url,
                                             sighting.anchor, sighting.where))


def on_files(files: Files, config: MkDocsConfig) -> Files:
    for page in _state["pages"]:
        files.append(File.generated(config, page.src_uri, content=page.markdown))
        for filename, data in page.figures.items():
            files.append(File.generated(config, f"{PAGES}/{filename}", content=data))
    contribute(page_model.current(), files)
    return files
