"""Our scripts as the site serves them (docs/hooks/live.py, ``light_scripts``):
without their comments, every line of code kept as written."""

from __future__ import annotations

import re
from pathlib import Path

from live import DOCS, uncommented


def code_of(text: str) -> str:
    """A script's code: its comments and all white space taken out."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.DOTALL)
    text = "\n".join(line for line in text.splitlines() if not line.strip().startswith("//"))
    return re.sub(r"\s+", "", text)


def test_comment_lines_and_blocks_go_and_code_stays(tmp_path: Path) -> None:
    script = tmp_path / "a.js"
    lines = [
        "// a comment line",
        "/* a block",
        "   of two lines */",
        "/* a note */ const a = 1;",  # a block that does not end its line: code follows
        "  const url = \"http://x/\";  // a comment after code stays",
        "",
        "  /* indented block */",
        "const b = `",
        "  text of a template",
        "`;",
        "/* c */",
    ]
    script.write_text("\n".join(lines), encoding="utf-8")
    kept = [lines[3], lines[4], *lines[7:10]]
    assert uncommented(script) == "\n".join(kept) + "\n"
    assert uncommented(script, indented=False).splitlines()[1].startswith("const url")


def test_the_site_serves_each_script_with_its_code_whole(built_site: Path) -> None:
    sources = sorted((DOCS / "js").glob("*.js"))
    assert len(sources) >= 5
    for source in sources:
        served = (built_site / "js" / source.name).read_text(encoding="utf-8")
        text = source.read_text(encoding="utf-8")
        assert code_of(served) == code_of(text), source.name
        assert len(served) < len(text), f"{source.name}: served with its comments"
        assert "\n//" not in served and not served.startswith("//")
