// paged.js's settings for the printed edition (docs/hooks/print_edition.py
// serves this file beside the book and the polyfill).
//
// The book's page references ("(p. 12)" after a cross-reference, the page
// numbers of the contents) are CSS `target-counter()`s, which paged.js's
// TargetCounters handler resolves after each page is laid out.  For every
// reference it resolves, that handler reads the computed style of every page
// so far, to count them, and forces a layout of the whole document: with some
// five hundred references in a book of about two hundred pages, two thirds of
// the time the print took (profiled in Chromium: 57 of 84 s).  `FastTargetCounters`
// gives each reference the same number by the same rule — the target's page,
// counted through each page's `counter-reset` and `counter-increment` as paged.js
// counts them — reading each page's style once, and forces one layout per page
// laid out instead of one per reference.  Everything else is paged.js's.

window.PagedConfig = {
  auto: true,
  before: () => {
    const handlers = window.Paged.registeredHandlers;
    const index = handlers.findIndex((handler) => handler.name === "TargetCounters");
    if (index < 0) throw new Error("book.js: paged.js has no TargetCounters handler to replace");
    handlers[index] = fastTargetCounters(handlers[index]);
  },
  after: (flow) => { window.__bookPages = flow.total; },
};

// What a page adds to the page counter: a reset ("page 3" → 3) or null, and
// an increment, read from its computed style as paged.js reads them.
function pageCounting(page) {
  const styles = window.getComputedStyle(page);
  const reset = styles["counter-reset"].replace("page", "").trim();
  const increment = styles["counter-increment"].replace("page", "").trim();
  return {
    reset: reset !== "none" ? parseInt(reset) : null,
    increment: increment !== "none" ? parseInt(increment) : 0,
  };
}

function fastTargetCounters(TargetCounters) {
  return class FastTargetCounters extends TargetCounters {
    constructor(chunker, polisher, caller) {
      super(chunker, polisher, caller);
      this.counting = new WeakMap();  // page element -> pageCounting(page)
      this.resolvedCount = 0;  // names the rules of the references resolved
    }

    // The page number each page shows, in order (paged.js's loop, each page's
    // style read once: a page laid out keeps its counters).
    pageNumbers(pagesArea) {
      const numbers = new Map();
      let pg = 0;  // a target outside every page (none is) would take the last page's
      for (const page of pagesArea.querySelectorAll(".pagedjs_page")) {
        let counting = this.counting.get(page);
        if (counting === undefined) {
          counting = pageCounting(page);
          this.counting.set(page, counting);
        }
        if (counting.reset !== null) pg = counting.reset;
        pg += counting.increment;
        numbers.set(page, pg);
      }
      numbers.set(null, pg);
      return numbers;
    }

    afterPageLayout(fragment, page, breakToken, chunker) {
      const pagesArea = chunker.pagesArea;
      let numbers = null;
      const resolved = [];
      for (const target of Object.values(this.counterTargets)) {
        if (target.func !== "attr") continue;  // as paged.js: only attr() is handled
        const split = target.selector.split(/::?/g);
        const pseudo = split.length > 1 ? "::" + split[1] : "";
        const queried = pagesArea.querySelectorAll(
          split[0] + ":not([data-" + target.variable + "])");
        for (const selected of queried) {
          const reference = target.args.map((name) => selected.getAttribute(name))
            .find((value) => value !== null);
          if (!reference) continue;
          const element = inBook(pagesArea, reference);
          if (!element) continue;
          const selector = `ref-${++this.resolvedCount}`;
          selected.setAttribute("data-" + target.variable, selector);
          const rule = `[data-${target.variable}="${selector}"]${pseudo}`;
          if (target.counter === "page") {
            numbers = numbers || this.pageNumbers(pagesArea);
            const pg = numbers.get(element.closest(".pagedjs_page")) ?? numbers.get(null);
            this.styleSheet.insertRule(`${rule} { counter-reset: ${target.variable} ${pg}; }`,
                                       this.styleSheet.cssRules.length);
          } else {
            const value = element.getAttribute(`data-counter-${target.counter}-value`);
            if (!value) continue;
            this.styleSheet.insertRule(
              `${rule} { counter-reset: ${target.variable} ${target.variable} ${parseInt(value)}; }`,
              this.styleSheet.cssRules.length);
          }
          resolved.push(selected);
        }
      }
      if (resolved.length === 0) return;
      // Chromium draws a counter in generated content again only when its box
      // is made again: hide and show the references resolved, with one layout.
      for (const element of resolved) element.style.display = "none";
      void document.body.offsetHeight;
      for (const element of resolved) element.style.removeProperty("display");
    }
  };
}

// The element a reference ("#law-3") names in the pages laid out so far, or
// null (a reference that names no id is never resolved).
function inBook(pagesArea, reference) {
  if (!reference.startsWith("#") || reference.length < 2) return null;
  return pagesArea.querySelector("#" + CSS.escape(reference.slice(1)));
}
