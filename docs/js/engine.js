// The engine in the browser: one worker running Pyodide with the engine's wheel.
// Imported by live.js and deal.js only when the reader first asks for it
// (Run, Deal), so a page that is only read loads none of this.
//
// Everything comes from the site itself: Pyodide from <root>/pyodide/ (always
// passed as indexURL, so Pyodide never looks for a CDN), the engine from the
// wheel that the build made from the repository's source.

const script = document.getElementById("live-script");
const here = document.baseURI;
export const config = {
  root: new URL(script.dataset.root, here).href,
  pyodide: new URL(script.dataset.pyodide, here).href,
  wheel: new URL(script.dataset.wheel, here).href,
};

// A run of the reader's code that takes longer than this is stopped (the
// worker is ended, and the next run starts Python afresh).
const RUN_LIMIT_MS = 15000;

let worker = null;
let booted = false;
let nextId = 1;
const pending = new Map();
const listeners = new Set();

/** Be told of the loading steps: fn({text, done}). */
export function onProgress(fn) { listeners.add(fn); return () => listeners.delete(fn); }

function start() {
  worker = new Worker(new URL("./engine-worker.js", import.meta.url), { type: "module" });
  worker.addEventListener("message", (event) => {
    const msg = event.data;
    if (msg.type === "progress") {
      if (msg.done) booted = true;
      listeners.forEach((fn) => fn(msg));
      return;
    }
    const job = pending.get(msg.id);
    if (!job) return;
    pending.delete(msg.id);
    clearTimeout(job.timer);
    if (msg.ok) job.resolve(msg.result); else job.reject(new Error(msg.error));
  });
  worker.addEventListener("error", (event) => {
    const error = new Error(`The engine could not start: ${event.message || "worker error"}`);
    pending.forEach((job) => { clearTimeout(job.timer); job.reject(error); });
    pending.clear();
    worker = null;
    booted = false;
    lost = true;
  });
  worker.postMessage({ id: 0, type: "boot", config });
}

/** Is Python loaded already (a warm run)? */
export function isReady() { return booted; }

// The solver's verdicts take longer (a Quadrille deal from its first lead is
// seconds in CPython, more in the browser): these calls have a longer limit.
// The solver stops itself well inside it (playable.table.web.Table.budget); a test
// may shorten it (globalThis.PLAYABLE_SOLVER_LIMIT_MS) to see the worker
// ended and the table opened again.
const SOLVER_LIMIT_MS = 180000;
const SOLVER_CALLS = new Set(["judge", "best_now", "ponder"]);
const solverLimit = () => Number(globalThis.PLAYABLE_SOLVER_LIMIT_MS) || SOLVER_LIMIT_MS;

// The page's table lives in the worker: when the worker is ended (a call past
// its limit) or fails, the table is lost with it.  A page that can open it
// again registers how (onRestart): the calls it must make first, in a fresh
// worker, before the next call to the table.
let lost = false;
let reopen = null;

/** fn() -> [[method, args], ...]: the calls that open the table again where it
 * stood (playable.table.web: "open" or "open_file", then "resume"), or null when
 * there is none. */
export function onRestart(fn) { reopen = fn; }

function ask(type, payload, limit = RUN_LIMIT_MS) {
  if (!worker) start();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const job = { resolve, reject, timer: null };
    const arm = () => {
      job.timer = setTimeout(() => {
        pending.delete(id);
        worker.terminate();
        worker = null;
        booted = false;
        lost = true;
        reject(new Error(`Stopped: the code ran for more than ${limit / 1000} seconds. `
          + "Python starts afresh on the next run."));
      }, limit);
    };
    // The time limit counts from when Python is ready, not from the download.
    if (booted) arm(); else { const off = onProgress((m) => { if (m.done) { off(); arm(); } }); }
    pending.set(id, job);
    worker.postMessage({ id, type, ...payload });
  });
}

/** Stop whatever the engine is doing (the reader's Stop): the worker is
 * ended, the call waiting on it fails with an error whose ``stopped`` is
 * true, and the next call starts Python afresh (a page's table is opened
 * again where it stood first: onRestart). */
export function stop() {
  if (!worker) return;
  worker.terminate();
  worker = null;
  booted = false;
  lost = true;
  const error = Object.assign(new Error("Stopped at your request."), { stopped: true });
  pending.forEach((job) => { clearTimeout(job.timer); job.reject(error); });
  pending.clear();
}

/** Was the worker lost since the table was last called (stopped, or past its limit)? */
export function isLost() { return lost; }

/** Run the blocks of one example (tablerun.run_example); resolves to
 * {blocks: [{text, parts, errors, laws}], ms}. */
export async function runExample(blocks) {
  return JSON.parse(await ask("run", { blocks: JSON.stringify(blocks) }));
}

/** Call the deal table (playable.table.web.call); after the worker was lost, the
 * table is opened again first (see onRestart). */
export async function table(method, ...args) {
  if (lost && method !== "open" && method !== "open_file" && reopen) {
    for (const [m, a] of reopen() || []) {
      const answer = JSON.parse(await ask("table", { method: m, args: JSON.stringify(a) }));
      if (answer.ok === false) throw new Error(answer.message || "the table could not be opened again");
    }
  }
  lost = false;
  const limit = SOLVER_CALLS.has(method) ? solverLimit() : RUN_LIMIT_MS;
  return JSON.parse(await ask("table", { method, args: JSON.stringify(args) }, limit));
}

/** Where a law is on the site. */
export function lawHref(law, pageGame) {
  if (pageGame && law.game === pageGame) return `#${law.anchor}`;
  return `${config.root}${law.game}/#${law.anchor}`;
}
