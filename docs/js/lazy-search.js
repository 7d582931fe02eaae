/* Load Material's script, and its search, when the reader first needs them,
   not with every page.  Put inline at the head of every page by
   docs/hooks/live.py, which also leaves the theme's bundle unfetched in the
   page (a <script type="text/plain" data-lazy-src>).

   * The bundle (tooltips, the colour switch, the search box, the table of
     contents that follows the reading, the back-to-top button), with any
     other script a page holds back the same way (a law page's Cite
     controls, docs/js/cite.js), is fetched at the reader's first sign of
     life: a pointer over the page, a touch, a key, a scroll, focus; at once
     when the address holds a search (?q=, ?h=) or names a place in the page
     (#s76-xv).  The page reads, scrolls, jumps to its anchors and opens its
     disclosures without them.
   * The request for search/search_index.json and the search worker wait until
     the reader clicks or focuses the search, presses one of its keys ("/",
     "s", "f"), or arrives with a search in the address. */
(function () {
  "use strict";
  var wanted, want = new Promise(function (resolve) { wanted = resolve; });
  var isIndex = /\/search\/search_index\.json(?:$|\?)/;
  var isWorker = /\/workers\/search\.[^/]*\.js(?:$|\?)/;

  var open = XMLHttpRequest.prototype.open, send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (method, url) {
    this.__lazySearch = isIndex.test(String(url));
    return open.apply(this, arguments);
  };
  XMLHttpRequest.prototype.send = function () {
    var xhr = this, args = arguments;
    if (!xhr.__lazySearch) return send.apply(xhr, args);
    want.then(function () { send.apply(xhr, args); });
  };

  var RealWorker = window.Worker;
  function LazyWorker(url, options) {
    var target = new EventTarget(), queue = [], worker = null;
    target.postMessage = function (message) {
      if (worker) worker.postMessage(message); else queue.push(message);
    };
    target.terminate = function () { if (worker) worker.terminate(); queue = []; };
    want.then(function () {
      worker = new RealWorker(url, options);
      ["message", "error", "messageerror"].forEach(function (type) {
        worker.addEventListener(type, function (event) {
          target.dispatchEvent(type === "error" ? new ErrorEvent("error", event)
            : new MessageEvent(type, { data: event.data }));
        });
      });
      queue.forEach(function (message) { worker.postMessage(message); });
      queue = [];
    });
    return target;
  }
  window.Worker = function (url, options) {
    return isWorker.test(String(url)) ? LazyWorker(url, options) : new RealWorker(url, options);
  };
  window.Worker.prototype = RealWorker.prototype;

  // The bundle waits for DOMContentLoaded, which has passed when it comes
  // late: a listener for it added after the fact runs at once.
  var listen = document.addEventListener;
  document.addEventListener = function (type, listener) {
    if (type !== "DOMContentLoaded" || document.readyState === "loading") {
      return listen.apply(this, arguments);
    }
    Promise.resolve().then(function () {
      var event = new Event(type);
      if (typeof listener === "function") listener.call(document, event);
      else if (listener) listener.handleEvent(event);
    });
  };

  // A glossary term's definition is written once a page, on its first mark
  // (docs/hooks/page_render.py, FirstUses): its other marks take it from
  // there, before the bundle draws the tooltips from the marks' titles.
  function defineTerms() {
    var marks = document.querySelectorAll("abbr[data-g]"), said = {}, i;
    for (i = 0; i < marks.length; i++) {
      if (marks[i].title) said[marks[i].getAttribute("data-g")] = marks[i].title;
    }
    for (i = 0; i < marks.length; i++) {
      var title = said[marks[i].getAttribute("data-g")];
      if (!marks[i].title && title) marks[i].title = title;
    }
  }

  // Every script the page holds back (a <script type="text/plain"
  // data-lazy-src>): the theme's bundle, and on a law page its Cite
  // controls' (docs/hooks/cite.py).  Loaded once the page has arrived, so
  // that none is missed, and run in the page's order.
  var material = false, replay = null;
  function loadMaterial() {
    if (material) return;
    if (document.readyState === "loading") { ready(loadMaterial); return; }
    var held = document.querySelectorAll("script[data-lazy-src]");
    if (!held.length) return;
    material = true;
    defineTerms();
    var waiting = held.length;
    function came() {
      // The key that woke the page was too early for the bundle: say it
      // again, once every held script has come.
      if (--waiting === 0 && replay) {
        replay.target.dispatchEvent(new KeyboardEvent("keydown", replay));
      }
    }
    for (var i = 0; i < held.length; i++) {
      var script = document.createElement("script");
      script.src = held[i].getAttribute("data-lazy-src");
      script.async = false;
      script.onload = script.onerror = came;
      held[i].replaceWith(script);
    }
  }
  function ready(fn) {
    if (document.readyState === "loading") listen.call(document, "DOMContentLoaded", fn);
    else fn();
  }

  ready(defineTerms);
  function go() { wanted(); loadMaterial(); }
  if (/[?&](q|h)=/.test(location.search)) ready(go);
  // An address that names a place in the page (a law's permalink) is read
  // by more than the reader: a reference manager saving the law reads the
  // metadata tags that cite.js names it in.
  if (location.hash) ready(loadMaterial);
  addEventListener("hashchange", function () { ready(loadMaterial); });
  var signs = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin", "wheel"];
  signs.forEach(function (type) {
    addEventListener(type, function () { ready(loadMaterial); }, { capture: true, passive: true });
  });
  addEventListener("scroll", function () { ready(loadMaterial); }, { passive: true });
  document.addEventListener("keydown", function (event) {
    var t = event.target;
    if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
    if (event.key === "/" || event.key === "s" || event.key === "f") {
      if (!material || !window.component$) {
        replay = { key: event.key, bubbles: true, target: t || document.body };
        event.preventDefault();
      }
      go();
    }
  }, true);
  ["pointerdown", "focusin", "click"].forEach(function (type) {
    document.addEventListener(type, function (event) {
      var t = event.target;
      if (t && t.closest && t.closest(".md-search, [for='__search'], #__search")) go();
      // Material focuses the search box when its label is clicked (the
      // keyboard of a phone comes up only so); until it has come, this does.
      if (type === "click" && !window.component$ && t && t.closest
          && t.closest("[for='__search']")) {
        var input = document.querySelector("input.md-search__input");
        if (input) input.focus();
      }
    }, true);
  });
  document.addEventListener("change", function (event) {
    if (event.target && event.target.id === "__search") go();
  }, true);
})();
