// The worker that runs Python: Pyodide from the site's own /pyodide/, and the
// wheel of the engine (playable) and of the examples' console (tablerun)
// unpacked.  Messages: {id, type: "boot", config}, {id, type: "run", blocks}
// (tablerun.run_example_json), {id, type: "table", method, args}
// (playable.table.web.call); answers {id, ok, result | error}, and
// {type: "progress", text, done} while loading.

let python = null;

function progress(text, done = false) { self.postMessage({ type: "progress", text, done }); }

async function boot(config) {
  progress("Loading Python…");
  const { loadPyodide } = await import(`${config.pyodide}pyodide.mjs`);
  const wheel = fetch(config.wheel).then((response) => {
    if (!response.ok) throw new Error(`the engine's wheel: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  const py = await loadPyodide({
    indexURL: config.pyodide,
    lockFileURL: `${config.pyodide}pyodide-lock.json`,
    stdout: () => {},
    stderr: () => {},
  });
  progress("Installing the engine…");
  py.unpackArchive(await wheel, "wheel");
  py.globals.set("site_url", config.root);
  await py.runPythonAsync(`
import os
os.environ["PLAYABLE_SITE_URL"] = site_url  # laws cited in errors link to this copy of the site
import tablerun
`);
  python = py;
  progress("Python is ready.", true);
  return py;
}

let booting = null;

self.addEventListener("message", async (event) => {
  const msg = event.data;
  try {
    if (msg.type === "boot") {
      booting = booting || boot(msg.config);
      await booting;
      return;
    }
    const py = python || (await booting);
    let result;
    if (msg.type === "run") {
      const tablerun = py.pyimport("tablerun");
      result = tablerun.run_example_json(msg.blocks);
      tablerun.destroy();
    } else if (msg.type === "table") {
      const web = py.pyimport("playable.table.web");
      // the other tables' openers register with web (a file's deals: open_file)
      py.pyimport("playable.table.given").destroy();
      result = web.call(msg.method, msg.args);
      web.destroy();
    } else throw new Error(`unknown request ${msg.type}`);
    self.postMessage({ id: msg.id, ok: true, result });
  } catch (error) {
    if (msg.type === "boot") progress(`Python could not be loaded: ${error.message}`, false);
    self.postMessage({ id: msg.id, ok: false, error: String(error && error.message || error) });
  }
});
