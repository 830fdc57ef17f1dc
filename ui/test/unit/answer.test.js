// Unit tests of the view's pure logic: how answers are read, typed, charted, sorted and described.
import assert from "node:assert/strict";
import { test } from "node:test";
import { chartFor, describe, readAnswer, resultLinks, sortRows, toEpochSeconds, MAX_BARS } from "../../src/answer.js";
import { parseCsv } from "../../src/csv.js";

const grouped = {
  rows: [
    { police_district: "Central", count: "121034" },
    { police_district: "Mission", count: "112409" },
    { police_district: "Park", count: "9" },
  ],
  count: 3,
  truncated: false,
  source: { dataset_id: "wg3w-h783", soql: "SELECT police_district, count(*) AS count GROUP BY police_district" },
};

test("aggregate rows: columns in order, numbers typed, a bar chart with one bar per group", () => {
  const answer = readAnswer(grouped);
  assert.deepEqual(answer.columns, [
    { key: "police_district", type: "text" },
    { key: "count", type: "number" },
  ]);
  assert.deepEqual(chartFor(answer), { type: "bar", label: "police_district", value: "count", points: 3 });
});

test("a month column and a number: a line chart", () => {
  const answer = readAnswer({
    data: [
      { month: "2024-01-01T00:00:00.000", n: "10" },
      { month: "2024-02-01T00:00:00.000", n: "12" },
    ],
  });
  assert.equal(answer.columns[0].type, "date");
  assert.equal(chartFor(answer).type, "line");
});

test("no chart for raw rows, for several categories, for a single group or too many bars", () => {
  const raw = readAnswer({ data: [{ id: "1", name: "a", kind: "x", n: "2" }, { id: "2", name: "b", kind: "y", n: "3" }] });
  assert.equal(chartFor(raw), null);
  assert.equal(chartFor(readAnswer({ rows: [{ g: "a", n: "1" }] })), null);
  const many = Array.from({ length: MAX_BARS + 1 }, (_, i) => ({ g: `g${i}`, n: String(i) }));
  assert.equal(chartFor(readAnswer({ rows: many })), null);
  assert.equal(chartFor(readAnswer({ rows: [{ a: "1", b: "2" }, { a: "3", b: "4" }] })), null);
});

test("distinct_values: the column's own name and its counts", () => {
  const answer = readAnswer({ column: "police_district", values: [{ value: "Central", count: 5 }, { value: null, count: 2 }], truncated: true });
  assert.deepEqual(answer.columns.map((c) => c.key), ["police_district", "count"]);
  assert.deepEqual(answer.rows[1], { police_district: null, count: 2 });
  assert.equal(answer.column, "police_district");
  assert.equal(chartFor(answer).type, "bar");
});

test("csv answers become the same rows, quotes and all", () => {
  const answer = readAnswer({ format: "csv", csv: 'name,n\n"Larkin, St",3\n"say ""hi""",\n' });
  assert.deepEqual(answer.rows, [{ name: "Larkin, St", n: "3" }, { name: 'say "hi"', n: null }]);
  assert.deepEqual(parseCsv("a,b\r\n1,\"x\ny\"\r\n").rows, [{ a: "1", b: "x\ny" }]);
});

test("columns are the union of every row's fields: Socrata omits empty ones", () => {
  const answer = readAnswer({ data: [{ a: "1" }, { a: "2", b: "x" }] });
  assert.deepEqual(answer.columns.map((c) => c.key), ["a", "b"]);
});

test("sorting: numbers by value, empty cells last, ties keep the answer's order", () => {
  const answer = readAnswer({ rows: [{ g: "b", n: "10" }, { g: "a", n: "9" }, { g: "c" }, { g: "d", n: "10" }] });
  assert.deepEqual(sortRows(answer, "n", "descending").map((r) => r.g), ["b", "d", "a", "c"]);
  assert.deepEqual(sortRows(answer, "n", "ascending").map((r) => r.g), ["a", "b", "d", "c"]);
  assert.deepEqual(sortRows(answer, "g", "descending").map((r) => r.g), ["d", "c", "b", "a"]);
});

test("floating timestamps are read as UTC", () => {
  assert.equal(toEpochSeconds("2024-03-01T00:00:00.000"), Date.UTC(2024, 2, 1) / 1000);
  assert.equal(toEpochSeconds("2024-03-01"), Date.UTC(2024, 2, 1) / 1000);
  assert.ok(Number.isNaN(toEpochSeconds("March")));
});

test("corrections, ambiguities and hints of any shape read as one line each", () => {
  assert.equal(describe({ original: "incident_catagory", corrected: "incident_category", wasChanged: true }),
    "incident_catagory → incident_category");
  assert.equal(describe({ original: "Mision", corrected: "MISSION", kind: "value" }), "Mision → MISSION (value)");
  assert.equal(describe({ kind: "value", original: "'mission'", corrected: "'MISSION'", column: "police_district" }),
    "'mission' → 'MISSION' (value; column police_district)");
  assert.equal(describe({ kind: "rewrite", original: "TOP 5", corrected: "", reason: "SoQL has no TOP" }),
    "removed TOP 5 (rewrite; SoQL has no TOP)");
  assert.equal(describe("Filter on upper(x)"), "Filter on upper(x)");
  assert.equal(describe({ name: "district", candidates: ["police_district", "supervisor_district"] }),
    "name: district; candidates: police_district, supervisor_district");
});

test("paging fields and unknown shapes", () => {
  const answer = readAnswer({ data: [], count: 0, truncated: true, truncated_reason: "rows", next_cursor: "abc", message: "No rows" });
  assert.equal(answer.nextCursor, "abc");
  assert.equal(answer.truncatedReason, "rows");
  assert.equal(answer.message, "No rows");
  assert.equal(readAnswer({ results: [] }), null);
  assert.equal(readAnswer(null), null);
});

test("cells read as people write them, exact values kept", async () => {
  const { formatCellDate, formatCellNumber } = await import("../../src/format.js");
  assert.equal(formatCellDate("2024-03-01T00:00:00.000"), "2024-03-01");
  assert.equal(formatCellDate("2024-03-01T13:45:00.000"), "2024-03-01 13:45");
  assert.equal(formatCellDate("2024-03-01T13:45:07.000"), "2024-03-01 13:45:07.000");
  assert.equal(formatCellDate("2024-03-01"), "2024-03-01");
  assert.equal(formatCellNumber("31207", "count"), "31,207");
  assert.equal(formatCellNumber("1234567.125", "avg_x"), "1,234,567.125");
  assert.equal(formatCellNumber("19831896", "countid"), "19831896");
  assert.equal(formatCellNumber("2024", "incident_year"), "2024");
});

test("the export: read when its links are web addresses, with its rows and note", () => {
  const csv = "https://data.sf.gov/resource/wg3w-h783.csv?$query=SELECT%20*%20LIMIT%202147483647";
  const answer = readAnswer({ ...grouped, export: { csv_url: csv, json_url: csv.replace(".csv", ".json"), rows: 3 } });
  assert.deepEqual(answer.export, { csvUrl: csv, jsonUrl: csv.replace(".csv", ".json"), rows: 3, note: null });
  const odd = readAnswer({ ...grouped, export: { csv_url: "javascript:alert(1)", rows: "3", note: "" } });
  assert.deepEqual(odd.export, { csvUrl: null, jsonUrl: null, rows: null, note: null });
  assert.equal(readAnswer(grouped).export, null);
});

test("links under the table: Download CSV and Open on DataSF, or why there is no download", () => {
  const csv = "https://data.sf.gov/resource/wg3w-h783.csv?$query=SELECT%20*";
  const source = { ...grouped.source, permalink: "https://data.sf.gov/d/wg3w-h783" };
  const both = resultLinks(readAnswer({ ...grouped, source, export: { csv_url: csv, rows: 1 } }));
  assert.deepEqual(both.links.map((l) => [l.kind, l.label, l.url]), [
    ["download", "Download CSV", csv],
    ["dataset", "Open on DataSF", "https://data.sf.gov/d/wg3w-h783"],
  ]);
  assert.equal(both.links[0].title, "All 1 row of the query, as CSV");
  assert.equal(both.note, null);
  const unknown = resultLinks(readAnswer({ ...grouped, source, export: { csv_url: csv } }));
  assert.equal(unknown.links[0].title, "Every row of the query, as CSV");
  const tooLong = resultLinks(readAnswer({ ...grouped, source, export: { note: "No link: the query makes a URL of 9000 characters" } }));
  assert.deepEqual(tooLong.links.map((l) => l.kind), ["dataset"]);
  assert.match(tooLong.note, /^No link/);
  assert.deepEqual(resultLinks(readAnswer({ rows: [] })), { links: [], note: null });
});
