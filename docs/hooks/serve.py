"""MkDocs hook: what changes under ``mkdocs serve`` (``make serve``), and
only there.

MkDocs' live reload puts an inline script at the end of every page it
serves, different on every request (it carries the build's time and an id
of the page), which asks the same server, over XMLHttpRequest, whether the
site was rebuilt.  The edition's Content-Security-Policy
(``docs/overrides/main.html``) lets only hashed inline scripts run, so that
script was refused and a page never reloaded after an edit.  Under ``mkdocs
serve`` this hook sets ``config.extra.serving``, and main.html's policy then
lets inline scripts run ('unsafe-inline', which a hash in the same list
would void, so the hashes are left out there); its connections stay on the
page's own host ('self', the server the page came from).  A build (``mkdocs
build``, the tests' build, the published site) keeps the strict policy.
"""

from __future__ import annotations

from mkdocs.config.defaults import MkDocsConfig

_command = {"name": ""}


def on_startup(command: str, dirty: bool) -> None:
    _command["name"] = command


def on_config(config: MkDocsConfig) -> MkDocsConfig:
    config.extra["serving"] = _command["name"] == "serve"
    return config
