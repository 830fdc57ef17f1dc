// @ts-check
/**
 * The links under the table: "Download CSV" (the whole result at the portal, every row, not only
 * the pages shown) and "Open on DataSF" (the dataset's page). The view's frame may neither fetch
 * nor navigate: a click asks the host to open the link, which opens it in the person's browser.
 * Set as text and attributes, never as markup: the URLs come from outside.
 */
import { resultLinks } from "./answer.js";
import { formatCellNumber } from "./format.js";

/** @typedef {import("./answer.js").Answer} Answer */

/**
 * @param {HTMLElement} nav
 * @param {Answer} answer
 * @param {(url: string) => void} openLink asks the host to open a link
 */
export function renderLinks(nav, answer, openLink) {
  const { links, note } = resultLinks(answer);
  const parts = [];
  for (const link of links) {
    const a = document.createElement("a");
    a.href = link.url;
    a.target = "_blank";
    a.rel = "noopener noreferrer";
    a.className = link.kind;
    a.title = link.title;
    a.textContent = link.label;
    a.addEventListener("click", (event) => {
      event.preventDefault();
      openLink(link.url);
    });
    parts.push(a);
    const rows = answer.export?.rows;
    if (link.kind === "download" && rows != null) {
      const count = document.createElement("span");
      count.className = "rows";
      count.textContent = `${formatCellNumber(rows, "rows")} ${rows === 1 ? "row" : "rows"}`;
      parts.push(count);
    }
  }
  if (note) {
    const why = document.createElement("span");
    why.className = "why";
    why.textContent = note;
    parts.push(why);
  }
  nav.replaceChildren(...parts);
  nav.hidden = parts.length === 0;
}
