// @ts-check
/**
 * The provenance footer: the dataset (linked to its permalink), when its data last changed, the
 * exact SoQL that ran, and what the server corrected or suggests. Everything is set as text,
 * never as markup: dataset names and SoQL come from outside.
 */
import { describe } from "./answer.js";
import { formatInstant } from "./format.js";

/** @typedef {import("./answer.js").Answer} Answer */

/**
 * @param {HTMLElement} footer
 * @param {Answer} answer
 * @param {(url: string) => void} openLink asks the host to open a link (the view's frame may not)
 */
export function renderSource(footer, answer, openLink) {
  const source = answer.source ?? {};
  const parts = [];

  const origin = document.createElement("p");
  origin.className = "origin";
  origin.append("Source: ");
  const name = text(source.dataset_name) || text(source.dataset_id) || "unknown dataset";
  const permalink = text(source.permalink);
  if (/^https?:\/\//i.test(permalink)) {
    const link = document.createElement("a");
    link.href = permalink;
    link.target = "_blank";
    link.rel = "noopener noreferrer";
    link.textContent = name;
    link.addEventListener("click", (event) => {
      event.preventDefault();
      openLink(permalink);
    });
    origin.append(link);
  } else {
    origin.append(name);
  }
  if (source.dataset_id && source.dataset_name) origin.append(` (${text(source.dataset_id)})`);
  const updated = text(source.data_updated_at);
  if (updated) {
    origin.append(" · data updated ");
    const time = document.createElement("time");
    time.dateTime = updated;
    time.title = updated;
    time.textContent = formatInstant(updated);
    origin.append(time);
  }
  parts.push(origin);

  const soql = text(source.soql);
  if (soql) {
    const label = document.createElement("p");
    label.className = "label";
    label.textContent = "SoQL sent to Socrata";
    const pre = document.createElement("pre");
    const code = document.createElement("code");
    code.className = "soql";
    code.textContent = soql;
    pre.append(code);
    parts.push(label, pre);
  }

  parts.push(...notes("corrections", "Corrected", answer.corrections));
  parts.push(...notes("ambiguities", "Ambiguous, left as written", answer.ambiguities));
  parts.push(...notes("hints", "Hints", answer.hints));
  footer.replaceChildren(...parts);
}

/** @param {string} kind @param {string} title @param {unknown[]} items */
function notes(kind, title, items) {
  const lines = items.map(describe).filter(Boolean);
  if (lines.length === 0) return [];
  const label = document.createElement("p");
  label.className = "label";
  label.textContent = title;
  const list = document.createElement("ul");
  list.className = kind;
  for (const line of lines) {
    const li = document.createElement("li");
    li.textContent = line;
    list.append(li);
  }
  return [label, list];
}

/** @param {unknown} value */
function text(value) {
  return value == null ? "" : String(value);
}
