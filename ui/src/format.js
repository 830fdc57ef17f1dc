// @ts-check
/** How numbers and times read in the view, in the host's locale and time zone when it gives them. */
import { toNumber } from "./answer.js";

/** @type {{ locale: string | undefined, timeZone: string | undefined }} */
export const preferences = { locale: undefined, timeZone: undefined };

/** Identifier-like columns (ids, years, codes) are shown exactly as sent, without digit grouping. */
const IDENTIFIER = /(?:id|year|zip|zipcode|code|_number|_no)$/i;

/**
 * A table cell's number: Socrata's exact digits, grouped for reading (31207 -> 31,207) unless the
 * column names an identifier. The fraction is kept as sent, never rounded.
 * @param {unknown} value
 * @param {string} column
 */
export function formatCellNumber(value, column) {
  const text = String(value).trim();
  if (IDENTIFIER.test(column) || !/^[-+]?\d+(\.\d+)?$/.test(text)) return text;
  const [whole, fraction] = text.split(".");
  const grouped = new Intl.NumberFormat(preferences.locale, { useGrouping: true, maximumFractionDigits: 0 })
    .format(BigInt(whole.replace(/^\+/, "")));
  if (fraction === undefined) return grouped;
  const decimal = new Intl.NumberFormat(preferences.locale).formatToParts(0.5).find((p) => p.type === "decimal")?.value ?? ".";
  return grouped + decimal + fraction;
}

/** A chart label: short, rounded for reading (the table holds the exact value). */
export function formatShortNumber(/** @type {unknown} */ value) {
  const n = toNumber(value);
  if (!Number.isFinite(n)) return "";
  return new Intl.NumberFormat(preferences.locale, {
    notation: Math.abs(n) >= 1e6 ? "compact" : "standard",
    maximumFractionDigits: Math.abs(n) >= 100 ? 0 : 2,
  }).format(n);
}

/** When the dataset last changed, in the viewer's zone, e.g. "Nov 20, 2026, 10:12 AM". */
export function formatInstant(/** @type {string} */ iso) {
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return iso;
  return new Intl.DateTimeFormat(preferences.locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: preferences.timeZone,
  }).format(time);
}

/**
 * A Socrata timestamp as people write it: "2024-03-01T00:00:00.000" -> "2024-03-01",
 * "2024-03-01T13:45:00.000" -> "2024-03-01 13:45". Same instant, no zone change.
 */
export function formatCellDate(/** @type {string} */ value) {
  const match = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(:\d{2}(?:\.\d+)?)?)?(.*)$/.exec(value);
  if (!match) return value;
  const [, date, minutes, seconds = "", zone] = match;
  if (!minutes || (minutes === "00:00" && /^(:00(\.0+)?)?$/.test(seconds))) return date + (zone ?? "");
  const keepSeconds = !/^(:00(\.0+)?)?$/.test(seconds);
  return `${date} ${minutes}${keepSeconds ? seconds : ""}${zone ?? ""}`;
}
