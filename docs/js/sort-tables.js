// Sortable tables for the Concordance page: each column heading becomes a
// button; pressing it sorts the rows by that column, pressing again reverses.
// The first column sorts by the order of the laws in their source (the rows'
// first order), not alphabetically.  No library: a few lines of DOM.
(function () {
  "use strict";
  function text(row, column) {
    const cell = row.cells[column];
    return cell ? cell.textContent.trim() : "";
  }
  function makeSortable(table) {
    const body = table.tBodies[0];
    const head = table.tHead;
    if (!body || !head || !head.rows.length) return;
    // Each row's place in the source order, taken at the first sort (not at
    // load: a page that is only read writes nothing on its rows).
    let order = null;
    function place(row) { return order.get(row); }
    const headings = Array.from(head.rows[0].cells);
    headings.forEach(function (th, column) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "sort-button";
      button.textContent = th.textContent;
      button.title = "Sort by this column";
      th.textContent = "";
      th.appendChild(button);
      th.setAttribute("aria-sort", column === 0 ? "ascending" : "none");
      button.addEventListener("click", function () {
        const ascending = th.getAttribute("aria-sort") !== "ascending";
        headings.forEach(function (other) { other.setAttribute("aria-sort", "none"); });
        th.setAttribute("aria-sort", ascending ? "ascending" : "descending");
        const rows = Array.from(body.rows);
        if (order === null) order = new Map(rows.map(function (row, i) { return [row, i]; }));
        rows.sort(function (a, b) {
          const by = column === 0
            ? place(a) - place(b)
            : text(a, column).localeCompare(text(b, column), "en", { numeric: true })
              || place(a) - place(b);
          return ascending ? by : -by;
        });
        rows.forEach(function (row) { body.appendChild(row); });
      });
    });
  }
  function init() {
    document.querySelectorAll(".concordance-table table").forEach(makeSortable);
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
