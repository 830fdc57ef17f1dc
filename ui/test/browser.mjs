// The results view in a real browser, against the real server.
//
// Starts the test suite's fake Socrata and the packaged jar (java -jar target/datasf-mcp.jar),
// talks to the jar with the official MCP client, and loads the HTML the jar serves through
// resources/read into a test host page (the extension's AppBridge) in Debian's Chromium, driven by
// playwright-core. Each case hands the view a real tools/call result from the jar and checks what a
// person sees: table, sorting, charts, provenance, the links to the whole result and the dataset,
// paging through the host, theme, and that the view fetches nothing. Screenshots land in
// target/ui-view/.
//
//   cd ui && npm ci && node test/browser.mjs     (after ./mvnw package; .ci/run does all of it)
//
// Environment: CHROMIUM (default /usr/bin/chromium); FAKE_SOCRATA_URL to use a running Socrata
// fake instead of starting the suite's (needs target/test-classpath.txt otherwise, see .ci/run).
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtemp, mkdir, readFile, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { getToolUiResourceUri } from "@modelcontextprotocol/ext-apps/app-bridge";
import * as esbuild from "esbuild";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..", "..");
const shots = join(root, "target", "ui-view");
const VIEW = "ui://datasf/results.html";
const MIME = "text/html;profile=mcp-app";
const EXTENSION = "io.modelcontextprotocol/ui";
const POLICE = "wg3w-h783";
const WAIT = { timeout: 15_000 };

const LIGHT = {
  theme: "light",
  locale: "en-US",
  timeZone: "America/Los_Angeles",
  styles: { variables: { "--color-background-primary": "#ffffff", "--color-text-primary": "#1f2328" } },
};
const DARK = {
  theme: "dark",
  locale: "en-US",
  timeZone: "America/Los_Angeles",
  styles: { variables: { "--color-background-primary": "#17181c", "--color-text-primary": "#e6e6e6" } },
};

const children = [];
const cleanups = [];
let failed = false;
/** @type {import("playwright-core").Page | null} */
let current = null;

try {
  await main();
} catch (error) {
  failed = true;
  console.error(error);
  // what the view looked like when it failed
  await current?.screenshot({ path: join(shots, "failure.png"), fullPage: true }).catch(() => {});
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  for (const child of children) child.kill();
}
process.exit(failed ? 1 : 0);

async function main() {
  await mkdir(shots, { recursive: true });
  const socrata = process.env.FAKE_SOCRATA_URL ?? (await startFakeSocrata());
  const url = await startServer(socrata);
  const client = new Client(
    { name: "datasf-browser-test", version: "1.0.0" },
    { capabilities: { extensions: { [EXTENSION]: { mimeTypes: [MIME] } } } },
  );
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  cleanups.push(() => client.close());

  const html = await serverSide(client);

  const profile = await mkdtemp(join(tmpdir(), "datasf-chromium-"));
  cleanups.push(() => rm(profile, { recursive: true, force: true }));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
    viewport: { width: 820, height: 900 },
  });
  cleanups.push(() => browser.close());
  const page = browser.pages()[0] ?? (await browser.newPage());
  current = page;

  // Nothing may leave the page: every request is recorded and refused.
  const fetched = [];
  await browser.route("**/*", (route) => {
    fetched.push(route.request().url());
    return route.abort();
  });
  page.on("request", (request) => fetched.push(request.url()));
  // Every frame counts the text it measures on a canvas (window.measuredText): the cost of fitting
  // chart labels, whatever the machine's speed.
  await browser.addInitScript(() => {
    const measured = { calls: 0, chars: 0 };
    const measureText = CanvasRenderingContext2D.prototype.measureText;
    CanvasRenderingContext2D.prototype.measureText = function (text) {
      measured.calls++;
      measured.chars += String(text).length;
      return measureText.call(this, text);
    };
    Object.defineProperty(window, "measuredText", { value: measured });
  });
  const problems = [];
  page.on("console", (message) => {
    // the one warning this test causes itself: it reads the chart's pixels back several times
    if (message.text().startsWith("Canvas2D: Multiple readback operations")) return;
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));

  await page.exposeFunction("mcpCall", (params) => client.callTool(params));
  await page.setContent(await hostPage());
  await page.evaluate((view) => (window.testHost.html = view), html); // handed over once, not per case

  const cases = [
    ["grouped answer: table, bar chart, sorting, provenance, theme", groupedAnswer],
    ["next page through the host", paging],
    ["bar names of 14,000 characters: cut on the chart, whole in the table", longBarNames],
    ["monthly answer: line chart", monthlyAnswer],
    ["distinct values: bars and corrections", distinctValues],
    ["raw rows as CSV: no chart, sticky header", rawRows],
    ["a failed query", failedQuery],
  ];
  for (const [name, run] of cases) {
    const started = Date.now();
    await run(page, client, html);
    console.log(`ok  ${name} (${Date.now() - started} ms)`);
  }

  assert.deepEqual(fetched, [], "the page and the view fetched nothing");
  assert.deepEqual(problems, [], "no console errors or warnings");

  const started = Date.now();
  await localPreview(url, client);
  console.log(`ok  the local server's preview page on a real answer (${Date.now() - started} ms)`);
  console.log(`browser test: ${cases.length + 1} cases passed; screenshots in ${shots}`);
}

/**
 * The local server's /preview, as a user opens it: the page calls this server's /mcp and hosts the
 * view on the answer; nothing but the server's own origin is reached.
 */
async function localPreview(url, client) {
  const origin = new URL(url).origin;
  const profile = await mkdtemp(join(tmpdir(), "datasf-chromium-"));
  cleanups.push(() => rm(profile, { recursive: true, force: true }));
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    viewport: { width: 1000, height: 900 },
  });
  cleanups.push(() => browser.close());
  const elsewhere = [];
  await browser.route("**/*", (route) => {
    if (route.request().url().startsWith(`${origin}/`)) return route.continue();
    elsewhere.push(route.request().url());
    return route.abort();
  });
  const page = browser.pages()[0] ?? (await browser.newPage());
  current = page;
  const problems = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });

  const args = { dataset_id: POLICE, soql: "SELECT police_district, count(*) AS n GROUP BY police_district ORDER BY n DESC" };
  const expected = (await call(client, "query_datasf", args)).structuredContent;
  await page.goto(`${origin}/preview?tool=query_datasf&arguments=${encodeURIComponent(JSON.stringify(args))}`);
  const view = await (await page.waitForSelector("#view", WAIT)).contentFrame();
  await view.waitForSelector("#chart[data-drawn]", WAIT);
  const cells = await view.$$eval("tbody tr", (rows) => rows.map((row) => row.querySelector("td")?.textContent));
  assert.deepEqual(cells, expected.data.map((row) => row.police_district), "the table holds the tool's answer");
  assert.equal((await barsDrawn(view)).length, expected.data.length, "one bar per district");
  assert.equal(await page.inputValue("#tool"), "query_datasf");
  await fitted(page, view);
  await page.waitForTimeout(200); // the frame's new size painted
  await page.screenshot({ path: join(shots, "preview.png"), fullPage: true });
  assert.deepEqual(elsewhere, [], "the preview reached nothing but the local server");
  assert.deepEqual(problems, [], "no console errors or warnings");
}

/** The server side a host relies on: capability, tool links, the resource. Returns the HTML. */
async function serverSide(client) {
  assert.deepEqual(client.getServerCapabilities()?.extensions?.[EXTENSION], { mimeTypes: [MIME] });
  const { tools } = await client.listTools();
  const linked = tools.filter((t) => getToolUiResourceUri(t) === VIEW).map((t) => t.name).sort();
  assert.deepEqual(linked, ["aggregate", "distinct_values", "query_datasf"]);
  const { contents } = await client.readResource({ uri: VIEW });
  assert.equal(contents.length, 1);
  assert.equal(contents[0].mimeType, MIME);
  const size = Buffer.byteLength(contents[0].text);
  assert.ok(size < 1_000_000, `view is ${size} bytes`);
  return contents[0].text;
}

// ---- cases -----------------------------------------------------------------------------------

async function groupedAnswer(page, client, html) {
  const args = { dataset_id: POLICE, group_by: ["police_district"], metrics: [{ fn: "count" }] };
  const result = await call(client, "aggregate", args);
  const rows = result.structuredContent.rows;
  assert.ok(rows.length >= 5, "enough districts for a chart");
  const view = await show(page, html, args, result, LIGHT);

  await expectTable(view, ["police_district", "count"], rows);
  const align = await view.$eval("td.number", (td) => getComputedStyle(td).textAlign);
  assert.equal(align, "right", "numbers are right-aligned");

  // one bar per group, each as long as its count
  const bars = await barsDrawn(view);
  assert.equal(bars.length, rows.length, `one bar per district, saw ${bars.length}`);
  const longest = Math.max(...bars);
  const counts = rows.map((r) => Number(r.count));
  const most = Math.max(...counts);
  bars.forEach((length, i) => {
    assert.ok(Math.abs(length / longest - counts[i] / most) < 0.03, `bar ${i} is ${length}px for ${counts[i]}`);
  });
  assert.match(await view.textContent("figcaption"), new RegExp(`${rows.length} bars`));

  await fitted(page, view);
  await page.locator("#view").screenshot({ path: join(shots, "results-light.png") });

  // the host switches to dark: the page, the table and the chart follow
  const lightBars = await chartColour(view);
  await page.evaluate((context) => window.testHost.setHostContext(context), DARK);
  await view.waitForFunction(() => getComputedStyle(document.body).backgroundColor === "rgb(23, 24, 28)", null, WAIT);
  await view.waitForFunction(() => document.documentElement.dataset.theme === "dark", null, WAIT);
  await view.waitForSelector("#chart[data-drawn]", WAIT);
  assert.notEqual(await chartColour(view), lightBars, "the chart is redrawn in the dark palette");
  assert.equal((await barsDrawn(view)).length, rows.length);
  await fitted(page, view);
  await page.locator("#view").screenshot({ path: join(shots, "results-dark.png") });

  // back to light for the rest
  await page.evaluate((context) => window.testHost.setHostContext(context), LIGHT);
  await view.waitForFunction(() => document.documentElement.dataset.theme === "light", null, WAIT);

  // sorting by click: counts largest first, then smallest first
  await view.click('th button[data-key="count"]');
  assert.deepEqual(await column(view, 1, Number), [...counts].sort((a, b) => b - a));
  assert.equal(await view.getAttribute("th:nth-child(2)", "aria-sort"), "descending");
  await view.click('th button[data-key="count"]');
  assert.deepEqual(await column(view, 1, Number), [...counts].sort((a, b) => a - b));
  // sorting by keyboard: Enter, then Space, on the focused header
  const names = rows.map((r) => r.police_district);
  const alphabetical = [...names].sort((a, b) => a.localeCompare(b));
  await view.focus('th button[data-key="police_district"]');
  await page.keyboard.press("Enter");
  assert.deepEqual(await column(view, 0), alphabetical);
  assert.equal(await view.getAttribute("th:nth-child(1)", "aria-sort"), "ascending");
  await page.keyboard.press("Space");
  assert.deepEqual(await column(view, 0), [...alphabetical].reverse());

  // provenance: the dataset linked (opened by the host), its update time, the exact SoQL
  const source = result.structuredContent.source;
  assert.equal(await view.textContent("code.soql"), source.soql);
  assert.equal(await view.textContent(".origin a"), source.dataset_name);
  assert.equal(await view.getAttribute(".origin time", "datetime"), source.data_updated_at);
  await view.click(".origin a");
  await page.waitForFunction((url) => window.testHost.links.includes(url), source.permalink, WAIT);

  // under the table: the whole result as CSV, with its number of rows, and the dataset's page;
  // each opened by the host, as the frame may not navigate
  const exported = result.structuredContent.export;
  assert.equal(exported.rows, rows.length, "a whole answer counts its rows");
  await expectLinks(page, view, exported.csv_url, source.permalink);
  assert.equal(await view.textContent("#links .rows"), `${rows.length} rows`);
}

async function paging(page, client, html) {
  const args = { dataset_id: POLICE, group_by: ["police_district"], metrics: [{ fn: "count" }], limit: 4 };
  const first = await call(client, "aggregate", args);
  const cursor = first.structuredContent.next_cursor;
  assert.ok(cursor, "a cut aggregate answer carries next_cursor");
  const view = await show(page, html, args, first, LIGHT);
  await expectTable(view, ["police_district", "count"], first.structuredContent.rows);
  assert.match(await view.textContent("#note"), /first 4 rows/);

  const exported = first.structuredContent.export;
  assert.equal(exported.rows, undefined, "more groups than the page: not counted");
  await expectLinks(page, view, exported.csv_url, first.structuredContent.source.permalink);
  assert.equal(await view.$("#links .rows"), null, "no number of rows when it is not known");

  await view.click("#next");
  await view.waitForFunction(() => document.getElementById("summary").textContent.includes("page 2"), null, WAIT);
  assert.equal(await view.getAttribute("#links a.download", "href"), exported.csv_url, "every page, the same whole result");
  const calls = await page.evaluate(() => window.testHost.calls.map(({ name, arguments: a }) => ({ name, arguments: a })));
  assert.deepEqual(calls, [{ name: "query_datasf", arguments: { cursor } }], "the view asked the host for the next page");
  const second = await call(client, "query_datasf", { cursor }); // cursors are stateless: the same page
  await expectTable(view, ["police_district", "count"], second.structuredContent.data);

  await view.click("#previous");
  await view.waitForFunction(() => !document.getElementById("summary").textContent.includes("page"), null, WAIT);
  await expectTable(view, ["police_district", "count"], first.structuredContent.rows);
  assert.equal((await page.evaluate(() => window.testHost.calls)).length, 1, "going back costs no call");
}

async function longBarNames(page, client, html) {
  const args = { dataset_id: POLICE, group_by: ["police_district"], metrics: [{ fn: "count" }] };
  const result = await call(client, "aggregate", args);
  // two names as long as a text cell can be within the byte budget: fitting them by measuring
  // every prefix once took 23 s; the chart must draw as fast as with short names
  const long = (row) => ({ ...row, police_district: `${row.police_district} ${"x".repeat(14_000)}` });
  const rows = result.structuredContent.rows.map((row, i) => (i < 2 ? long(row) : row));
  const view = await show(page, html, args, { ...result, structuredContent: { ...result.structuredContent, rows } }, LIGHT);
  assert.equal((await barsDrawn(view)).length, rows.length, "one bar per district");
  // the cost, counted rather than timed: a few cuts of at most 120 characters per name, where
  // measuring every prefix came to some 98 million characters per name
  const measured = await view.evaluate(() => window.measuredText);
  assert.ok(measured.chars < 14_000, `the long names were never measured whole: ${JSON.stringify(measured)}`);
  const cells = await view.$$eval("tbody tr td:first-child", (tds) => tds.map((td) => td.textContent));
  assert.deepEqual(cells.slice(0, 2), rows.slice(0, 2).map((r) => r.police_district), "the table keeps the whole names");
  const caption = await view.textContent("figcaption");
  assert.ok(caption.length < 300, `the caption names the largest bar by its start: ${caption.length} characters`);
}

async function monthlyAnswer(page, client, html) {
  const args = {
    dataset_id: POLICE,
    soql: "SELECT date_trunc_ym(incident_datetime) AS month, count(*) AS n GROUP BY month ORDER BY month",
  };
  const result = await call(client, "query_datasf", args);
  const data = result.structuredContent.data;
  const view = await show(page, html, args, result, DARK);
  await expectTable(view, ["month", "n"], data);
  assert.equal(await view.getAttribute("#chart", "data-chart"), "line");
  const line = await lineDrawn(view);
  assert.ok(line.coverage > 0.97, `the line runs across the plot (${line.coverage})`);
  assert.ok(line.height > 0.2, `the line follows the counts up and down (${line.height})`);
  assert.ok(line.fill < 0.1, `a line, not filled areas (${line.fill})`);
  assert.match(await view.textContent("figcaption"), new RegExp(`${data.length} points`));
  await fitted(page, view);
  await page.locator("#view").screenshot({ path: join(shots, "monthly-dark.png") });
}

async function distinctValues(page, client, html) {
  const args = { dataset_id: POLICE, column: "Incident Category", limit: 6 };
  const result = await call(client, "distinct_values", args);
  const { values, corrections, column: field } = result.structuredContent;
  const view = await show(page, html, args, result, LIGHT);
  await expectTable(view, [field, "count"], values.map((v) => ({ [field]: v.value, count: String(v.count) })));
  assert.equal((await barsDrawn(view)).length, values.length);
  assert.ok(corrections?.length, "the display name was corrected to the field name");
  const listed = await view.$$eval("ul.corrections li", (items) => items.map((li) => li.textContent));
  corrections.forEach((c, i) => {
    assert.ok(listed[i].includes(c.original) && listed[i].includes(c.corrected), listed[i]);
  });
}

async function rawRows(page, client, html) {
  const args = {
    dataset_id: POLICE,
    soql: "SELECT incident_datetime, incident_category, police_district",
    format: "csv",
    max_rows: 40,
  };
  const result = await call(client, "query_datasf", args);
  const [header, ...lines] = result.structuredContent.csv.trim().split("\n");
  const view = await show(page, html, args, result, LIGHT);
  assert.deepEqual(await headers(view), header.split(","));
  assert.equal(await view.$$eval("tbody tr", (trs) => trs.length), lines.length);
  assert.equal(await view.isHidden("#chart"), true, "three columns of text and dates: no chart");
  assert.match(await view.textContent("#note"), /first 40 rows/);
  assert.equal(await view.isVisible("#next"), true);
  // the header stays at the top of the scrolled table
  const offset = await view.$eval("#table", (wrap) => {
    wrap.scrollTop = 300;
    return wrap.querySelector("thead th").getBoundingClientRect().top - wrap.getBoundingClientRect().top;
  });
  assert.ok(Math.abs(offset) <= 2, `sticky header is ${offset}px from the top`);
}

async function failedQuery(page, client, html) {
  const args = { dataset_id: POLICE, soql: "SELECT incident_category WHERE" };
  const result = await client.callTool({ name: "query_datasf", arguments: args });
  assert.equal(result.isError, true);
  const error = JSON.parse(result.content[0].text).error;
  const view = await show(page, html, args, result, LIGHT);
  await view.waitForSelector("#status.error", WAIT);
  assert.ok((await view.textContent("#status")).includes(error), "Socrata's message is shown");
  assert.equal(await view.getAttribute("#status", "role"), "alert");
}

// ---- the view in the page ------------------------------------------------------------------

/** Loads the view with one tool result; resolves when it has drawn the answer. */
async function show(page, html, args, result, hostContext) {
  await page.evaluate((input) => window.testHost.show(input), { args, result, hostContext });
  const view = await (await page.waitForSelector("#view")).contentFrame();
  await view.waitForFunction(
    () => !document.getElementById("answer").hidden || document.getElementById("status").classList.contains("error"),
    null,
    WAIT,
  );
  if (await view.isVisible("#chart")) await view.waitForSelector("#chart[data-drawn]", WAIT);
  return view;
}

/** Waits until the host has sized the frame to the view's content (size-changed notifications). */
async function fitted(page, view) {
  const height = await view.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
  await page.waitForFunction(
    (h) => Math.abs(document.getElementById("view").clientHeight - h) <= 1,
    height,
    WAIT,
  );
}

async function headers(view) {
  return view.$$eval("thead th", (ths) => ths.map((th) => th.querySelector("button span").textContent));
}

/** The table shows exactly these rows under these headers (numbers compared digit for digit). */
async function expectTable(view, keys, rows) {
  assert.deepEqual(await headers(view), keys);
  const cells = await view.$$eval("tbody tr", (trs) => trs.map((tr) => [...tr.cells].map((td) => td.textContent)));
  // midnight timestamps read as their date ("2024-03-01T00:00:00.000" -> "2024-03-01")
  const shown = (value) => (value == null ? "" : String(value).replace(/T00:00:00(\.0+)?$/, ""));
  const expected = rows.map((row) => keys.map((k) => shown(row[k])));
  assert.deepEqual(
    cells.map((r) => r.map((c) => c.replace(/(\d),(?=\d{3})/g, "$1"))),
    expected,
  );
}

/**
 * "Download CSV" and "Open on DataSF" under the table, in that order, each opened through the host
 * (its open-link request) when clicked.
 */
async function expectLinks(page, view, csvUrl, permalink) {
  const links = await view.$$eval("#links a", (as) => as.map((a) => [a.className, a.textContent, a.getAttribute("href")]));
  assert.deepEqual(links, [
    ["download", "Download CSV", csvUrl],
    ["dataset", "Open on DataSF", permalink],
  ]);
  const [tableBottom, linksTop] = await view.evaluate(() => [
    document.getElementById("table").getBoundingClientRect().bottom,
    document.getElementById("links").getBoundingClientRect().top,
  ]);
  assert.ok(linksTop >= tableBottom, `the links are under the table (${linksTop} >= ${tableBottom})`);
  for (const [kind, , url] of links) {
    await view.click(`#links a.${kind}`);
    await page.waitForFunction((u) => window.testHost.links.includes(u), url, WAIT);
  }
}

async function column(view, index, map = (x) => x) {
  const texts = await view.$$eval(`tbody td:nth-child(${index + 1})`, (tds) => tds.map((td) => td.textContent));
  return texts.map((t) => map(t.replace(/,/g, "")));
}

/** Bar lengths in canvas pixels, top to bottom, from the pixels in the chart's colour. */
async function barsDrawn(view) {
  return inView(view, (canvasPixels) => {
    const { pixels, width, height, matches } = canvasPixels();
    const bars = [];
    let run = null;
    for (let y = 0; y < height; y++) {
      let count = 0;
      for (let x = 0; x < width; x++) if (matches(pixels, (y * width + x) * 4, 6)) count++;
      if (count >= 3) {
        run = run ?? { length: 0 };
        run.length = Math.max(run.length, count);
      } else if (run) {
        bars.push(run.length);
        run = null;
      }
    }
    if (run) bars.push(run.length);
    return bars;
  });
}

/** How a line chart covers its plot: the share of columns it crosses, its height, how much it fills. */
async function lineDrawn(view) {
  return inView(view, (canvasPixels) => {
    const { pixels, width, height, matches } = canvasPixels();
    let left = width;
    let right = -1;
    let top = height;
    let bottom = -1;
    let total = 0;
    const columns = new Set();
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (matches(pixels, (y * width + x) * 4, 60)) {
          total++;
          columns.add(x);
          left = Math.min(left, x);
          right = Math.max(right, x);
          top = Math.min(top, y);
          bottom = Math.max(bottom, y);
        }
      }
    }
    const span = right - left + 1;
    return { coverage: columns.size / span, height: (bottom - top) / height, fill: total / (span * height) };
  });
}

async function chartColour(view) {
  return inView(view, (canvasPixels) => canvasPixels().colour.join(","));
}

/**
 * Runs an analysis in the view's frame with the canvas reader at hand. Passed as source text:
 * the view's CSP (no eval) does not apply to what the browser's debugging protocol evaluates.
 */
function inView(view, analysis) {
  return view.evaluate(`(${analysis})(${canvasPixels})`);
}

// ---- processes and the host page --------------------------------------------------------------

async function call(client, name, args) {
  const result = await client.callTool({ name, arguments: args });
  assert.notEqual(result.isError, true, `${name} failed: ${JSON.stringify(result.content)}`);
  return result;
}

/** The host page: the AppBridge bundle and a slot for the view's frame; no external resource. */
async function hostPage() {
  const bundle = await esbuild.build({
    entryPoints: [join(here, "host.js")],
    bundle: true,
    format: "iife",
    target: "es2022",
    write: false,
  });
  return `<!doctype html><html><head><meta charset="utf-8"><title>test host</title>
<style>body{margin:16px;font-family:sans-serif}iframe{display:block;width:780px;height:120px;border:1px solid #ccc;border-radius:8px}</style>
</head><body><div id="slot"></div><script>${bundle.outputFiles[0].text}</script></body></html>`;
}

/** The chart canvas's pixels and a test for "drawn in the chart's colour" (runs in the view). */
function canvasPixels() {
  const canvas = document.querySelector("#chart canvas");
  const ctx = canvas.getContext("2d");
  const { width, height } = canvas;
  const pixels = ctx.getImageData(0, 0, width, height).data;
  const probe = document.createElement("span");
  probe.style.color = "var(--datasf-chart)";
  document.body.append(probe);
  const colour = getComputedStyle(probe).color.match(/\d+/g).slice(0, 3).map(Number);
  probe.remove();
  const matches = (data, i, tolerance) =>
    data[i + 3] > 200 &&
    Math.abs(data[i] - colour[0]) <= tolerance &&
    Math.abs(data[i + 1] - colour[1]) <= tolerance &&
    Math.abs(data[i + 2] - colour[2]) <= tolerance;
  return { pixels, width, height, matches, colour };
}

async function startFakeSocrata() {
  const classpath = (await readFile(join(root, "target", "test-classpath.txt"), "utf8")).trim();
  const cp = [join(root, "target", "test-classes"), join(root, "target", "classes"), classpath].join(":");
  const line = await start("java", ["-cp", cp, "datasf.mcp.bench.FakeSocrataMain"], {}, /^fake-socrata (\S+)/m);
  return line[1];
}

async function startServer(socrata) {
  const port = await freePort();
  await start("java", ["-jar", join(root, "target", "datasf-mcp.jar")], {
    DATASF_LOCAL_PORT: String(port),
    DATASF_SOCRATA_BASE_URL: socrata,
    DATASF_SOCRATA_DISCOVERY_URL: `${socrata}/api/catalog/v1`,
  }, /listening on/);
  return `http://127.0.0.1:${port}/mcp`;
}

/** Starts a process and resolves with the first match of `ready` in its output. */
function start(command, args, env, ready) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    children.push(child);
    let output = "";
    const timer = setTimeout(() => reject(new Error(`${command} did not start:\n${output}`)), 60_000);
    const read = (chunk) => {
      output += chunk;
      const match = output.match(ready);
      if (match) {
        clearTimeout(timer);
        resolve(match);
      }
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.on("exit", (code) => reject(new Error(`${command} exited (${code}):\n${output}`)));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}
