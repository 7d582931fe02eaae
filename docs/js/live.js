// Run and edit the law examples of a game page (marked by docs/hooks/live.py).
// This part only puts Run and Edit under each pycon block; the rest
// (live-run.js, then Pyodide) is fetched when the reader first uses them.
let ui = null;
let serial = 0;
for (const example of document.querySelectorAll(".live-example")) {
  for (const block of example.querySelectorAll(".live-block")) {
    const n = ++serial;
    const bar = document.createElement("div");
    bar.className = "live-bar";
    bar.innerHTML = `<button type="button" class="live-run" aria-describedby="live-status-${n}">▶ Run</button>`
      + `<button type="button" class="live-edit" aria-expanded="false" aria-controls="live-editor-${n}">Edit</button>`
      + `<button type="button" class="live-restore" hidden>Restore the example</button>`
      + `<span class="live-status" id="live-status-${n}" role="status" aria-live="polite"></span>`;
    bar.dataset.n = String(n);
    block.after(bar);
  }
  example.addEventListener("click", (event) => {
    const button = event.target.closest(".live-bar button");
    if (!button) return;
    const clicked = performance.now();
    ui = ui || import("./live-run.js");
    ui.then((m) => m.handle(example, button, clicked));
  });
  example.dataset.liveReady = example.dataset.liveExample;
}
