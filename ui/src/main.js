// @ts-check
/**
 * The results view: an MCP App (io.modelcontextprotocol/ui). The host hands it the tool's result;
 * it draws the table, the chart that fits and the source, pages through query_datasf (a tools/call
 * the host proxies to the server) and follows the host's theme. All host traffic goes through the
 * extension's own App class.
 */
import {
  App,
  PostMessageTransport,
  applyDocumentTheme,
  applyHostFonts,
  applyHostStyleVariables,
} from "@modelcontextprotocol/ext-apps";
import { chartFor, readAnswer } from "./answer.js";
import { renderChart } from "./chart.js";
import { preferences } from "./format.js";
import { renderLinks } from "./links.js";
import { renderSource } from "./source.js";
import { renderTable } from "./table.js";

/** @typedef {import("./answer.js").Answer} Answer */
/** @typedef {{ content: unknown, answer: Answer }} Page */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
const ui = {
  status: $("status"),
  title: $("title"),
  summary: $("summary"),
  message: $("message"),
  chart: $("chart"),
  table: $("table"),
  note: $("note"),
  links: $("links"),
  previous: /** @type {HTMLButtonElement} */ ($("previous")),
  next: /** @type {HTMLButtonElement} */ ($("next")),
  pager: $("pager"),
  source: $("source"),
  answer: $("answer"),
};

const app = new App({ name: "datasf-results", version: "1.0.0" }, {}, { autoResize: true });

/** The pages seen since the last answer from the model, so "previous" costs no call. */
/** @type {Page[]} */
let pages = [];
let current = -1;
/** @type {(() => void) | null} */
let removeChart = null;

app.ontoolinput = ({ arguments: args }) => {
  if (current >= 0) return; // an answer is already shown
  const soql = typeof args?.soql === "string" ? args.soql : "";
  status(soql ? `Running the query…\n${soql}` : "Waiting for the answer…");
};

app.ontoolresult = (result) => {
  const content = contentOf(result);
  if (current >= 0 && same(content, pages[current].content)) return; // a host echoing our own page
  if (result.isError) {
    showError(errorText(result));
    return;
  }
  const answer = readAnswer(content);
  if (!answer) {
    showError("This answer has no rows to show.");
    return;
  }
  pages = [{ content, answer }];
  current = 0;
  render();
};

app.ontoolcancelled = ({ reason }) => {
  if (current < 0) status(`The query was cancelled${reason ? `: ${reason}` : "."}`);
};

app.onhostcontextchanged = (context) => {
  applyContext(context);
  if (current >= 0) drawChart(pages[current].answer); // canvas colours are read at draw time
};

app.onteardown = async () => ({});

ui.next.addEventListener("click", () => void nextPage());
ui.previous.addEventListener("click", () => {
  if (current > 0) {
    current--;
    render();
  }
});

status("Waiting for the answer…");
app
  .connect(new PostMessageTransport(window.parent, window.parent))
  .then(() => applyContext(app.getHostContext()))
  .catch((error) => showError(`This view could not reach its host: ${error instanceof Error ? error.message : String(error)}`));

function render() {
  const { answer } = pages[current];
  ui.status.hidden = true;
  ui.status.classList.remove("error");
  ui.answer.hidden = false;
  const source = answer.source ?? {};
  ui.title.textContent = String(source.dataset_name ?? source.dataset_id ?? "Query results");
  const rows = `${answer.count} ${answer.count === 1 ? "row" : "rows"}`;
  ui.summary.textContent = [answer.column ? `Most frequent values of ${answer.column}` : "", rows, current > 0 ? `page ${current + 1}` : ""]
    .filter(Boolean)
    .join(" · ");
  ui.message.textContent = answer.message ?? "";
  ui.message.hidden = !answer.message;
  drawChart(answer);
  renderTable(ui.table, answer);
  ui.table.hidden = answer.rows.length === 0;
  ui.note.textContent = truncationNote(answer);
  ui.note.hidden = !ui.note.textContent;
  ui.note.removeAttribute("role");
  renderLinks(ui.links, answer, openLink);
  ui.previous.hidden = current === 0;
  ui.next.hidden = !answer.nextCursor && current === pages.length - 1;
  ui.next.disabled = false;
  ui.next.textContent = "Next page";
  ui.pager.hidden = ui.previous.hidden && ui.next.hidden;
  renderSource(ui.source, answer, openLink);
}

/** @param {Answer} answer */
function drawChart(answer) {
  removeChart?.();
  removeChart = null;
  const plan = chartFor(answer);
  if (plan) removeChart = renderChart(ui.chart, answer, plan);
}

async function nextPage() {
  if (current + 1 < pages.length) {
    current++;
    render();
    return;
  }
  const cursor = pages[current].answer.nextCursor;
  if (!cursor) return;
  ui.next.disabled = true;
  ui.next.textContent = "Loading…";
  try {
    // the same tool the model would call: the host proxies it to the server
    const result = await app.callServerTool({ name: "query_datasf", arguments: { cursor } });
    const content = contentOf(result);
    const answer = result.isError ? null : readAnswer(content);
    if (!answer) {
      pagerError(result.isError ? errorText(result) : "The next page has no rows to show.");
      return;
    }
    pages.push({ content, answer });
    current++;
    render();
  } catch (error) {
    pagerError(`The next page could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** @param {string} text */
function pagerError(text) {
  ui.next.disabled = false;
  ui.next.textContent = "Try again";
  ui.note.hidden = false;
  ui.note.textContent = text;
  ui.note.setAttribute("role", "alert");
}

/** @param {Answer} answer */
function truncationNote(answer) {
  if (!answer.truncated) return "";
  const shown = `${answer.count} ${answer.count === 1 ? "row" : "rows"}`;
  if (answer.column && !answer.nextCursor) return `Showing the ${answer.count} most frequent values; the column has more.`;
  if (answer.truncatedReason === "bytes") return `Showing the first ${shown}: the rest did not fit in one answer.`;
  if (answer.truncatedReason === "rows") return `Showing the first ${shown}: more rows match than one page holds.`;
  return `Showing the first ${shown}; more exist.`;
}

/** @param {string} text */
function status(text) {
  ui.status.textContent = text;
  ui.status.hidden = false;
  ui.status.removeAttribute("role");
  ui.status.classList.remove("error");
  ui.answer.hidden = true;
}

/** @param {string} text */
function showError(text) {
  status(text);
  ui.status.setAttribute("role", "alert");
  ui.status.classList.add("error");
}

/** structuredContent, or the JSON text older hosts may pass instead. */
function contentOf(/** @type {any} */ result) {
  if (result?.structuredContent) return result.structuredContent;
  const text = result?.content?.find?.((/** @type {any} */ c) => c?.type === "text")?.text;
  try {
    return typeof text === "string" ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** A failed call's {error, details} as one readable line. */
function errorText(/** @type {any} */ result) {
  const body = /** @type {any} */ (contentOf(result)) ?? {};
  const text = result?.content?.find?.((/** @type {any} */ c) => c?.type === "text")?.text;
  if (typeof body.error !== "string") return typeof text === "string" && text ? text : "The query failed.";
  return body.details ? `${body.error} (${body.details})` : body.error;
}

/** @param {unknown} a @param {unknown} b */
function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** @param {string} url */
function openLink(url) {
  if (app.getHostCapabilities()?.openLinks) {
    app.openLink({ url }).catch(() => window.open(url, "_blank", "noopener"));
  } else {
    window.open(url, "_blank", "noopener");
  }
}

/** Theme, style variables, fonts, locale and time zone from the host, when it sends them. */
function applyContext(/** @type {any} */ context) {
  if (!context) return;
  if (context.theme === "light" || context.theme === "dark") applyDocumentTheme(context.theme);
  if (context.styles?.variables) applyHostStyleVariables(context.styles.variables);
  if (context.styles?.css?.fonts) applyHostFonts(context.styles.css.fonts);
  if (typeof context.locale === "string") preferences.locale = context.locale;
  if (typeof context.timeZone === "string") preferences.timeZone = context.timeZone;
}
