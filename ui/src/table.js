// @ts-check
/**
 * The answer as a table: headers from the result, numbers right-aligned, a header that stays put
 * while the rows scroll, and sorting by clicking a header or pressing Enter/Space on it (each
 * header is a button; aria-sort says the order).
 */
import { cellText, sortRows } from "./answer.js";
import { formatCellDate, formatCellNumber } from "./format.js";

/** @typedef {import("./answer.js").Answer} Answer */

/**
 * @param {HTMLElement} container
 * @param {Answer} answer
 */
export function renderTable(container, answer) {
  /** @type {{ key: string, direction: "ascending" | "descending" } | null} */
  let sort = null;
  const table = document.createElement("table");
  const head = table.createTHead().insertRow();
  const body = table.createTBody();

  for (const column of answer.columns) {
    const th = document.createElement("th");
    th.scope = "col";
    th.className = column.type;
    th.setAttribute("aria-sort", "none");
    const button = document.createElement("button");
    button.type = "button";
    button.dataset.key = column.key;
    button.title = `Sort by ${column.key}`;
    const name = document.createElement("span");
    name.textContent = column.key;
    const arrow = document.createElement("span");
    arrow.className = "arrow";
    arrow.setAttribute("aria-hidden", "true");
    button.append(name, arrow);
    // a button is clicked by Enter and Space too: keyboard sorting needs no extra handler
    button.addEventListener("click", () => {
      // numbers read best largest first; text and dates from the start
      const first = column.type === "number" ? "descending" : "ascending";
      const direction = sort?.key === column.key ? (sort.direction === "ascending" ? "descending" : "ascending") : first;
      sort = { key: column.key, direction };
      for (const other of head.cells) other.setAttribute("aria-sort", "none");
      th.setAttribute("aria-sort", direction);
      fill(sortRows(answer, column.key, direction));
    });
    th.append(button);
    head.append(th);
  }

  /** @param {Record<string, unknown>[]} rows */
  function fill(rows) {
    body.replaceChildren(
      ...rows.map((row) => {
        const tr = document.createElement("tr");
        for (const column of answer.columns) {
          const td = tr.insertCell();
          const value = row?.[column.key];
          td.className = column.type;
          if (value == null || value === "") {
            td.classList.add("empty");
          } else {
            td.textContent =
              column.type === "number" ? formatCellNumber(value, column.key)
              : column.type === "date" ? formatCellDate(String(value))
              : cellText(value);
            if (td.textContent !== cellText(value)) td.title = cellText(value); // the exact value on hover
          }
        }
        return tr;
      }),
    );
  }

  fill(answer.rows);
  container.replaceChildren(table);
}
