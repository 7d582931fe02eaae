// The "Cite" control of every law item (docs/hooks/page_render.py writes it,
// docs/hooks/cite.py makes the citations at build time).  Without this script
// the control still opens and its files still download; with it, each
// reference and each file gets a Copy button, and the page's metadata tags
// name the law the address names (below).  Nothing is fetched but the item's
// own files, from this site.
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

for (const control of document.querySelectorAll("details.cite-law")) {
  const status = document.createElement("p");
  status.className = "cite-status";
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  // Each button's name begins with its visible words (WCAG 2.5.3) and names the item.
  const what = (control.querySelector("summary").getAttribute("aria-label") || "")
    .replace(/^Cite /, "");
  for (const text of control.querySelectorAll(".cite-text")) {
    const style = control.querySelector(`#${text.id}-label`).textContent;
    const b = button("Copy", `Copy the ${style} reference of ${what}`);
    b.addEventListener("click", () => copyText(text.innerText.trim(), status));
    text.after(b);
  }
  const files = control.querySelector(".cite-files");
  for (const link of control.querySelectorAll("a.cite-file")) {
    const b = button(`Copy ${link.textContent}`, `Copy ${link.textContent} of ${what}`);
    b.addEventListener("click", () => {
      fetch(link.href).then((r) => (r.ok ? r.text() : Promise.reject(r.status)))
        .then((text) => copyText(text, status),
              () => { status.textContent = "Could not read the file: download it instead."; });
    });
    files.appendChild(document.createTextNode(" "));
    files.appendChild(b);
  }
  control.querySelector(".cite-body").appendChild(status);
}

// The page's metadata tags name the page; when the address names a law (its
// permalink, #s92-iii) or a law's Cite control is opened, they name that law,
// its own title and address, so that a reference manager reading the page
// (Zotero's Embedded Metadata translator) saves the law as the section it is.
const metaTags = ["citation_title", "DC.title", "citation_public_url", "DC.identifier"]
  .map((name) => document.querySelector(`meta[name="${name}"]`))
  .filter((tag) => tag !== null);
const pageValues = metaTags.map((tag) => tag.content);

function nameInMetadata(control) {
  metaTags.forEach((tag, i) => {
    const isTitle = tag.name.endsWith("title");
    tag.content = control ? control.dataset[isTitle ? "title" : "url"] : pageValues[i];
  });
}

function lawOfAddress() {
  const anchor = decodeURIComponent(window.location.hash.slice(1));
  if (!anchor) return null;
  for (const control of document.querySelectorAll("details.cite-law[data-anchor]")) {
    if (control.dataset.anchor === anchor) return control;
  }
  return null;
}

nameInMetadata(lawOfAddress());
window.addEventListener("hashchange", () => nameInMetadata(lawOfAddress()));
for (const control of document.querySelectorAll("details.cite-law[data-anchor]")) {
  control.addEventListener("toggle", () => { if (control.open) nameInMetadata(control); });
}
