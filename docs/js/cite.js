// The "Cite" control of every law item (docs/hooks/page_render.py writes it,
// docs/hooks/cite.py makes the citations at build time).  The control holds
// the item's files to download; the four formatted references of a page's
// items are one file of the site (the control's data-references), read when
// a control first opens and shown there, each with a Copy button; each file
// gets one too.  Without this script the control still opens and its files
// still download.  The page's metadata tags name the law the address names
// (below); each law's "Also in" list is read from the page's file when its
// line is first opened (at the end).  Nothing is fetched but this site's own files.
//
// The page holds this script back, as it holds the theme's, until the
// reader's first sign of life or an address that names a place in the page
// (docs/js/lazy-search.js loads both): a reader who only reads opens no
// control, and a reference manager saving a law reads a page whose address
// names it.  A control opened before the script comes is filled when it comes.
function copyText(text, status) {
  const done = () => { status.textContent = "Copied."; };
  const fail = () => { status.textContent = "Could not copy: select the text instead."; };
  if (navigator.clipboard && window.isSecureContext) {
    navigator.clipboard.writeText(text).then(done, fail);
    return;
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  try { document.execCommand("copy") ? done() : fail(); } catch (e) { fail(); }
  area.remove();
}

function button(label, name) {
  const b = document.createElement("button");
  b.type = "button";
  b.className = "cite-copy";
  b.textContent = label;
  b.setAttribute("aria-label", name);
  return b;
}

// Each button's name begins with its visible words (WCAG 2.5.3) and names the item.
const itemOf = (control) => (control.querySelector("summary").getAttribute("aria-label") || "")
  .replace(/^Cite /, "");

// A file of the page's, read once (every control of a page names the same
// file): its references, its laws' "Also in" lists.
const pageFiles = new Map();
function readOnce(url) {
  if (!pageFiles.has(url)) {
    pageFiles.set(url, fetch(url).then((r) => (r.ok ? r.json() : Promise.reject(r.status)))
      .catch((error) => { pageFiles.delete(url); throw error; }));  // read again next time
  }
  return pageFiles.get(url);
}
const referencesOf = (control) => readOnce(control.dataset.references);

// The item's formatted references, in place of the words that wait for them.
function showReferences(control, status) {
  if (control.dataset.shown) return;
  control.dataset.shown = "reading";
  const list = control.querySelector(".cite-styles");
  referencesOf(control).then((all) => {
    list.replaceChildren();
    for (const [label, key, reference] of all[control.dataset.cite]) {
      const id = `${control.id}-${key}`;
      const term = document.createElement("dt");
      term.id = `${id}-label`;
      term.textContent = label;
      const text = document.createElement("p");
      text.className = "cite-text";
      text.id = id;
      text.setAttribute("aria-labelledby", term.id);
      text.innerHTML = reference;  // the build's own HTML: words and <i>
      const b = button("Copy", `Copy the ${label} reference of ${itemOf(control)}`);
      b.addEventListener("click", () => copyText(text.innerText.trim(), status));
      const detail = document.createElement("dd");
      detail.append(text, b);
      list.append(term, detail);
    }
    control.dataset.shown = "yes";
  }, () => {
    delete control.dataset.shown;  // the next opening tries again
    status.textContent = "Could not read the references: the files below hold the same citation.";
  });
}

for (const control of document.querySelectorAll("details.cite-law")) {
  const status = document.createElement("p");
  status.className = "cite-status";
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  const files = control.querySelector(".cite-files");
  for (const link of control.querySelectorAll("a.cite-file")) {
    const b = button(`Copy ${link.textContent}`, `Copy ${link.textContent} of ${itemOf(control)}`);
    b.addEventListener("click", () => {
      fetch(link.href).then((r) => (r.ok ? r.text() : Promise.reject(r.status)))
        .then((text) => copyText(text, status),
              () => { status.textContent = "Could not read the file: download it instead."; });
    });
    files.appendChild(document.createTextNode(" "));
    files.appendChild(b);
  }
  control.querySelector(".cite-body").appendChild(status);
  if (control.open) showReferences(control, status);
  control.addEventListener("toggle", () => { if (control.open) showReferences(control, status); });
}

// The page's metadata tags name the page; when the address names a law (its
// permalink, #s92-iii) or a law's Cite control is opened, they name that law,
// its own title and address, so that a reference manager reading the page
// (Zotero's Embedded Metadata translator) saves the law as the section it is.
// A law's anchor is its identifier's ("<game>:<anchor>", data-cite:
// playable/laws/ids.py), its address the page's with that anchor, as its
// citations give it (docs/hooks/cite.py).
const metaTags = ["citation_title", "DC.title", "citation_public_url", "DC.identifier"]
  .map((name) => document.querySelector(`meta[name="${name}"]`))
  .filter((tag) => tag !== null);
const pageValues = metaTags.map((tag) => tag.content);
const anchorOf = (control) => control.dataset.cite.slice(control.dataset.cite.indexOf(":") + 1);

function nameInMetadata(control) {
  metaTags.forEach((tag, i) => {
    if (!control) tag.content = pageValues[i];
    else if (tag.name.endsWith("title")) tag.content = control.dataset.title;
    else tag.content = `${pageValues[i]}#${anchorOf(control)}`;
  });
}

function lawOfAddress() {
  const anchor = decodeURIComponent(window.location.hash.slice(1));
  if (!anchor) return null;
  for (const control of document.querySelectorAll("details.cite-law")) {
    if (anchorOf(control) === anchor) return control;
  }
  return null;
}

nameInMetadata(lawOfAddress());
window.addEventListener("hashchange", () => nameInMetadata(lawOfAddress()));
for (const control of document.querySelectorAll("details.cite-law")) {
  control.addEventListener("toggle", () => { if (control.open) nameInMetadata(control); });
}

// A law's "Also in" (docs/hooks/page_render.py): its list of the other
// books' counterparts is a file of the site for the page's laws (data-rows),
// read when a law's line is first opened and put in place of the words that
// say where the list is (the Concordance page, for a reader without this
// script).
function showAlsoIn(line) {
  if (line.dataset.shown) return;
  line.dataset.shown = "reading";
  readOnce(line.dataset.rows).then((lists) => {
    const wait = line.querySelector(".also-in-wait");
    const list = document.createElement("div");
    list.innerHTML = lists[line.dataset.alsoIn];  // the build's own HTML
    wait.replaceWith(...list.childNodes);
    line.dataset.shown = "yes";
  }, () => { delete line.dataset.shown; });  // the words stay; the next opening tries again
}

for (const line of document.querySelectorAll("details.also-in[data-rows]")) {
  if (line.open) showAlsoIn(line);
  line.addEventListener("toggle", () => { if (line.open) showAlsoIn(line); });
}
