"""Every numbered law has an executable example, and every example's output
on the page is what the engine prints now.

An example is ``docs/examples/<game>/<anchor>.md``: a sentence or two of
Markdown and one or more ``pycon`` blocks (``>>>`` lines and their output),
shown on the game page under the law.  Each file is run as a doctest, in a
fresh namespace, blocks in order.
"""

from __future__ import annotations

import doctest
import re
from pathlib import Path

import pytest

from playable.laws import LAWS

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = ROOT / "docs" / "examples"

#: Games whose engine has not landed yet: their laws may lack examples.  This
#: is the one place the exception is made; it empties as the games land.
PENDING_GAMES: set[str] = set()

PYCON = re.compile(r"^```pycon[^\n]*\n(?P<body>.*?)^```", re.MULTILINE | re.DOTALL)


def example_path(law_id: str) -> Path:
    law = LAWS[law_id]
    return EXAMPLES / law.game / f"{law.anchor}.md"


def example_files() -> list[Path]:
    return sorted(EXAMPLES.glob("*/*.md"))


@pytest.mark.parametrize("law_id", sorted(LAWS))
def test_every_law_has_an_example(law_id: str) -> None:
    if LAWS[law_id].game in PENDING_GAMES and not example_path(law_id).exists():
        pytest.skip(f"{LAWS[law_id].game} is pending")
    if LAWS[law_id].cut == "lost":  # no word survives: nothing for an example to show
        assert not example_path(law_id).exists(), f"{law_id} is lost, yet has an example"
        return
    text = example_path(law_id).read_text(encoding="utf-8")
    assert PYCON.search(text), f"{example_path(law_id)} has no pycon block"


def test_no_stray_example_files() -> None:
    known = {example_path(law_id) for law_id in LAWS}
    stray = [p for p in example_files() if p not in known]
    assert not stray, f"examples that belong to no law: {stray}"


@pytest.mark.parametrize("path", example_files(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_example_output_is_the_engines(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    blocks = [m.group("body") for m in PYCON.finditer(text)]
    assert blocks, f"{path} has no pycon block"
    parser = doctest.DocTestParser()
    test = parser.get_doctest("\n".join(blocks), {}, path.stem, str(path), 0)
    assert test.examples, f"{path}: no >>> lines"
    runner = doctest.DocTestRunner(optionflags=0)  # exact output: no ellipsis
    out: list[str] = []
    runner.run(test, out=out.append)
    result = runner.summarize(verbose=False)
    assert result.failed == 0, "".join(out)


def test_readme_examples_are_the_engines() -> None:
    """The README's Python session is run too, so it cannot drift from the engine."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"^```python\n(.*?)^```", text, re.MULTILINE | re.DOTALL)
    assert blocks, "the README shows no Python session"
    test = doctest.DocTestParser().get_doctest("\n".join(blocks), {}, "README", "README.md", 0)
    runner = doctest.DocTestRunner(optionflags=0)
    out: list[str] = []
    runner.run(test, out=out.append)
    assert runner.summarize(verbose=False).failed == 0, "".join(out)
