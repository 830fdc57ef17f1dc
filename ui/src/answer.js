// @ts-check
/**
 * Reads a tool's structuredContent (query_datasf, aggregate or distinct_values, JSON or CSV) into
 * one shape the view draws: rows, typed columns, paging and provenance. Pure: no DOM.
 * Fields the view does not know yet (other tools' additions) are kept in `extra` and shown as notes,
 * so a server that adds a field never breaks the view.
 */
import { parseCsv } from "./csv.js";

/** @typedef {"number" | "date" | "text"} ColumnType */
/** @typedef {{ key: string, type: ColumnType }} Column */
/** @typedef {Record<string, unknown>} Row */
/**
 * @typedef {{
 *   columns: Column[], rows: Row[], count: number, truncated: boolean, truncatedReason: string | null,
 *   nextCursor: string | null, message: string | null, corrections: unknown[], ambiguities: unknown[],
 *   hints: unknown[], source: Record<string, unknown> | null, column: string | null,
 *   export: Export | null
 * }} Answer
 */
/**
 * The whole result at the portal: the CSV and JSON links (absent when the query is too long for
 * one), how many rows it has when the server knows, and why something is missing.
 * @typedef {{ csvUrl: string | null, jsonUrl: string | null, rows: number | null, note: string | null }} Export
 */

const NUMBER = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;
const DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * @param {unknown} content the tool result's structuredContent
 * @returns {Answer | null} null when it holds no rows the view can show
 */
export function readAnswer(content) {
  if (!content || typeof content !== "object") return null;
  const c = /** @type {Record<string, any>} */ (content);
  /** @type {Row[] | null} */
  let rows = null;
  /** @type {string[] | null} */
  let order = null;
  if (Array.isArray(c.data)) {
    rows = c.data;
  } else if (Array.isArray(c.rows)) {
    rows = c.rows;
  } else if (Array.isArray(c.values)) {
    // distinct_values: [{value, count}] under the column's own name
    const column = typeof c.column === "string" ? c.column : "value";
    const countKey = column === "count" ? "row_count" : "count";
    rows = c.values.map((/** @type {any} */ v) => ({ [column]: v?.value ?? null, [countKey]: v?.count ?? null }));
    order = [column, countKey];
  } else if (typeof c.csv === "string") {
    const parsed = parseCsv(c.csv);
    rows = parsed.rows;
    order = parsed.columns;
  }
  if (!rows) return null;
  const keys = order ?? columnsOf(rows);
  return {
    columns: keys.map((key) => ({ key, type: typeOf(rows, key) })),
    rows,
    count: typeof c.count === "number" ? c.count : rows.length,
    truncated: c.truncated === true,
    truncatedReason: typeof c.truncated_reason === "string" ? c.truncated_reason : null,
    nextCursor: typeof c.next_cursor === "string" && c.next_cursor ? c.next_cursor : null,
    message: typeof c.message === "string" && c.message ? c.message : null,
    corrections: list(c.corrections),
    ambiguities: list(c.ambiguities),
    hints: list(c.hints),
    source: c.source && typeof c.source === "object" ? c.source : null,
    column: typeof c.column === "string" ? c.column : null,
    export: readExport(c.export),
  };
}

const WEB = /^https?:\/\//i;

/** @param {unknown} value @returns {Export | null} */
function readExport(value) {
  if (!value || typeof value !== "object") return null;
  const e = /** @type {Record<string, unknown>} */ (value);
  const url = (/** @type {unknown} */ u) => (typeof u === "string" && WEB.test(u) ? u : null);
  return {
    csvUrl: url(e.csv_url),
    jsonUrl: url(e.json_url),
    rows: typeof e.rows === "number" && Number.isFinite(e.rows) ? e.rows : null,
    note: typeof e.note === "string" && e.note ? e.note : null,
  };
}

/**
 * @typedef {{ kind: "download" | "dataset", label: string, url: string, title: string }} Link
 */

/**
 * The links under the table: the whole result as CSV, and the dataset's page on the portal
 * (its permalink), each only when the answer has it as a web address. Plus the export's note
 * when there is no CSV link (why: a query too long for a URL).
 * @param {Answer} answer
 * @returns {{ links: Link[], note: string | null }}
 */
export function resultLinks(answer) {
  /** @type {Link[]} */
  const links = [];
  const csv = answer.export?.csvUrl;
  if (csv) {
    const rows = answer.export?.rows;
    links.push({
      kind: "download",
      label: "Download CSV",
      url: csv,
      title: rows == null ? "Every row of the query, as CSV" : `All ${rows} ${rows === 1 ? "row" : "rows"} of the query, as CSV`,
    });
  }
  const page = answer.source?.permalink;
  if (typeof page === "string" && WEB.test(page)) {
    links.push({ kind: "dataset", label: "Open on DataSF", url: page, title: "The dataset's page on the portal" });
  }
  return { links, note: csv ? null : answer.export?.note ?? null };
}

/** @param {unknown} value */
function list(value) {
  if (Array.isArray(value)) return value;
  return value == null || value === "" ? [] : [value];
}

/** Columns in first-seen order: Socrata leaves a row's empty fields out, so rows differ. */
function columnsOf(/** @type {Row[]} */ rows) {
  /** @type {Set<string>} */
  const keys = new Set();
  for (const row of rows) for (const key of Object.keys(row ?? {})) keys.add(key);
  return [...keys];
}

/** A column is a number or a date when every value present is one (Socrata sends numbers as strings). */
function typeOf(/** @type {Row[]} */ rows, /** @type {string} */ key) {
  let numbers = 0;
  let dates = 0;
  let present = 0;
  for (const row of rows) {
    const value = row?.[key];
    if (value == null || value === "") continue;
    present++;
    if (typeof value === "number" ? Number.isFinite(value) : typeof value === "string" && NUMBER.test(value.trim())) {
      numbers++;
    } else if (typeof value === "string" && DATE.test(value)) {
      dates++;
    }
  }
  if (present === 0) return "text";
  if (numbers === present) return "number";
  if (dates === present) return "date";
  return "text";
}

/** @param {unknown} value @returns {number} NaN when not a number */
export function toNumber(value) {
  if (typeof value === "number") return value;
  if (typeof value === "string" && NUMBER.test(value.trim())) return Number(value);
  return NaN;
}

/**
 * Seconds since the epoch. Socrata's floating timestamps carry no zone; they are read as UTC and
 * drawn in UTC, so a month stays that month whatever the viewer's zone.
 * @param {unknown} value
 */
export function toEpochSeconds(value) {
  if (typeof value !== "string" || !DATE.test(value)) return NaN;
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/.test(value) || !value.includes("T") ? value : value + "Z";
  return Date.parse(zoned) / 1000;
}

/**
 * @typedef {{ type: "bar" | "line", label: string, value: string, points: number }} ChartPlan
 */

/** Bars stay readable up to this many groups; more is a table's job. */
export const MAX_BARS = 40;

/**
 * Which chart fits: one category column and a number -> bars (one per row); one date column and a
 * number -> a line over time; anything else (raw rows, several categories, no number) -> none.
 * The first number column is drawn when there are several.
 * @param {Answer} answer
 * @returns {ChartPlan | null}
 */
export function chartFor(answer) {
  const dimensions = answer.columns.filter((c) => c.type !== "number");
  const measures = answer.columns.filter((c) => c.type === "number");
  if (dimensions.length !== 1 || measures.length === 0) return null;
  const [label] = dimensions;
  const value = measures[0].key;
  const rows = answer.rows.filter((r) => Number.isFinite(toNumber(r?.[value])));
  if (label.type === "date") {
    const points = rows.filter((r) => Number.isFinite(toEpochSeconds(r?.[label.key]))).length;
    return points >= 2 ? { type: "line", label: label.key, value, points } : null;
  }
  return rows.length >= 2 && rows.length <= MAX_BARS ? { type: "bar", label: label.key, value, points: rows.length } : null;
}

/**
 * Rows in a column's order: numbers by value, dates and text by their text (ISO dates sort as
 * text), empty cells last either way, ties in the answer's own order.
 * @param {Answer} answer
 * @param {string} key
 * @param {"ascending" | "descending"} direction
 */
export function sortRows(answer, key, direction) {
  const column = answer.columns.find((c) => c.key === key);
  const sign = direction === "ascending" ? 1 : -1;
  const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });
  return answer.rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      const x = a.row?.[key];
      const y = b.row?.[key];
      const xEmpty = x == null || x === "";
      const yEmpty = y == null || y === "";
      if (xEmpty || yEmpty) return xEmpty === yEmpty ? a.index - b.index : xEmpty ? 1 : -1;
      const order = column?.type === "number" ? toNumber(x) - toNumber(y) : collator.compare(cellText(x), cellText(y));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}

/** A cell's text: nested values (points, locations) keep their JSON form. */
export function cellText(/** @type {unknown} */ value) {
  if (value == null) return "";
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * One line for a correction, ambiguity or hint, whatever its shape: strings as they are,
 * {original, corrected} as "original → corrected" (with its kind, column and reason when given;
 * an empty correction is a removal), other objects as "key: value" pairs.
 * @param {unknown} item
 */
export function describe(item) {
  if (item == null) return "";
  if (typeof item !== "object") return String(item);
  const o = /** @type {Record<string, unknown>} */ (item);
  if ("original" in o && "corrected" in o) {
    const change = o.corrected === "" || o.corrected == null
      ? `removed ${cellText(o.original)}`
      : `${cellText(o.original)} → ${cellText(o.corrected)}`;
    const about = [
      typeof o.kind === "string" ? o.kind : "",
      typeof o.column === "string" && o.column ? `column ${o.column}` : "",
      typeof o.reason === "string" ? o.reason : "",
    ].filter(Boolean);
    return about.length ? `${change} (${about.join("; ")})` : change;
  }
  if (typeof o.message === "string" && Object.keys(o).length === 1) return o.message;
  return Object.entries(o)
    .filter(([k, v]) => v != null && k !== "wasChanged")
    .map(([k, v]) => `${k}: ${Array.isArray(v) ? v.map(cellText).join(", ") : cellText(v)}`)
    .join("; ");
}
