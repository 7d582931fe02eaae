/* Load Material's search when the reader opens it, not with every page.
   Put inline at the head of every page by docs/hooks/live.py, before the
   theme's bundle: the request for search/search_index.json and the search
   worker wait until the reader clicks or focuses the search, presses one of
   its keys ("/", "s", "f"), or arrives with a search in the address (?q=, ?h=). */
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

  function go() { wanted(); }
  if (/[?&](q|h)=/.test(location.search)) go();
  document.addEventListener("keydown", function (event) {
    var t = event.target;
    if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
    if (event.key === "/" || event.key === "s" || event.key === "f") go();
  }, true);
  ["pointerdown", "focusin", "click"].forEach(function (type) {
    document.addEventListener(type, function (event) {
      var t = event.target;
      if (t && t.closest && t.closest(".md-search, [for='__search'], #__search")) go();
    }, true);
  });
  document.addEventListener("change", function (event) {
    if (event.target && event.target.id === "__search") go();
  }, true);
})();
