// Run and edit, the working part (imported by live.js on the first click).
// The printed output stays on the page until the reader runs the example; a
// run replaces it, in place, with what the engine prints now, in the same
// form as the doctest.  Python (Pyodide) is fetched on the first Run only.

let engine = null; // the module engine.js, imported on the first Run
const prepared = new WeakMap();
let running = null;

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "text") node.textContent = value;
    else if (value !== false && value != null) node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children) node.append(child);
  return node;
}

// The >>> and ... lines of a doctest block, without their prompts.
function sourceOf(text) {
  const lines = [];
  for (const line of text.replace(/\n$/, "").split("\n")) {
    if (line.startsWith(">>>") || line.startsWith("...")) lines.push(line.slice(4));
  }
  return lines.join("\n") + "\n";
}

// The blocks of an example, each with its editor and output, made on first use.
function blocksOf(example) {
  if (prepared.has(example)) return prepared.get(example);
  const blocks = [...example.querySelectorAll(".live-block")].map((block) => {
    const bar = block.nextElementSibling;
    const n = bar.dataset.n;
    const printed = block.querySelector("code").textContent;
    const original = sourceOf(printed);
    const output = el("div", { class: "live-output", hidden: true },
      el("p", { class: "live-output-label", text: "What the engine prints now:" }),
      // the code scrolls sideways, not the pre: it takes the focus, so that the
      // arrow keys reach a long line
      el("pre", {}, el("code", { tabindex: "0", "aria-label": "Output of your run" })));
    const area = el("textarea", {
      id: `live-code-${n}`, class: "live-code", spellcheck: "false", autocapitalize: "off",
      autocomplete: "off", rows: String(Math.min(22, original.split("\n").length + 1)),
    });
    area.value = original;
    const editor = el("div", { class: "live-editor", id: `live-editor-${n}`, hidden: true },
      el("label", { for: area.id, text: "The code of this block (Python). Ctrl+Enter runs it." }),
      area);
    block.after(output, editor);
    const b = {
      block, bar, printed, original, output, editor, area,
      run: bar.querySelector(".live-run"), edit: bar.querySelector(".live-edit"),
      restore: bar.querySelector(".live-restore"), status: bar.querySelector(".live-status"),
    };
    area.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        runAll(example, b, performance.now());
      }
    });
    return b;
  });
  prepared.set(example, blocks);
  return blocks;
}

export function handle(example, button, clicked) {
  const blocks = blocksOf(example);
  const b = blocks.find((x) => x.bar.contains(button));
  if (!b) return;
  if (button === b.run) runAll(example, b, clicked);
  else if (button === b.edit) {
    const open = b.editor.hidden;
    b.editor.hidden = !open;
    b.edit.setAttribute("aria-expanded", String(open));
    b.edit.textContent = open ? "Close the editor" : "Edit";
    if (open) b.area.focus();
  } else if (button === b.restore) {
    b.block.hidden = false;
    b.output.hidden = true;
    b.restore.hidden = true;
    b.area.value = b.original;
    b.status.textContent = "";
  }
}

async function runAll(example, from, clicked) {
  if (running) return;
  const blocks = blocksOf(example);
  // a disabled button loses the focus to the page: it is given back at the end
  const focused = document.activeElement;
  const sources = blocks.map((b) => (b.editor.hidden ? b.original : b.area.value));
  blocks.forEach((b) => { b.run.disabled = true; });
  from.bar.classList.add("live-busy");
  from.status.classList.remove("live-failed");
  let stopProgress = () => {};
  running = true;
  try {
    engine = engine || import("./engine.js");
    const eng = await engine;
    if (!eng.isReady()) {
      from.status.textContent = "Loading Python (the first run takes a few seconds)…";
      stopProgress = eng.onProgress((m) => { if (!m.done) from.status.textContent = m.text; });
    } else {
      from.status.textContent = "Running…";
    }
    const result = await eng.runExample(sources);
    blocks.forEach((b, i) => show(b, result.blocks[i], eng, example.dataset.liveGame));
    const elapsed = performance.now() - clicked;
    const same = blocks.every((b, i) => result.blocks[i].text === b.printed);
    // Each error is reported beside the block that raised it (its status
    // sits under its output); the block whose Run was pressed says where.
    const here = blocks.indexOf(from);
    const elsewhere = [];
    blocks.forEach((b, i) => {
      const n = result.blocks[i].errors;
      if (b !== from) b.status.textContent = n ? errorsIn(n) : "";
      if (n && b !== from) elsewhere.push(`block ${i + 1} (${i > here ? "below" : "above"})`);
    });
    from.status.textContent = `Ran in ${Math.round(elapsed)} ms. `
      + errorsIn(result.blocks[here].errors)
      + (elsewhere.length ? `Errors in ${elsewhere.join(" and ")} of this example, shown beside `
        + `${elsewhere.length === 1 ? "it" : "them"}. ` : "")
      + (same ? "Same as the printed output." : "Not the same as the printed output.");
    example.dataset.liveElapsed = String(elapsed);
    example.dataset.liveRuns = String(Number(example.dataset.liveRuns || 0) + 1);
  } catch (error) {
    from.status.textContent = error.message;
    from.status.classList.add("live-failed");
    example.dataset.liveFailed = String(Number(example.dataset.liveFailed || 0) + 1);
  } finally {
    running = null;
    stopProgress();
    from.bar.classList.remove("live-busy");
    blocks.forEach((b) => { b.run.disabled = false; });
    const lost = !document.activeElement || document.activeElement === document.body;
    // without scrolling: the page stays where the reader left it
    if (lost && blocks.some((b) => b.run === focused)) focused.focus({ preventScroll: true });
  }
}

function errorsIn(n) {
  return n ? `${n === 1 ? "An error" : `${n} errors`} in this block, shown above. ` : "";
}

function show(b, result, eng, game) {
  const code = b.output.querySelector("code");
  code.replaceChildren();
  for (const [kind, text] of result.parts) {
    code.append(kind === "out" ? document.createTextNode(text)
      : el("span", { class: kind === "in" ? "live-in" : "live-error", text }));
  }
  b.output.querySelectorAll(".live-law").forEach((n) => n.remove());
  for (const law of result.laws) {
    const link = el("a", { href: eng.lawHref(law, game), text: `${law.citation}: ${law.title}` });
    b.output.append(el("p", { class: "live-law" }, "The error names the law it enforces: ", link, "."));
  }
  b.block.hidden = true;
  b.output.hidden = false;
  b.restore.hidden = false;
}
