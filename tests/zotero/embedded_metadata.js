// Runs Zotero's Embedded Metadata translator (zotero/translators, "Embedded
// Metadata.js", read from where the test says: it is not kept in this project)
// on pages of a built site, in Debian's Chromium driven from Node, and prints
// what it saves, as JSON.  tests/test_cite_zotero.py runs it.
//
//   node embedded_metadata.js <translator file> <site dir> <path#fragment>...
//
// The translator is evaluated in the page, as Zotero's connector runs it, with
// a small stand-in for the parts of Zotero's translation framework it calls
// (written for this test, not taken from Zotero): Zotero.Item, the utilities
// ZU.xpath, xpathText, trimInternal, cleanAuthor, strToISO, resolveURL, and
// attr().  What the stand-in does not do is Zotero's RDF import, which the
// translator loads for the Dublin Core tags: it records the statements the
// translator gives it, and of RDF.js's type detection does only what an
// rdf:type of the bib or bibo vocabulary says (a "bibo.type" tag: Book is
// "book"), else the translator's own guess, as RDF.js's detectType does; it
// imports nothing, so the item is the
// one the translator makes from the Highwire tags (which, in Zotero, override
// the fields the RDF import would give, and their book title decides the type).
"use strict";
const fs = require("fs");
const http = require("http");
const path = require("path");

const [translatorFile, siteDir, ...pages] = process.argv.slice(2);
const root = path.resolve(__dirname, "..", "..");
const puppeteer = require(path.join(root, "node_modules", "puppeteer-core"));

// The translator's code without its JSON header and its test cases.
function translatorCode(file) {
  const text = fs.readFileSync(file, "utf8");
  const body = text.slice(text.indexOf("\n}\n") + 3);
  const tests = body.indexOf("/** BEGIN TEST CASES **/");
  return tests < 0 ? body : body.slice(0, tests);
}

const TYPES = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css",
  ".json": "application/json", ".svg": "image/svg+xml" };

function serve(dir) {
  const server = http.createServer((request, response) => {
    let file = path.join(dir, decodeURIComponent(new URL(request.url, "http://x").pathname));
    if (!file.startsWith(dir)) { response.writeHead(403); response.end(); return; }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html");
    fs.readFile(file, (error, data) => {
      if (error) { response.writeHead(404); response.end(); return; }
      response.writeHead(200, { "Content-Type": TYPES[path.extname(file)] || "application/octet-stream" });
      response.end(data);
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

// Evaluated in the page: the stand-in framework, then the translator's
// detectWeb and doWeb on the page's document.
function runInPage(code) {
  return new Promise((resolve, reject) => {
    const saved = [];
    const statements = [];
    let detected = null;
    function xpath(node, expr, namespaces) {
      const doc = node.ownerDocument || node;
      const found = doc.evaluate(expr, node, (prefix) => (namespaces && namespaces[prefix]) || null,
        XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
      const nodes = [];
      for (let i = 0; i < found.snapshotLength; i++) nodes.push(found.snapshotItem(i));
      return nodes;
    }
    const ZU = {
      xpath,
      xpathText(node, expr, namespaces, delimiter) {
        const nodes = xpath(node, expr, namespaces);
        return nodes.length ? nodes.map((n) => n.textContent).join(delimiter || ", ") : null;
      },
      trimInternal: (s) => String(s).replace(/[\xA0\r\n\s]+/g, " ").trim(),
      cleanAuthor(author, creatorType, useComma) {
        author = author.replace(/^[\s.,/[\]:]+/, "").replace(/[\s,/[\]:]+$/, "").replace(/ +/g, " ");
        if (useComma) {
          const [lastName, firstName = ""] = author.split(/\s*,\s*/);
          return { firstName, lastName, creatorType };
        }
        const space = author.lastIndexOf(" ");
        if (space < 0) return { lastName: author, creatorType, fieldMode: 1 };
        return { firstName: author.slice(0, space), lastName: author.slice(space + 1), creatorType };
      },
      capitalizeTitle: (s) => s,
      strToISO(s) {
        const m = /(\d{4})[-/](\d{1,2})[-/](\d{1,2})/.exec(s || "");
        return m ? `${m[1]}-${m[2].padStart(2, "0")}-${m[3].padStart(2, "0")}` : "";
      },
      cleanDOI: (s) => s,
      fieldIsValidForType: () => true,
      resolveURL: (url) => new URL(url, document.location.href).href,
    };
    function Item(itemType) {
      Object.assign(this, { itemType, creators: [], tags: [], notes: [], attachments: [],
        seeAlso: [] });
    }
    Item.prototype.complete = function complete() {
      const item = Object.assign({}, this);
      item.attachments = this.attachments.map((a) => ({ title: a.title, mimeType: a.mimeType }));
      saved.push(item);
    };
    const RDF_TYPE = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type";
    const BIB = ["http://purl.org/net/biblio#", "http://purl.org/ontology/bibo/"];
    const SAME_AS_ZOTERO = ["book", "thesis", "letter", "manuscript", "interview", "report",
      "patent", "map"];
    const rdf = {
      Zotero: { RDF: { addStatement: (s, p, o) => statements.push([p, o]) } },
      getNodes: () => (statements.length ? [document.location.href] : []),
      // An rdf:type of bib or bibo that names a Zotero type, else the
      // translator's default (its guess from the Highwire tags), as RDF.js.
      detectType() {
        const typed = statements.find(([p, o]) => p === RDF_TYPE && BIB.some((b) => o.startsWith(b)));
        const name = typed
          ? typed[1].slice(BIB.find((b) => typed[1].startsWith(b)).length).toLowerCase() : "";
        return SAME_AS_ZOTERO.includes(name) ? name : rdf.defaultUnknownType;
      },
      doImport: () => {},
    };
    const Zotero = {
      Item,
      debug: () => {},
      done: (type) => { detected = type; },
      loadTranslator: () => ({
        setTranslator: () => {},
        setHandler: () => {},
        getTranslatorObject: (callback) => callback(rdf),
      }),
    };
    const attr = (doc, selector, name) => {
      const node = doc.querySelector(selector);
      return node ? node.getAttribute(name) || "" : "";
    };
    const text = (doc, selector) => {
      const node = doc.querySelector(selector);
      return node ? node.textContent : "";
    };
    try {
      // eslint-disable-next-line no-new-func
      const load = new Function("Zotero", "Z", "ZU", "attr", "text",
        `${code}\n;return { detectWeb, doWeb };`);
      const translator = load(Zotero, Zotero, ZU, attr, text);
      const url = document.location.href;
      const returned = translator.detectWeb(document, url);
      translator.doWeb(document, url);
      resolve({ detected: returned || detected, items: saved, statements });
    } catch (error) {
      reject(String(error && error.stack || error));
    }
  });
}

(async () => {
  const code = translatorCode(translatorFile);
  const server = await serve(path.resolve(siteDir));
  const origin = `http://127.0.0.1:${server.address().port}/`;
  const browser = await puppeteer.launch({
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
      "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1"],
  });
  const results = {};
  try {
    for (const page of pages) {
      const tab = await browser.newPage();
      // The connector injects translators whatever the page's policy; the
      // stand-in loads the translator with new Function, which it forbids.
      await tab.setBypassCSP(true);
      await tab.goto(origin + page, { waitUntil: "load" });
      results[page] = await tab.evaluate(runInPage, code);
      await tab.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  process.stdout.write(JSON.stringify(results, null, 1) + "\n");
})().catch((error) => {
  process.stderr.write(String(error && error.stack || error) + "\n");
  process.exit(1);
});
