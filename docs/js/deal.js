// The "Deal a hand" pages: a deal from a seed, played by the engine's players
// or with the reader in one seat.  The board is drawn from the state that
// playable.web.Table returns; every act goes through the engine, which refuses
// an unlawful one with the law it breaks.  Python loads on the first Deal.

const app = document.querySelector(".deal-app");
const game = app.dataset.game;
const form = app.querySelector(".deal-form");
const seedInput = form.querySelector("#deal-seed");
const seatSelect = form.querySelector("#deal-seat");
const othersSelect = form.querySelector("#deal-others");
const status = app.querySelector(".deal-status");
const board = app.querySelector(".deal-board");
let engine = null;
let current = null; // the last state
let busy = false;

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
const MAX_POSITION = 20000;
let position = null;

function readAddress() {
  const params = new URLSearchParams(location.search);
  const seed = params.get("seed");
  if (seed !== null && /^\d+$/.test(seed) && Number(seed) <= MAX_SEED) {
    seedInput.value = String(Number(seed));
    status.textContent = `Deal ${Number(seed)} is ready: press “Deal the cards”.`;
  }
  const pos = params.get("pos");
  if (pos !== null && pos.length <= MAX_POSITION) {
    position = pos;
    status.textContent = "The position in the address is ready: press “Deal the cards” to set "
      + "it up (the seed then only seeds the engine's players).";
  }
  const seat = params.get("seat");
  if (seat !== null && [...seatSelect.options].some((o) => o.value === seat)) seatSelect.value = seat;
  const others = params.get("others");
  if (others !== null && [...othersSelect.options].some((o) => o.value === others)) {
    othersSelect.value = others;
  }
}

function shareURL(seed) {
  const url = new URL(location.href);
  url.search = "";
  url.hash = "";
  url.searchParams.set("seed", String(seed));
  if (position !== null) url.searchParams.set("pos", position);
  if (seatSelect.value !== "") url.searchParams.set("seat", seatSelect.value);
  if (othersSelect.value !== "period") url.searchParams.set("others", othersSelect.value);
  return url;
}

function chosenSeed() {
  const text = seedInput.value.trim();
  if (!/^\d+$/.test(text) || Number(text) > MAX_SEED) return null;
  return Number(text);
}

form.querySelector(".deal-draw").addEventListener("click", () => {
  const values = new Uint32Array(1);
  crypto.getRandomValues(values);
  seedInput.value = String(1 + (values[0] % 999999));
  seedInput.removeAttribute("aria-invalid");
  history.replaceState(null, "", shareURL(seedInput.value));
  status.textContent = `Seed ${seedInput.value} drawn: press “Deal the cards”.`;
});

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
  await call("open", [game, seed, seat, othersSelect.value, position], { first: true });
});

// -- talking to the engine --------------------------------------------------

async function call(method, args = [], { first = false } = {}) {
  if (busy) return null;
  busy = true;
  const focusKey = document.activeElement && document.activeElement.dataset
    ? document.activeElement.dataset.key : null;
  let rendered = false;
  app.classList.add("live-busy");
  const buttons = app.querySelectorAll("button");
  buttons.forEach((b) => { b.disabled = true; });
  let stop = () => {};
  try {
    engine = engine || (await import("./engine.js"));
    if (!engine.isReady()) {
      status.textContent = "Loading Python and the engine (the first deal takes a few seconds)…";
      stop = engine.onProgress((m) => { if (!m.done) status.textContent = m.text; });
    }
    let answer = await engine.table(method, ...args);
    if (!answer.ok && !answer.state) { // a position the engine cannot set up
      status.textContent = answer.message;
      return null;
    }
    if (answer.ok && answer.state && answer.state.seat !== null && !answer.state.over
        && !answer.state.your_turn && (first || method === "act" || method === "play")) {
      const before = answer.state.history.length;
      answer = await engine.table("run");
      answer.since = before;
    }
    render(answer);
    rendered = true;
    return answer;
  } catch (error) {
    status.textContent = `The engine failed: ${error.message}`;
    return null;
  } finally {
    stop();
    busy = false;
    app.classList.remove("live-busy");
    app.querySelectorAll("button").forEach((b) => { b.disabled = b.dataset.off === "1"; });
    if (rendered) restoreFocus(focusKey, method);
  }
}

// After the board is drawn again, focus goes back to the control the reader
// used (or, after dealing, to the first card he may play, or the first control).
function restoreFocus(focusKey, method) {
  const again = focusKey && board.querySelector(`[data-key="${CSS.escape(focusKey)}"]`);
  if (again && !again.disabled) { again.focus(); return; }
  if (method === "open" || focusKey) {
    const first = board.querySelector("button.deal-card.legal, .deal-controls button:not([disabled])");
    if (first) first.focus();
  }
}

// -- drawing the table ----------------------------------------------------------

// A card: rank and suit symbol, and the suit named in words under them (so
// the suit is never told by colour alone); a card the reader may play says
// "playable".  The accessible name holds the visible words, then the card's
// full name ("K♥ hearts playable (king of hearts)").
function cardFace(card, { button = false, legal = false, fromTable = false } = {}) {
  const shown = `${card.text} ${card.suit}${legal ? " playable" : ""}`;
  const face = el(button ? "button" : "span", {
    class: `deal-card${card.red ? " red" : ""}${legal ? " legal" : ""}`,
    "aria-label": `${shown} (${card.name})`,
    title: card.name,
    type: button ? "button" : null,
    role: button ? null : "img",
    "data-card": card.text,
    "data-key": button ? `card-${card.text}-${fromTable ? "t" : "h"}` : null,
  }, el("span", { class: "deal-rank", text: card.text }), " ",
  el("span", { class: "deal-suit", text: card.suit }));
  if (legal) face.append(" ", el("span", { class: "deal-mark", text: "playable" }));
  if (button) face.addEventListener("click", () => call("play", [card.text, fromTable]));
  return face;
}

function cardList(cards, opts, label) {
  return el("ul", { class: "deal-cards", "aria-label": label },
    ...cards.map((c) => el("li", {}, cardFace(c, { ...opts, legal: opts.button && c.legal }))));
}

function seatBox(seat, state) {
  const yours = state.seat === seat.seat;
  const box = el("section", {
    class: `deal-seat${seat.to_move ? " to-move" : ""}${yours ? " yours" : ""}`,
    "aria-labelledby": `deal-seat-${seat.seat}`,
    "data-seat": String(seat.seat),
  }, el("h3", { id: `deal-seat-${seat.seat}`, text: seat.label + (seat.to_move ? " — to move" : "") }));
  if (seat.hidden) {
    box.append(el("p", { text: `${seat.count} card${seat.count === 1 ? "" : "s"}, face down.` }));
    box.append(el("div", { class: "deal-cards", "aria-hidden": "true" },
      ...Array.from({ length: seat.count }, () => el("span", { class: "deal-card back", text: " " }))));
    if (seat.table.length) box.append(el("p", { text: "Declared, on the table:" }), cardList(seat.table, {}, `P${seat.seat}'s declared cards`));
    return box;
  }
  const button = yours && !state.over;
  box.append(seat.hand.length ? cardList(seat.hand, { button }, `P${seat.seat}'s hand`)
    : el("p", { text: "No cards in hand." }));
  if (seat.table.length) {
    box.append(el("p", { text: "Declared, on the table (played from there as from the hand):" }),
      cardList(seat.table, { button, fromTable: true }, `P${seat.seat}'s declared cards`));
  }
  return box;
}

function trickBox(state) {
  const box = el("section", { class: "deal-trick", "aria-labelledby": "deal-trick-h" });
  if (state.trick.length) {
    box.append(el("h3", { id: "deal-trick-h", text: `On the table: trick ${state.tricks + 1}` }));
    box.append(el("ul", { class: "deal-cards deal-table-cards", "aria-label": "The trick so far" },
      ...state.trick.map((t) => el("li", {}, el("span", { class: "deal-who", text: `P${t.seat} ` }), cardFace(t.card)))));
  } else if (state.last_trick) {
    const t = state.last_trick;
    box.append(el("h3", { id: "deal-trick-h", text: `Trick ${state.tricks}, won by P${t.winner}` }));
    box.append(el("ul", { class: "deal-cards deal-table-cards", "aria-label": "The last trick" },
      ...t.cards.map((c) => el("li", {}, el("span", { class: "deal-who", text: `P${c.seat} ` }), cardFace(c.card)))));
  } else {
    box.append(el("h3", { id: "deal-trick-h", text: "No trick played yet" }));
  }
  return box;
}

function lawLink(law) {
  return el("a", { href: engine.lawHref(law, null), text: `${law.citation} (${law.title})` });
}

function render(answer) {
  const state = answer.state;
  current = state;
  board.hidden = false;
  board.replaceChildren();

  const link = shareURL(state.seed);
  const trump = state.trump
    ? `Trumps: ${state.trump.suit} (${state.trump.symbol})` + (state.turn_up ? `, turned up ${state.turn_up.text} (${state.turn_up.name}).` : ".")
    : "Trumps: not yet named.";
  board.append(el("h2", { id: "deal-table-h", text: "The table" }));
  board.append(el("p", { class: "deal-share" },
    `${state.title}, deal ${state.seed}. Link to this deal: `,
    el("a", { href: link.href, text: link.search })));
  board.append(el("p", { class: "deal-trumps", text: trump }));

  if (answer.refused) {
    const r = answer.refused;
    board.append(el("div", { class: "deal-refusal", role: "alert" },
      el("strong", { text: "Refused. " }), `${r.reason}. The law: `, lawLink(r.law), "."));
  } else if (answer.message) {
    board.append(el("p", { class: "deal-refusal", role: "alert", text: answer.message }));
  }

  board.append(trickBox(state));
  state.seats.forEach((seat) => board.append(seatBox(seat, state)));

  const controls = el("div", { class: "deal-controls" });
  if (state.your_turn && state.actions.length) {
    const choices = el("div", { class: "deal-controls deal-choices", role: "group",
      "aria-labelledby": "deal-choices-h" }, el("span", { id: "deal-choices-h", text: "Your choices:" }));
    board.append(choices);
    for (const a of state.actions) {
      choices.append(el("button", {
        type: "button", "data-key": `act-${a.label}`, text: a.label,
        on: { click: () => call("act", [a.index]) },
      }));
    }
  }
  const watching = state.seat === null;
  const next = el("button", { type: "button", class: "deal-next", "data-key": "next", text: "Next act",
    on: { click: () => call("step") } });
  const toEnd = el("button", { type: "button", class: "deal-run", "data-key": "run",
    text: watching ? "Play to the end" : "Play on to my turn", on: { click: () => call("run") } });
  const back = el("button", { type: "button", class: "deal-undo", "data-key": "undo", text: "Take back",
    on: { click: () => call("undo") } });
  const save = el("button", { type: "button", class: "deal-save", "data-key": "save",
    text: "Download the record", on: { click: download } });
  const engineMoves = !state.over && !state.your_turn;
  for (const [b, off] of [[next, !engineMoves], [toEnd, !engineMoves], [back, !state.history.length]]) {
    b.dataset.off = off ? "1" : "0";
    b.disabled = off;
  }
  controls.append(next, toEnd, back, save);
  board.append(controls);

  const said = [];
  if (state.over) said.push("The deal is over.");
  else said.push(state.status + (state.your_turn && state.phase === "play" ? " The cards you may play are marked “playable”." : ""));
  board.append(el("p", { class: "deal-turn", text: said.join(" ") }));
  if (state.last) {
    const since = answer.since !== undefined ? state.history.slice(answer.since) : [];
    const note = el("p", { class: "deal-note" },
      since.length > 1 ? `Since then: ${since.join("; ")}.` : `Last act: ${state.last}.`);
    if (state.note && state.note.text) {
      note.append(` The engine's reason: ${state.note.text}`);
      if (state.note.law) note.append(" (", lawLink(state.note.law), ")");
      note.append(".");
    }
    board.append(note);
  }
  if (state.account.length) {
    board.append(el("h3", { text: "Scored so far" }),
      el("ul", { class: "deal-account" }, ...state.account.map((line) => el("li", { text: line }))));
  }
  if (state.result) {
    board.append(el("h3", { text: "The result" }),
      el("pre", { class: "deal-result", tabindex: "0" }, el("code", { text: state.result })));
  }
  board.append(el("details", { class: "deal-log" },
    el("summary", { text: "The deal so far, as python -m playable replay tells it" }),
    el("pre", { tabindex: "0" }, el("code", { text: state.describe }))));

  status.textContent = answer.refused ? "That act was refused: the reason is shown below." : state.status;
  app.dataset.history = String(state.history.length);
  app.dataset.over = String(state.over);
  app.dataset.updates = String(Number(app.dataset.updates || 0) + 1);
}

async function download() {
  const answer = await engine.table("record");
  const blob = new Blob([answer.record], { type: "application/json" });
  const link = el("a", { href: URL.createObjectURL(blob), download: answer.filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10000);
  status.textContent = `Saved ${answer.filename}: python -m playable replay ${answer.filename} plays it back.`;
}

readAddress();
app.dataset.ready = "1";
