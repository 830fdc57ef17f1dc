// The test host: a page that embeds the results view the way an MCP Apps host does (the same
// embedding as the local preview page, src/preview/embed.js). Tool calls the view makes go to
// window.mcpCall, which the test binds to a real MCP client talking to the running server; the
// page itself fetches nothing.
import { embedView } from "../src/preview/embed.js";

const host = {
  /** tools/call requests the view sent through the host */
  calls: [],
  /** links the view asked the host to open */
  links: [],
  /** @type {import("@modelcontextprotocol/ext-apps/app-bridge").AppBridge | null} */
  bridge: null,
  /** the view's HTML as the server's resources/read gave it */
  html: "",

  /** Loads the view's HTML, then hands it the tool's arguments and result as a host would. */
  async show({ args, result, hostContext }) {
    this.calls = [];
    this.links = [];
    this.bridge = await embedView(document.getElementById("slot"), {
      html: this.html,
      args,
      result,
      hostContext,
      host: "datasf-test-host",
      callTool: (params) => {
        this.calls.push(params);
        return window.mcpCall(params);
      },
      openLink: (url) => this.links.push(url),
    });
  },

  /** A theme switch in the host: the new context, sent as host-context-changed. */
  setHostContext(context) {
    document.body.style.background = context.styles?.variables?.["--color-background-primary"] ?? "";
    this.bridge.setHostContext(context);
  },
};

window.testHost = host;
