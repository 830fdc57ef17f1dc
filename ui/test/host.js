// The test host: a page that embeds the results view the way an MCP Apps host does, through the
// extension's own host side (AppBridge over PostMessageTransport). The view runs in a sandboxed
// iframe (scripts only, opaque origin) under the specification's default CSP, which allows no
// network access at all. Tool calls the view makes go to window.mcpCall, which the test binds to a
// real MCP client talking to the running server; the page itself fetches nothing.
import { AppBridge, PostMessageTransport } from "@modelcontextprotocol/ext-apps/app-bridge";

/** The spec's restrictive default CSP for a view that declares no domains. */
const CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; " +
  "media-src data:; font-src data:; connect-src 'none'; frame-src 'none'; object-src 'none'; base-uri 'none'";

const host = {
  /** tools/call requests the view sent through the host */
  calls: [],
  /** links the view asked the host to open */
  links: [],
  /** @type {AppBridge | null} */
  bridge: null,
  /** the view's HTML as the server's resources/read gave it */
  html: "",

  /** Loads the view's HTML, then hands it the tool's arguments and result as a host would. */
  async show({ args, result, hostContext }) {
    const slot = document.getElementById("slot");
    slot.replaceChildren();
    this.calls = [];
    this.links = [];
    const iframe = document.createElement("iframe");
    iframe.id = "view";
    iframe.title = "DataSF results";
    iframe.setAttribute("sandbox", "allow-scripts");
    slot.append(iframe);

    const bridge = new AppBridge(
      null,
      { name: "datasf-test-host", version: "1.0.0" },
      { serverTools: {}, openLinks: {}, logging: {} },
      { hostContext },
    );
    bridge.oncalltool = async (params) => {
      this.calls.push(params);
      return window.mcpCall(params);
    };
    bridge.onopenlink = async ({ url }) => {
      this.links.push(url);
      return {};
    };
    bridge.onsizechange = ({ height }) => {
      if (height != null) iframe.style.height = `${Math.ceil(height)}px`;
    };
    const initialized = new Promise((resolve) => (bridge.oninitialized = resolve));
    await bridge.connect(new PostMessageTransport(iframe.contentWindow, iframe.contentWindow));
    iframe.srcdoc = this.html.replace(/<head>/i, `<head><meta http-equiv="Content-Security-Policy" content="${CSP}">`);
    await initialized;
    await bridge.sendToolInput({ arguments: args });
    await bridge.sendToolResult(result);
    this.bridge = bridge;
  },

  /** A theme switch in the host: the new context, sent as host-context-changed. */
  setHostContext(context) {
    document.body.style.background = context.styles?.variables?.["--color-background-primary"] ?? "";
    this.bridge.setHostContext(context);
  },
};

window.testHost = host;
