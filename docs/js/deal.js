// The "Deal a hand" pages: a match dealt from a seed (or one deal set up at a
// position), played by the engine's players or with the reader in one seat.
// The board is drawn from the state that playable.table.web.Table returns, in the
// words of the table (playable.table.words, the terminal's words too); every
// act goes through the engine, which refuses an unlawful one with the law it
// breaks, or, "as at the table", lets the reader commit it and applies the
// law's penalty.  Python loads on the first Deal.

const app = document.querySelector(".deal-app");
const game = app.dataset.game;
const form = app.querySelector(".deal-form");
const seedInput = form.querySelector("#deal-seed");
const seatSelect = form.querySelector("#deal-seat");
const playersSelect = form.querySelector("#deal-players"); // Bezique: two or three
const rulesSelect = form.querySelector("#deal-rules"); // the period books' other rules
const othersSelect = form.querySelector("#deal-others");
const lenientBox = form.querySelector("#deal-lenient");
const autoBox = form.querySelector("#deal-auto");
const aheadBox = form.querySelector("#deal-ahead");
const fileInput = form.querySelector("#deal-file");
const fileActsBox = form.querySelector("#deal-file-acts");
const status = app.querySelector(".deal-status");
const board = app.querySelector(".deal-board");
let engine = null;
let current = null; // the last state
let opened = null; // how the table was opened: [method, arguments]
let busy = false;

// If the engine's worker is lost (a call past its time limit ends it), the
// table is opened again where it stood, before the next act: from the same
// arguments, then the records the last state carries (state.resume).
function reopenCalls() {
  if (!opened || !current || !current.resume) return null;
  const calls = [opened, ["resume", [current.resume.records, current.resume.rng]]];
  // the stops before the others' acts he asked for (as at the table)
  if (current.stops) calls.push(["step_by_step", [true]]);
  return calls;
}

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "text") node.textContent = value;
    else if (key === "on") Object.entries(value).forEach(([t, fn]) => node.addEventListener(t, fn));
    else if (value !== false && value != null) node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children) if (child != null) node.append(child);
  return node;
}

// -- the form and the address ------------------------------------------------

const MAX_SEED = 999999999;
// A position in one line (the Positions page), from the address: ?pos=...
// Whatever its length, it is handed to the engine, which sets it up or says
// why it cannot (one too long among the reasons: the limit is the engine's).
let position = null;

// The seats the chosen number of players has (a seat only three have is
// hidden while two play), each named as that many players name it (the
// second seat is North at two, West at three: data-label-N), and the engine's
// players too (Bezique's strong player plays as the period player by three).
function fitSeats() {
  if (!playersSelect) return;
  const seats = Number(playersSelect.selectedOptions[0].dataset.seats);
  for (const option of seatSelect.options) {
    const off = Number(option.dataset.needs || 0) > seats;
    option.hidden = off;
    option.disabled = off;
  }
  for (const option of [...seatSelect.options, ...othersSelect.options]) {
    const label = option.getAttribute(`data-label-${seats}`);
    if (label) option.textContent = label;
  }
  if (seatSelect.selectedOptions[0].disabled) seatSelect.value = "";
}
if (playersSelect) playersSelect.addEventListener("change", fitSeats);

function variant() { return playersSelect && playersSelect.value ? playersSelect.value : null; }
function rules() { return rulesSelect && rulesSelect.value ? rulesSelect.value : null; }

function readAddress() {
  const params = new URLSearchParams(location.search);
  const players = params.get("players");
  if (playersSelect && players !== null
      && [...playersSelect.options].some((o) => o.value === players)) {
    playersSelect.value = players;
  }
  fitSeats();
  const chosenRules = params.get("rules");
  if (rulesSelect && chosenRules !== null
      && [...rulesSelect.options].some((o) => o.value === chosenRules)) {
    rulesSelect.value = chosenRules;
  }
  const seed = params.get("seed");
  let badSeed = false;
  if (seed !== null && /^\d+$/.test(seed) && Number(seed) <= MAX_SEED) {
    seedInput.value = String(Number(seed));
    status.textContent = `Deal ${Number(seed)} is ready: press “Deal the cards”.`;
  } else if (seed !== null) {
    // not dealt at once with the form's seed instead (it had dealt seed 1
    // without a word): the reader is told, and chooses
    badSeed = true;
    seedInput.setAttribute("aria-invalid", "true");
    status.textContent = `The seed in the address, “${seed.slice(0, 40)}”, is not a whole number `
      + `from 0 to ${MAX_SEED}: choose one and press “Deal the cards”.`;
  }
  const pos = params.get("pos");
  if (pos !== null) {
    position = pos;
    status.textContent = "The position in the address is ready: press “Deal the cards” to set "
      + "it up (the seed then only seeds the engine's players).";
  }
  const seat = params.get("seat");
  if (seat !== null && [...seatSelect.options].some((o) => o.value === seat && !o.disabled)) {
    seatSelect.value = seat;
  }
  const others = params.get("others");
  if (others !== null && [...othersSelect.options].some((o) => o.value === others)) {
    othersSelect.value = others;
  }
  if (params.get("lenient") === "1") lenientBox.checked = true;
  if (params.get("auto") === "1") autoBox.checked = true;
  // A link to a seat deals at once: the reader came to play (not with a seed
  // he did not give).
  return !badSeed && seat !== null && seatSelect.value === seat && seat !== "";
}

function shareURL(seed) {
  const url = new URL(location.href);
  url.search = "";
  url.hash = "";
  url.searchParams.set("seed", String(seed));
  if (position !== null) url.searchParams.set("pos", position);
  if (variant() !== null) url.searchParams.set("players", variant());
  if (rules() !== null) url.searchParams.set("rules", rules());
  if (seatSelect.value !== "") url.searchParams.set("seat", seatSelect.value);
  if (othersSelect.value !== "period") url.searchParams.set("others", othersSelect.value);
  if (lenientBox.checked) url.searchParams.set("lenient", "1");
  if (autoBox.checked) url.searchParams.set("auto", "1");
  return url;
}

function chosenSeed() {
  const text = seedInput.value.trim();
  if (!/^\d+$/.test(text) || Number(text) > MAX_SEED) return null;
  return Number(text);
}

function drawSeed() {
  const values = new Uint32Array(1);
  crypto.getRandomValues(values);
  seedInput.value = String(1 + (values[0] % 999999));
  seedInput.removeAttribute("aria-invalid");
  history.replaceState(null, "", shareURL(seedInput.value));
}

form.querySelector(".deal-draw").addEventListener("click", () => {
  drawSeed();
  status.textContent = `Seed ${seedInput.value} drawn: press “Deal the cards”.`;
});

// "Another match?": a new seed, the same seat and players, dealt at once.
function anotherMatch() {
  position = null;
  drawSeed();
  form.requestSubmit();
}

form.addEventListener("submit", async (event) => {
  event.preventDefault();
  const seed = chosenSeed();
  if (seed === null) {
    seedInput.setAttribute("aria-invalid", "true");
    status.textContent = `The seed must be a whole number from 0 to ${MAX_SEED}.`;
    seedInput.focus();
    return;
  }
  seedInput.removeAttribute("aria-invalid");
  history.replaceState(null, "", shareURL(seed));
  const seat = seatSelect.value === "" ? null : Number(seatSelect.value);
  const args = [game, seed, seat, othersSelect.value, position, lenientBox.checked,
    autoBox.checked, variant(), rules()];
  if (await call("open", args)) opened = ["open", args];
});

// "Or deal the cards of a file": a record saved here, or a file in one of the
// game's formats (Whist's PBN), read in the browser and handed to the engine,
// which reads it as the terminal reads its files or says why it cannot.  Its
// cards are not the seed's: the address names no seed while they are dealt.
// With "Make its acts again" ticked, each deal opens where its play stopped.
// the engine's limit on a file of deals (playable.engine.checks), written by
// the page: a larger file is refused before it is read
const MAX_FILE_BYTES = Number(fileInput.dataset.maxBytes);
// a file's text as the engine reads a file's bytes (playable.whist.pbn): UTF-16
// by its byte order mark (Windows's "Unicode"), else UTF-8
function fileText(bytes) {
  const mark = bytes.length > 1 ? (bytes[0] << 8) | bytes[1] : 0;
  const encoding = mark === 0xfffe ? "utf-16le" : mark === 0xfeff ? "utf-16be" : "utf-8";
  return new TextDecoder(encoding).decode(bytes);
}
fileInput.addEventListener("change", async () => {
  const file = fileInput.files && fileInput.files[0];
  if (!file) return;
  fileInput.value = ""; // the same file may be chosen again
  if (file.size > MAX_FILE_BYTES) {
    status.textContent = `${file.name}: too large (a file of deals holds at most `
      + `${MAX_FILE_BYTES.toLocaleString("en")} bytes).`;
    return;
  }
  let text;
  try {
    text = fileText(new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    status.textContent = `${file.name} could not be read.`;
    return;
  }
  const seed = chosenSeed();
  const seat = seatSelect.value === "" ? null : Number(seatSelect.value);
  const args = [game, text, file.name, seed === null ? 0 : seed, seat, othersSelect.value,
    lenientBox.checked, autoBox.checked, fileActsBox.checked];
  if (await call("open_file", args)) {
    // the table's cards are the file's now: not the position's, nor the seed's
    position = null;
    opened = ["open_file", args];
    history.replaceState(null, "", location.pathname);
  }
});

// -- talking to the engine --------------------------------------------------

// While the engine works, every button but Stop waits (call's finally lets them go).
function holdButtons() {
  app.querySelectorAll("button:not([data-stop])").forEach((b) => { b.disabled = true; });
}

// One reader's act: the engine's answer is drawn, then, when the table has
// acts to make before the reader's turn (the other seats, a forced draw), they
// are made: one call for the period and random players, one act at a time
// for the strong player, who thinks for up to a second a move (the page says
// so while it thinks).
async function call(method, args = []) {
  if (busy) return null;
  busy = true;
  stopPondering();
  const clicked = performance.now();
  const focusKey = document.activeElement && document.activeElement.dataset
    ? document.activeElement.dataset.key : null;
  let rendered = false;
  app.classList.add("live-busy");
  holdButtons();
  let stop = () => {};
  try {
    if (!engine) {
      engine = await import("./engine.js");
      engine.onRestart(reopenCalls);
    }
    if (!engine.isReady()) {
      status.textContent = "Loading Python and the engine (the first deal takes a few seconds)…";
      stop = engine.onProgress((m) => { if (!m.done) status.textContent = m.text; });
    }
    // The strong player's acts are asked for one at a time (see playOn);
    // the best card is judged act by act, with its progress shown.
    // the acts told after "Play on to my turn": those since the press (its
    // answer had told none of the acts it made)
    const prior = method === "run" && current && current.seat !== null
      ? current.history.length : undefined;
    let answer;
    if (method === "best") answer = await judgeBest(clicked);
    else if (method === "run" && current && current.thinking) answer = { ok: true, state: current };
    else answer = await engine.table(method, ...args);
    if (!answer.ok && !answer.state) { // a position the engine cannot set up
      status.textContent = answer.message;
      return null;
    }
    const before = answer.state.history.length;
    const shown = answer; // the reader's own answer (a refusal, a commitment) stays in view
    if (answer.state.waiting || (method === "run" && answer.state.thinking)) {
      answer = await playOn(answer, method === "run");
      answer.refused = shown.refused;
      answer.message = answer.message || shown.message;
      answer.since = before;
    }
    if (prior !== undefined) answer.since = Math.min(answer.since ?? prior, prior);
    render(answer);
    rendered = true;
    return answer;
  } catch (error) {
    const kept = current && opened ? " The table is kept: your next act opens it again where it stood." : "";
    if (current && engine && engine.isLost()) {
      // The solver's verdicts were the lost worker's: none is judged now.
      current = { ...current, best: { ...current.best, verdicts: [], judged: 0, analysed: false } };
    }
    if (error.stopped && current) {
      render({ ok: true, state: current });
      rendered = true;
      status.textContent = `Stopped.${kept}`;
    } else status.textContent = `The engine failed: ${error.message}${kept}`;
    return null;
  } finally {
    stop();
    busy = false;
    app.classList.remove("live-busy");
    thinking.hidden = true;
    app.querySelectorAll("button").forEach((b) => { b.disabled = b.dataset.off === "1"; });
    if (rendered) restoreFocus(focusKey, method);
    // The time from the click on "Show the best card" to its answer drawn
    // (tests/benchmarks/browser.py reads it); empty when no answer came.
    if (method === "best") {
      app.dataset.bestElapsed = rendered ? String(performance.now() - clicked) : "";
      app.dataset.bestRuns = String(Number(app.dataset.bestRuns || 0) + 1);
    }
    ponderSoon();
  }
}

// Thinking ahead: while the reader looks at the table the engine's worker is
// idle, and "Show the best card" takes seconds early in a deal.  So, once the
// reader has paused, the page asks the table to work on what that question
// will ask (playable.table.web's ponder; playable/table/ahead.py), a short
// slice at a time: watching, the best card now and the verdict on the last
// act; in a seat, the verdict on every act so far, which the table keeps
// back until the deal is over and the reader asks.  Nothing is drawn: the
// answer is there sooner when asked.  An act of the reader's waits at most
// for the slice in hand; it stops the pondering, which starts again at the
// next pause.  Not while the page is hidden, nor once the reader unticks
// "Think ahead" (a phone's battery), a choice this browser keeps (not the
// address: it is not the deal's); globalThis.PLAYABLE_PONDER = false turns
// it off too (the tests and benchmarks that time a question cold).
const PONDER_SLICE_S = 0.15;
const PONDER_PAUSE_MS = 400;
const AHEAD_KEY = "playable-think-ahead";
let ponderTimer = null;
let ponderRound = 0;

// Without storage (a browser that refuses it) the box stays as the page has
// it, ticked, and the reader's choice holds for this visit only.
try {
  if (localStorage.getItem(AHEAD_KEY) === "0") aheadBox.checked = false;
} catch (error) {
  // nothing kept: ticked
}
aheadBox.addEventListener("change", () => {
  try {
    localStorage.setItem(AHEAD_KEY, aheadBox.checked ? "1" : "0");
  } catch (error) {
    // kept for this visit only
  }
  if (!aheadBox.checked) stopPondering(); else if (!busy) ponderSoon();
});

function stopPondering() {
  clearTimeout(ponderTimer);
  ponderRound += 1;
  delete app.dataset.ponder;
}

function ponderSoon() {
  stopPondering();
  if (globalThis.PLAYABLE_PONDER === false || !aheadBox.checked || !current) return;
  ponderTimer = setTimeout(ponder, PONDER_PAUSE_MS);
}

async function ponder() {
  const round = ponderRound;
  // app.dataset.ponder: "working", then "done" once there is no more to do
  // here; ponderSlices, the slices asked for; ponderKept, the verdicts kept back
  const mayGo = () => round === ponderRound && !busy && engine && engine.isReady()
    && !engine.isLost() && document.visibilityState === "visible";
  while (mayGo()) {
    app.dataset.ponder = "working";
    let answer;
    try {
      answer = await engine.table("ponder", PONDER_SLICE_S);
    } catch (error) {
      return; // the worker was stopped or lost: the reader's next act opens it again
    }
    app.dataset.ponderSlices = String(Number(app.dataset.ponderSlices || 0) + 1);
    if (answer.ok) app.dataset.ponderKept = String(answer.ponder.verdicts);
    if (!answer.ok || answer.ponder.done) {
      if (round === ponderRound) app.dataset.ponder = "done";
      return;
    }
  }
}

document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible") { if (!busy) ponderSoon(); } else stopPondering();
});

// While the solver or the strong player works: what it is doing, and Stop,
// which ends the engine's worker; the table is drawn again as it stood, and
// opened again there at the reader's next act (engine.onRestart).
const thinkingWords = el("span", { role: "status" });
const stopButton = el("button", { type: "button", class: "deal-stop", "data-stop": "1", text: "Stop",
  on: { click: () => { if (engine) engine.stop(); } } });
const thinking = el("div", { class: "deal-thinking", hidden: true }, thinkingWords, " ", stopButton);
app.insertBefore(thinking, board);

function showThinking(text) {
  thinkingWords.textContent = text;
  thinking.hidden = false;
  stopButton.disabled = false;
}

// The table's acts up to the reader's turn (or, watching, to the end).
async function playOn(answer, toEnd) {
  const state = answer.state;
  // to his turn past the stops he asked for (Play on to my turn), or to the
  // next of them (after his own act)
  if (!state.thinking) return engine.table("run", true, Boolean(toEnd));
  // the live regions hold their words till the table stops (a reader heard
  // a hundred changes in ten seconds of "Play to the end")
  const quiet = [status, thinkingWords];
  quiet.forEach((n) => n.setAttribute("aria-busy", "true"));
  try {
    return await steps(answer, toEnd);
  } finally {
    quiet.forEach((n) => n.removeAttribute("aria-busy"));
  }
}

async function steps(answer, toEnd) {
  let last = answer;
  for (let i = 0; i < 2000; i += 1) {
    const s = last.state;
    if (s.over || (s.seat !== null && !s.waiting && !(toEnd && s.paused))
      || (s.seat === null && !toEnd && i > 0)) break;
    if (s.to_move !== null && s.to_move !== s.seat) {
      app.dataset.thoughts = String(Number(app.dataset.thoughts || 0) + 1);
      showThinking(`${s.names[s.to_move].replace(/^./, (c) => c.toUpperCase())} `
        + `is thinking… (${s.thinking}).`);
    }
    render(last, { final: false });
    last = await engine.table("step");
  }
  return last;
}

// "Show the best card": watching, the verdict on the last act and the value
// of every lawful act now, asked in slices of a second and a half so that a
// large position shows how far it has come (playable.table.web's best_now);
// in a seat, once the deal is over, the verdict on every act of it, judged a
// few at a time (each call has a time budget).
const bestSlice = () => Number(globalThis.PLAYABLE_BEST_SLICE_S) || 1.5;

async function judgeBest(clicked) {
  const state = current;
  // The time from the click to the first answer that names a best card
  // (tests/benchmarks/browser.py reads it beside bestElapsed).
  delete app.dataset.bestShownElapsed;
  const shown = () => {
    if (!app.dataset.bestShownElapsed) app.dataset.bestShownElapsed = String(performance.now() - clicked);
  };
  if (state.seat === null && !state.over) {
    showThinking("The solver is thinking… (a best card now, the last act's verdict, then the "
      + "value of every lawful act now; a large position takes seconds).");
    // The reader's question first: where the solver names one best card before
    // it values the others (Whist's), that card comes before the last act's verdict.
    let answer = await engine.table("best_now", bestSlice());
    while (answer.ok && answer.now && answer.now.partial && !answer.now.first) {
      showThinking(sliceWords(answer.now));
      answer = await engine.table("best_now", bestSlice());
    }
    if (answer.ok && answer.now && (answer.now.first || answer.now.best)) shown();
    if (answer.ok && state.history.length) {
      if (answer.now && answer.now.first) {
        showThinking(`The solver is thinking… ${firstWords(answer.now)}; the last act's verdict `
          + "next, then the value of every card.");
      }
      const judged = await engine.table("judge", state.history.length - 1);
      // the values go on where they were not all found; a whole answer is
      // not asked again: the verdict's state is drawn with it
      answer = answer.now && answer.now.partial ? await engine.table("best_now", bestSlice())
        : { ...judged, now: answer.now };
    }
    while (answer.ok && answer.now && answer.now.partial) {
      showThinking(sliceWords(answer.now));
      answer = await engine.table("best_now", bestSlice());
    }
    answer.bestShown = true;
    return answer;
  }
  // Each call judges the acts a slice allows (at least one); the verdicts
  // judged so far are drawn between them, so the reader reads the first acts'
  // while the solver works on the rest.
  let answer = { ok: true, state };
  while (answer.ok && answer.state.best.judged < answer.state.best.acts) {
    const b = answer.state.best;
    if (b.judged) render(answer, { final: false });
    showThinking(`The solver is thinking… judging act ${b.judged + 1} of ${b.acts}.`);
    answer = await engine.table("judge", b.judged, bestSlice());
  }
  answer.bestShown = true;
  return answer;
}

// How far a large position's values have come: "The solver is thinking… 4
// of the 11 cards North may play valued so far; the best of these: Q♦ or 4♦."
// Where one best card was found first: "The solver is thinking… a best card
// for North: Q♦ (+2 points); 4 of the 11 cards valued so far, to find any
// other as good and what each of the others is worth."
function sliceWords(now) {
  const done = now.solved.length;
  const who = now.name || "the player";
  const rest = "to find any other as good and what each of the others is worth.";
  if (now.first) {
    return `The solver is thinking… ${firstWords(now)}; `
      + (done ? `${done} of the ${now.acts} cards valued so far, ${rest}`
        : `now valuing each of the ${now.acts} cards, ${rest}`);
  }
  if (!done) {
    return `The solver is thinking… looking for the best of the ${now.acts} cards ${who} may play.`
      + (now.tricks ? ` So far it has proved that ${trickWords(now.tricks)}.` : "");
  }
  let words = `The solver is thinking… ${done} of the ${now.acts} cards ${who} `
    + "may play valued so far";
  const best = now.solved.filter((v) => v.value === 0).map((v) => v.label);
  if (best.length > 3) best.splice(3, best.length, `${best.length - 3} other${best.length > 4 ? "s" : ""}`);
  if (done) words += `; the best of these: ${best.join(" or ")}`;
  return `${words}.`;
}

// What the solver's questions have proved of a large position before its
// value is known (playable.table.web's best_now, now.tricks): "South and
// North take at least 6 and at most 8 of the 13 tricks to play".
function trickWords(t) {
  const how = t.least === t.most ? `exactly ${t.least}`
    : t.least > 0 && t.most < t.of ? `at least ${t.least} and at most ${t.most}`
      : t.least > 0 ? `at least ${t.least}` : `at most ${t.most}`;
  return `${t.side} ${t.seats > 1 ? "take" : "takes"} ${how} of the ${t.of} tricks to play`;
}

// The best card found first, before the others are valued: "a best card for
// North: Q♦ (+2 points)".
function firstWords(now) {
  const f = now.first;
  return `a best card for ${now.name || "the player"}: ${f.best.join(" or ")} `
    + `(${f.value >= 0 ? "+" : ""}${f.value} ${f.value_unit})`;
}

// After the board is drawn again, focus goes back to the control the reader
// used (or, after dealing, to the first card he may play, or the first control).
function restoreFocus(focusKey, method) {
  const again = focusKey && board.querySelector(`[data-key="${CSS.escape(focusKey)}"]`);
  if (again && !again.disabled) { again.focus(); return; }
  if (method === "open" || method === "next" || focusKey) {
    const first = board.querySelector("button.deal-card.legal, .deal-choices button:not([disabled]), .deal-controls button:not([disabled])");
    if (first) first.focus();
  }
}

// -- drawing the table ----------------------------------------------------------

const capital = (text) => text.replace(/^./, (c) => c.toUpperCase());

// A card, drawn as a card: a plain face of the period's kind (no indices
// were printed then; these have one in the corner, which is all a fanned
// hand shows), pips for the small cards, a framed letter for the court
// cards, made here as an SVG image.  The suit's shape tells it, never its colour
// alone.  A card the reader may play stands raised.  The accessible name says
// the card in words ("K♥ hearts playable (king of hearts)").

// Where the pips lie on a face 60 wide and 84 high.
const COLS = [19, 30, 41];
const pair = (y) => [[COLS[0], y], [COLS[2], y]];
const PIPS = {
  A: [[30, 42]],
  2: [[30, 20], [30, 64]],
  3: [[30, 20], [30, 42], [30, 64]],
  4: [...pair(20), ...pair(64)],
  5: [...pair(20), [30, 42], ...pair(64)],
  6: [...pair(20), ...pair(42), ...pair(64)],
  7: [...pair(20), [30, 31], ...pair(42), ...pair(64)],
  8: [...pair(20), [30, 31], ...pair(42), [30, 53], ...pair(64)],
  9: [...pair(18), ...pair(34), [30, 42], ...pair(50), ...pair(66)],
  10: [...pair(18), [30, 26], ...pair(34), ...pair(50), [30, 58], ...pair(66)],
};

// The face as an image (its words are the card's accessible name, not text
// in the page), made once for each card.
const faces = new Map();
function faceImage(card) {
  const key = card.text;
  if (faces.has(key)) return faces.get(key);
  const ink = card.red ? "#b00020" : "#1a1a1a";
  const text = (x, y, size, body, extra = "") => `<text x="${x}" y="${y}" font-size="${size}" `
    + `text-anchor="middle" ${extra}>${body}</text>`;
  const corner = text(8.5, 14, card.rank === "10" ? 10.5 : 13, card.rank, 'font-weight="700"')
    + text(8.5, 25.5, 11, card.symbol);
  let middle = "";
  const pips = PIPS[card.rank];
  if (pips) {
    const size = card.rank === "A" ? 30 : 13;
    for (const [x, y] of pips) {
      const turn = y > 42 && card.rank !== "A" ? `transform="rotate(180 ${x} ${y})"` : "";
      middle += text(x, y + size * 0.36, size, card.symbol, turn);
    }
  } else { // king, queen, knave: a framed letter and the suit
    middle = `<rect x="15" y="13" width="30" height="58" rx="2" fill="none" stroke="${ink}" `
      + `stroke-width="1.2"/>${text(30, 44, 22, card.rank, 'font-weight="700"')}`
      + text(30, 62, 13, card.symbol);
  }
  const image = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 84">`
    + `<rect x=".75" y=".75" width="58.5" height="82.5" rx="5" fill="#fffdf7" stroke="#8a8a8a"/>`
    + `<g fill="${ink}" font-family="Georgia,'DejaVu Serif',serif">${corner}`
    + `<g transform="rotate(180 30 42)">${corner}</g>${middle}</g></svg>`;
  const url = `url("data:image/svg+xml,${encodeURIComponent(image)}")`;
  faces.set(key, url);
  return url;
}

function cardFace(card, { button = false, legal = false, fromTable = false } = {}) {
  const shown = `${card.text} ${card.suit}${legal ? " playable" : ""}`;
  const face = el(button ? "button" : "span", {
    class: `deal-card${card.red ? " red" : ""}${legal ? " legal" : ""}`,
    "aria-label": `${shown} (${card.name})`,
    type: button ? "button" : null,
    role: button ? null : "img",
    "data-card": card.text,
    "data-key": button ? `card-${card.text}-${fromTable ? "t" : "h"}` : null,
  });
  face.style.backgroundImage = faceImage(card);
  if (button) face.addEventListener("click", () => call("play", [card.text, fromTable]));
  return face;
}

// A row of cards, overlapping as far as the width needs (a hand is fanned).
function cardList(cards, opts, label) {
  return el("ul", { class: "deal-cards deal-fan", "aria-label": label },
    ...cards.map((c) => el("li", {}, cardFace(c, { ...opts, legal: opts.button && c.legal }))));
}

function possessive(name) { return name === "You" ? "Your" : `${name}'s`; }

// Where a seat sits at the table, seen from the reader's chair (watching:
// from the first seat's): he at the bottom, the others round the table in
// the order of play (state.to_the_right): Quadrille's goes to the right (the
// next seat sits on one's right: playable.quadrille), Whist's and
// three-handed Bezique's to the left.
function place(seat, state) {
  const n = state.players;
  const k = (seat - (state.seat === null ? 0 : state.seat) + n) % n;
  if (k === 0) return "bottom";
  if (n === 2) return "top";
  const round = state.to_the_right ? ["bottom", "right", "top", "left"]
    : ["bottom", "left", "top", "right"];
  if (n === 3) return round[k === 1 ? 1 : 3];
  return round[k];
}

function seatBox(seat, state) {
  const yours = state.seat === seat.seat;
  const box = el("section", {
    class: `deal-seat deal-at-${place(seat.seat, state)}${seat.to_move ? " to-move" : ""}`
      + `${yours ? " yours" : ""}`,
    "aria-labelledby": `deal-seat-${seat.seat}`,
    "data-seat": String(seat.seat),
  }, el("h3", { id: `deal-seat-${seat.seat}`, text: seat.label + (seat.to_move ? " — to move" : "") }));
  if (seat.hidden) {
    box.append(el("p", { class: "deal-count", text: seat.count ? `${seat.count} card${seat.count === 1 ? "" : "s"}, face down.` : "No cards in hand." }));
    const backs = el("div", { class: "deal-cards deal-fan deal-backs", "aria-hidden": "true" },
      ...Array.from({ length: seat.count }, () => el("span", { class: "deal-card back" })));
    box.append(backs);
    if (seat.table.length) box.append(el("p", { class: "deal-count", text: "Declared, on the table:" }), cardList(seat.table, {}, `${possessive(seat.name)} declared cards`));
    return box;
  }
  const button = yours && !state.over;
  if (seat.hand.length) box.append(cardList(seat.hand, { button }, `${possessive(seat.name)} hand`));
  else if (!seat.dealt) box.append(el("p", { class: "deal-count", text: "No cards in hand." }));
  if (seat.table.length) {
    box.append(el("p", { class: "deal-count", text: "Declared, on the table (played from there as from the hand):" }),
      cardList(seat.table, { button, fromTable: true }, `${possessive(seat.name)} declared cards`));
  }
  if (seat.dealt) {
    box.append(el("p", { class: "deal-count", text: "The hand as dealt:" }),
      cardList(seat.dealt, {}, `${possessive(seat.name)} hand as dealt`));
  }
  return box;
}

// The trick in the middle of the table, each card before the seat that
// played it (the last trick, when none is on the table, dimmed).
function trickBox(state) {
  const box = el("section", { class: "deal-trick", "aria-labelledby": "deal-trick-h" });
  const cards = (list, label) => el("ul", { class: "deal-cards deal-table-cards", "aria-label": label },
    ...list.map((t) => el("li", { class: `deal-at-${place(t.seat, state)}` },
      el("span", { class: "deal-who", text: `${t.name} ` }), cardFace(t.card))));
  if (state.trick.length) {
    box.append(el("h3", { id: "deal-trick-h", text: `On the table: trick ${state.tricks + 1}` }));
    box.append(cards(state.trick, "The trick so far"));
  } else if (state.last_trick) {
    const t = state.last_trick;
    box.classList.add("deal-last");
    box.append(el("h3", { id: "deal-trick-h", text: `Trick ${state.tricks}, won by ${t.name}` }));
    box.append(cards(t.cards, "The last trick"));
  } else {
    box.append(el("h3", { id: "deal-trick-h", text: "No trick played yet" }));
  }
  return box;
}

// The stock and the card turned up, where they lie: the turn-up face up
// beside the stock, named under it (at Whist, with no stock, it lies beside
// the trick and was taken for a card played to it).
function pileBox(state) {
  if (state.stock === null && !state.turn_up) return null;
  const box = el("div", { class: "deal-pile" });
  if (state.stock) {
    box.append(el("span", { class: "deal-stock", role: "img",
      "aria-label": `The stock: ${state.stock} card${state.stock === 1 ? "" : "s"}` },
    el("span", { class: "deal-card back" }), el("span", { class: "deal-stock-count", text: String(state.stock) })));
  }
  if (state.turn_up) {
    const up = cardFace(state.turn_up);
    up.setAttribute("aria-label", `Turned up: ${state.turn_up.text} (${state.turn_up.name})`);
    box.append(el("span", { class: "deal-turn-up" }, up,
      el("span", { class: "deal-pile-label", "aria-hidden": "true", text: "turned up" })));
  }
  return box;
}

// An engine seat's act and its player's reason ("West plays 4♦: second hand
// low (Whist, maxim …)."), the maxim or law a link.
function reasonOf(note) {
  const said = [`${note.act.replace(/\.$/, "")}: ${note.text.replace(/\.$/, "")}`];
  if (note.law) said.push(" (", lawLink(note.law), ")");
  return [...said, "."];
}

function lawLink(law) {
  return el("a", { href: engine.lawHref(law, null), text: `${law.citation} “${law.title}”` });
}

// What the status line (a live region) says after an act: the acts since the
// reader's own, the trick they closed, then whose turn it is; a reader who
// cannot see the table had been told only "Your turn: Play a card."
let toldTricks = 0; // the tricks turned when the status line last spoke
function heard(answer, state, final) {
  if (!final) return state.status; // the table still moving: told when it stops
  const told = answer.since !== undefined ? state.acts.slice(answer.since) : [];
  if (state.tricks > toldTricks && state.last_trick) {
    // the last trick turned, told after the act whose card closed it (the
    // state names it: before a declaration or a draw that followed it);
    // first where that act was the reader's own, told before these
    const at = Math.max(0, state.last_trick.closing + 1 - (answer.since ?? state.acts.length));
    told.splice(Math.min(at, told.length), 0, `Trick ${state.tricks} won by ${state.last_trick.name}.`);
  }
  toldTricks = state.tricks;
  return [...told, state.status].join(" ");
}

// The table always in view: the words of the table (trumps and turn-up, the
// ombre, the called king and your side, tricks, stock, points of the deal and
// the match, whose turn, the last trick), kept at the top of the window.
function summary(state) {
  const lines = state.table.filter((line) => !/^(Your turn\.|To play: )/.test(line));
  const box = el("section", { class: "deal-summary", "aria-labelledby": "deal-summary-h" },
    el("h3", { id: "deal-summary-h", class: "deal-summary-title",
      text: `${state.title}${state.match ? `, deal ${state.deal_number}` : ""}` }));
  lines.forEach((line, i) => box.append(el("p", {
    class: i === 0 && /^Trumps/.test(line) ? "deal-trumps" : "deal-line", text: line })));
  // the rules chosen, where they are not our text's
  if (state.rules) box.append(el("p", { class: "deal-line deal-rules", text: state.rules.line }));
  box.append(el("p", { class: "deal-turn", text: state.status }));
  return box;
}

function refusalBox(answer) {
  const r = answer.refused;
  const box = el("div", { class: "deal-refusal", role: "alert" },
    el("strong", { text: "Refused: " }), r.law ? `${r.words} — ` : r.words.replace(/\.$/, ""),
    r.law ? lawLink(r.law) : "", ".");
  if (r.commit) {
    if (r.law_text) box.append(el("blockquote", { class: "deal-law-text", text: r.law_text }));
    box.append(el("p", {}, "You play as at the table: you may do it anyway, and the law will "
      + "deal with it when it is found. ",
    el("button", { type: "button", class: "deal-commit", "data-key": "commit",
      text: "Do it anyway", on: { click: () => call("commit", [null]) } })));
  }
  return box;
}

function committedBox(state) {
  const box = el("section", { class: "deal-committed", "aria-labelledby": "deal-committed-h" },
    el("h3", { id: "deal-committed-h", text: "Your irregularities, and the law" }));
  for (const c of state.committed) {
    box.append(el("p", { text: c.act }));
    if (c.none) box.append(el("p", { text: c.none }));
    for (const i of c.irregularities) {
      box.append(el("p", {}, `${i.said} The law: `, lawLink(i.law), "."));
      box.append(el("blockquote", { class: "deal-law-text", text: i.text }));
      // what the terminal says between the law and its penalty: the reading the
      // engine follows (Hoyle's law 10), where the penalty comes from (the witness)
      for (const note of i.notes || []) box.append(el("p", { class: "deal-after", text: note }));
      box.append(el("p", { class: "deal-after", text: i.after }));
    }
  }
  if (state.penalties.length) {
    box.append(el("ul", { class: "deal-penalties" },
      ...state.penalties.map((line) => el("li", { text: line }))));
  }
  return box;
}

function choicesBox(state) {
  const box = el("div", { class: "deal-controls deal-choices", role: "group",
    "aria-labelledby": "deal-choices-h" }, el("span", { id: "deal-choices-h", text: state.prompt || "Your choices:" }));
  for (const a of state.actions) {
    box.append(el("button", {
      type: "button", "data-key": `act-${a.label}`, text: a.label,
      // What the choice means is read from the list below (a title would be
      // made a tooltip outside the page's landmarks by the theme's script).
      "aria-describedby": a.meaning || a.law ? `deal-meaning-${a.index}` : null,
      on: { click: () => call("act", [a.index]) },
    }));
  }
  const explained = state.actions.filter((a) => a.meaning || a.law);
  if (!explained.length) return [box];
  const help = el("details", { class: "deal-help-choices" },
    el("summary", { text: "What these choices mean" }),
    el("ul", {}, ...explained.map((a) => el("li", { id: `deal-meaning-${a.index}` },
      el("strong", { text: a.label }),
      a.meaning ? `: ${a.meaning}` : "", a.law ? " — " : "", a.law ? lawLink(a.law) : ""))));
  return [box, help];
}

// The period player's choice in the reader's seat, and why, made from his
// seat's view alone (playable.table.session's advice): asked, then shown.
function adviceBox(answer) {
  const box = el("p", { class: "deal-advice" });
  const advice = answer.advice;
  if (!advice) {
    box.append(el("button", { type: "button", class: "deal-ask-advice", "data-key": "advice",
      text: "What would the period player do?", on: { click: () => call("advice") } }));
    return box;
  }
  box.append(advice.text.replace(/\.$/, ""));
  if (advice.law) box.append(" (", lawLink(advice.law), ")");
  box.append(".");
  return box;
}

function irregularBox(state) {
  // open where the table waits for it, before the deal's first act
  const box = el("details", { class: "deal-irregular", open: Boolean(state.paused) },
    el("summary", { text: `Break a law (as at the table): ${state.irregular.length} irregular act${state.irregular.length === 1 ? "" : "s"} open to you` }));
  const list = el("ul", {});
  const button = (a, text, label) => el("button", { type: "button", "data-key": `irr-${a.label}`,
    text, "aria-label": label, on: { click: () => call("commit", [a.index]) } });
  let cards = null;  // the run of acts differing by their card alone, being listed
  for (const a of state.irregular) {
    if (a.run && !a.run.first && cards) {
      cards.append(" ", button(a, a.run.card, a.label));
      continue;
    }
    if (a.run) {  // a run: its words once, a button a card, then why any of them is refused
      cards = el("span", { class: "deal-irregular-cards" }, button(a, a.run.card, a.label));
      list.append(el("li", {}, `${a.run.head}: `, cards, a.run.why ? ` ${a.run.why} ` : " ",
        a.law ? lawLink(a.law) : ""));
      continue;
    }
    cards = null;
    list.append(el("li", {}, button(a, a.label, null),
      a.why ? ` ${a.why} ` : " ", a.law ? lawLink(a.law) : ""));
  }
  box.append(list);
  return box;
}

function verdictBox(state) {
  const box = el("section", { class: "deal-verdict", "aria-labelledby": "deal-verdict-h" },
    el("h3", { id: "deal-verdict-h", text: `Deal ${state.deal_number}: who won it, and why` }));
  box.append(el("ul", { class: "deal-account" }, ...state.verdict.map((line) => el("li", { text: line.trim() }))));
  const m = state.match;
  if (m && m.winner) {
    box.append(el("p", { class: "deal-match-winner", text: m.winner }),
      el("p", { class: "deal-another" }, `Another ${m.word}? `, el("button", { type: "button",
        class: "deal-another-go", "data-key": "another", text: `Deal a new ${m.word}`,
        on: { click: anotherMatch } }), " (from a new seed, in the same seat)."));
  }
  else if (m && m.kind === "table") box.append(el("p", { text: "Quadrille's table plays on, the pool carried, for as many deals as you like." }));
  return box;
}

// The best card: the solver's verdicts, double dummy (every hand in view).
function bestBox(answer) {
  const state = answer.state;
  const best = state.best;
  const box = el("section", { class: "deal-best", "aria-labelledby": "deal-best-h" },
    el("h3", { id: "deal-best-h", text: "The best card" }));
  if (!best.open) {
    box.append(el("p", { text: best.why_closed }));
    return box;
  }
  box.append(el("p", { class: "deal-best-note", text: "The solver sees every hand (double "
    + "dummy): its best card is the best with all the cards known, which no player at the "
    + "table knew." + (best.pace ? ` ${best.pace}` : "") }));
  const go = el("button", { type: "button", class: "deal-best-go", "data-key": "best",
    text: state.seat === null && !state.over ? "Show the best card" : "Show the best card for every act",
    on: { click: () => call("best") } });
  box.append(go);
  if (answer.now) {
    const now = answer.now;
    if (now.why) {
      box.append(el("p", { class: "deal-best-now", text: `Now: no verdict: ${now.why}.` }));
      if (now.first) {
        box.append(el("p", { class: "deal-best-first", text: `Found before the budget ran out: `
          + `${firstWords(now)}; the other cards were not all valued.` }));
      } else if (now.tricks) {
        box.append(el("p", { class: "deal-best-tricks", text: `Proved before the budget ran out: `
          + `${trickWords(now.tricks)}.` }));
      }
      if (now.solved && now.solved.length) {
        box.append(el("p", { class: "deal-best-partial", text: `Solved for ${now.name} before the `
          + `budget ran out, each against the best of these (in ${now.unit}):` }));
        box.append(el("ul", { class: "deal-best-values", "aria-label": "The acts solved before the budget ran out" },
          ...now.solved.map((v) => el("li", { text: `${v.label}: ${v.value >= 0 ? "+" : ""}${v.value}${v.value === 0 ? " (best of these)" : ""}` }))));
      }
    } else {
      box.append(el("p", { class: "deal-best-now", text: `Now, for ${now.name}: the best is `
        + `${now.best.join(" or ")} (${now.value >= 0 ? "+" : ""}${now.value} ${now.value_unit}).` }));
      box.append(el("ul", { class: "deal-best-values", "aria-label": "Every lawful act and its value" },
        ...now.values.map((v) => el("li", { text: `${v.label}: ${v.value >= 0 ? "+" : ""}${v.value}${v.best ? " (best)" : ""}` }))));
    }
  }
  const shown = state.seat === null && !state.over && answer.bestShown
    ? best.verdicts.filter((v) => v.index === state.history.length - 1) : (state.over ? best.verdicts : []);
  const judged = shown.filter((v) => v.words);
  if (judged.length) {
    box.append(el("ol", { class: "deal-best-verdicts", "aria-label": "The solver's verdict on each act" },
      ...judged.map((v) => el("li", { value: String(v.index + 1), class: v.cost ? "cost" : "best",
        text: `${v.act} ${capital(v.words)}.` }))));
  }
  const reasons = new Map();
  shown.filter((v) => !v.words).forEach((v) => reasons.set(v.why, (reasons.get(v.why) || 0) + 1));
  for (const [why, count] of reasons) {
    box.append(el("p", { class: "deal-best-why", text: `${count} act${count === 1 ? "" : "s"} not judged: ${why}.` }));
  }
  if (best.analysed) box.append(el("p", { text: "Download the record now and it carries these verdicts." }));
  return box;
}

// ``final``: the answer to the reader's act (the page's data-updates counts
// these); the strong player's acts on the way are drawn too, as he makes them.
function render(answer, { final = true } = {}) {
  const state = answer.state;
  current = state;
  board.hidden = false;
  board.replaceChildren();

  board.append(el("h2", { id: "deal-table-h", text: "The table" }));
  if (state.given) {
    board.append(el("p", { class: "deal-share" }, `${state.title}, the cards of ${state.source}`
      + (state.given.of > 1 ? ` (deal ${state.deal_number} of ${state.given.of}).` : ".")
      + (state.given.passed ? ` ${state.given.passed}` : "")));
  } else {
    const link = shareURL(state.seed);
    board.append(el("p", { class: "deal-share" },
      `${state.title}, ${state.match ? `a ${state.match.word}` : "a deal"} from seed ${state.seed}. Link to it: `,
      el("a", { href: link.href, text: link.search })));
  }
  board.append(summary(state));

  if (answer.refused) board.append(refusalBox(answer));
  else if (answer.message) board.append(el("p", { class: "deal-refusal", role: "alert", text: answer.message }));
  if (state.committed.length || state.penalties.length) board.append(committedBox(state));
  if (state.answers.length) {
    board.append(el("ul", { class: "deal-answers", "aria-label": "Answers to high or low" },
      ...state.answers.map((a) => el("li", { text: a }))));
  }

  // The table drawn as one: the seats round it, the trick and the stock in
  // the middle.  In the document, the trick first, then the reader's own
  // seat with his choices under it, then the others (the grid places them).
  const felt = el("div", { class: `deal-felt deal-players-${state.players}`
    + `${state.seat === null ? " deal-open" : ""}${state.over ? " deal-done" : ""}` });
  felt.append(el("div", { class: "deal-centre" }, trickBox(state), pileBox(state)));
  const mine = state.seats.filter((seat) => seat.seat === state.seat);
  mine.forEach((seat) => felt.append(seatBox(seat, state)));
  const choices = el("div", { class: "deal-your-choices" });
  if (state.your_turn && state.actions.length) choices.append(...choicesBox(state));
  if (state.your_turn) choices.append(adviceBox(answer));
  if ((state.your_turn || state.paused) && state.irregular.length) choices.append(irregularBox(state));
  if (choices.childNodes.length) felt.append(choices);
  state.seats.filter((seat) => seat.seat !== state.seat)
    .forEach((seat) => felt.append(seatBox(seat, state)));
  board.append(felt);

  const controls = el("div", { class: "deal-controls" });
  const watching = state.seat === null;
  const next = el("button", { type: "button", class: "deal-next", "data-key": "next", text: "Next act",
    on: { click: () => call("step") } });
  const toEnd = el("button", { type: "button", class: "deal-run", "data-key": "run",
    text: watching ? "Play to the end" : "Play on to my turn", on: { click: () => call("run") } });
  const back = el("button", { type: "button", class: "deal-undo", "data-key": "undo", text: "Take back",
    on: { click: () => call("undo") } });
  // every act taken back: the same cards from the deal's start
  const restart = el("button", { type: "button", class: "deal-restart", "data-key": "restart",
    text: "Start again", on: { click: () => call("undo", [true]) } });
  const save = el("button", { type: "button", class: "deal-save", "data-key": "save",
    text: "Download the record", on: { click: () => download() } });
  // the game's formats for other programs (Whist's PBN: "PBN.pbn"), a button each
  const formats = (app.dataset.formats || "").split(",").filter(Boolean).map((written) => {
    const [name, suffix] = [written.slice(0, written.indexOf(".")), written.slice(written.indexOf("."))];
    return el("button", { type: "button", class: "deal-save-as", "data-key": `save-${suffix.slice(1)}`,
      text: `Download as ${name}`, on: { click: () => download(name, suffix) } });
  });
  const engineMoves = !state.over && !state.your_turn;
  for (const [b, off] of [[next, !engineMoves], [toEnd, !engineMoves], [back, !state.can_undo],
    [restart, !state.can_undo]]) {
    b.dataset.off = off ? "1" : "0";
    b.disabled = off;
  }
  controls.append(next, toEnd, back, restart, save, ...formats);
  // as at the table, the table may stop before each of the others' acts,
  // where the reader may break a law out of turn (a card led, a card shown)
  if (state.lenient && !state.over) {
    controls.append(el("button", { type: "button", class: "deal-stops", "data-key": "stops",
      "aria-pressed": state.stops ? "true" : "false",
      title: "As at the table: the table waits before each act of the others, where you may break a law out of turn",
      text: "Stop before each of their acts", on: { click: () => call("step_by_step", [!state.stops]) } }));
  }
  if ((state.match && state.match.next) || (state.given && state.given.next)) {
    controls.prepend(el("button", { type: "button", class: "deal-next-deal", "data-key": "next-deal",
      text: `Next deal (deal ${state.deal_number + 1})`, on: { click: () => call("next") } }));
  }
  board.append(controls);

  if (state.acts.length) {
    const since = answer.since !== undefined ? state.acts.slice(answer.since) : [];
    const note = el("p", { class: "deal-note" },
      since.length > 1 ? `Since then: ${since.join(" ")}` : `Last act: ${state.acts[state.acts.length - 1]}`);
    if (state.note && state.note.text) note.append(" Why ", ...reasonOf(state.note));
    board.append(note);
  }
  // once the deal is over: every engine act's reason, numbered as the verdicts are
  if (state.reasons.length) {
    board.append(el("details", { class: "deal-reasons" },
      el("summary", { text: "Why the engine's players did what they did" }),
      el("ol", {}, ...state.reasons.map((r) => el("li", { value: String(r.index + 1) },
        ...reasonOf(r))))));
  }
  board.append(bestBox(answer));
  if (state.verdict) board.append(verdictBox(state));
  else if (state.account.length) {
    board.append(el("h3", { text: "Scored so far" }),
      el("ul", { class: "deal-account" }, ...state.account.map((line) => el("li", { text: line }))));
  }
  if (state.result) {
    board.append(el("details", { class: "deal-result-box" },
      el("summary", { text: "The result, as the engine gives it" }),
      el("pre", { class: "deal-result", tabindex: "0" }, el("code", { text: state.result }))));
  }
  // to a reader in a seat, while the deal is played, the other hands are not
  // told (playable.table.web: the account as his seat has seen it)
  const fromSeat = state.seat !== null && !state.over;
  board.append(el("details", { class: "deal-log" },
    el("summary", { text: fromSeat
      ? "The deal so far, as you have seen it (every hand once the deal is over)"
      : "The deal so far, as python -m playable replay tells it" }),
    el("pre", { tabindex: "0" }, el("code", { text: state.describe }))));

  status.textContent = answer.refused ? "That act was refused: the reason is shown below."
    : answer.advice ? answer.advice.text : answer.message || heard(answer, state, final);
  app.dataset.history = String(state.history.length);
  app.dataset.over = String(state.over);
  app.dataset.deal = String(state.deal_number);
  // drawn while the engine works (the other seats' acts, the verdicts so
  // far): its buttons wait, as the ones it replaced did, until the answer
  if (busy) holdButtons();
  if (final) app.dataset.updates = String(Number(app.dataset.updates || 0) + 1);
}

// the deal's record, or (a format's name and suffix) the deal in that format,
// or why that format cannot carry it
async function download(format = null, suffix = ".json") {
  const answer = format ? await engine.table("record", format) : await engine.table("record");
  if (!answer.ok) {
    status.textContent = `Not saved as ${format}: ${answer.message}`;
    return;
  }
  const filename = answer.filename.replace(/\.json$/, suffix);
  const blob = new Blob([answer.record], { type: format ? "text/plain" : "application/json" });
  const link = el("a", { href: URL.createObjectURL(blob), download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10000);
  status.textContent = `Saved ${filename}: python -m playable replay ${filename} plays it back.`;
}

// "How the table works" (docs/play/*.md) is a row of closed topics: a reader
// sent here by the site's search (Material's ?h=, the words it found) finds
// the topics that hold them open, and every topic opens to be printed.
const topics = Array.from(document.querySelectorAll("details.how"));
const sought = (new URLSearchParams(location.search).get("h") || "")
  .toLowerCase().split(/\s+/).filter((word) => word.length > 1);
for (const topic of topics) {
  const text = topic.textContent.toLowerCase();
  if (sought.some((word) => text.includes(word))) topic.open = true;
}
window.addEventListener("beforeprint", () => topics.forEach((topic) => { topic.open = true; }));

const dealNow = readAddress();
app.dataset.ready = "1";
if (dealNow) form.requestSubmit();
