// The local preview of the results view: this page plays an MCP Apps host for the view the
// server serves (ui://datasf/results.html) (embed.js) and calls the tools on this same server's
// /mcp. The view runs exactly as in a host, with no network access; only this page talks to the
// server.
import { callFromLocation, DEFAULT_CALL } from "./call.js";
import { embedView } from "./embed.js";
import { McpOverHttp } from "./mcp.js";

const VIEW = "ui://datasf/results.html";

const $ = (id) => /** @type {HTMLElement} */ (document.getElementById(id));
const form = /** @type {HTMLFormElement} */ ($("call"));
const tool = /** @type {HTMLSelectElement} */ ($("tool"));
const args = /** @type {HTMLTextAreaElement} */ ($("arguments"));
const mcp = new McpOverHttp(new URL("/mcp", window.location.href).href);
/** @type {Promise<string> | null} */
let viewHtml = null;

const initial = callFromLocation(window.location.search) ?? DEFAULT_CALL;
tool.value = initial.name;
args.value = JSON.stringify(initial.arguments, null, 2);
form.addEventListener("submit", (event) => {
  event.preventDefault();
  let parsed;
  try {
    parsed = JSON.parse(args.value);
  } catch (error) {
    say(`The arguments are not JSON: ${error instanceof Error ? error.message : String(error)}`, true);
    return;
  }
  const query = new URLSearchParams({ tool: tool.value, arguments: JSON.stringify(parsed) });
  history.replaceState(null, "", `?${query}`);
  void show({ name: tool.value, arguments: parsed });
});
void show(initial);

/** Calls the tool and hands the view its arguments and answer, as a host does. */
async function show(call) {
  say(`Calling ${call.name}…`, false);
  try {
    viewHtml ??= mcp.request("resources/read", { uri: VIEW }).then((read) => String(read.contents[0].text));
    const [html, result] = await Promise.all([viewHtml, mcp.request("tools/call", call)]);
    const dark = window.matchMedia("(prefers-color-scheme: dark)").matches;
    await embedView($("slot"), {
      html,
      args: call.arguments,
      result,
      hostContext: { theme: dark ? "dark" : "light", locale: navigator.language, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      host: "datasf-mcp-preview",
      callTool: (params) => mcp.request("tools/call", params),
      openLink: (url) => window.open(url, "_blank", "noopener"),
    });
    say(result.isError ? "The tool answered with an error; the view shows it." : "", false);
  } catch (error) {
    viewHtml = null;
    say(`The server could not be reached or refused the call: ${error instanceof Error ? error.message : String(error)}`, true);
  }
}

function say(text, error) {
  const status = $("status");
  status.textContent = text;
  status.classList.toggle("error", error);
}
