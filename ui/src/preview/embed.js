// Hosting the results view the way an MCP Apps host does, through the extension's own host side
// (AppBridge over PostMessageTransport): the view runs in a sandboxed iframe (scripts only, an
// opaque origin) under the specification's default CSP, which allows it no network access at all.
// The local preview page and the browser test's host page both embed it with this.
import { AppBridge, PostMessageTransport } from "@modelcontextprotocol/ext-apps/app-bridge";

/** The spec's restrictive default CSP for a view that declares no domains. */
export const VIEW_CSP =
  "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; " +
  "media-src data:; font-src data:; connect-src 'none'; frame-src 'none'; object-src 'none'; base-uri 'none'";

/**
 * Replaces what `slot` holds with the view, then hands it the tool's arguments and result as a
 * host would. Resolves with the bridge once the view has both.
 * @param {HTMLElement} slot
 * @param {{ html: string, args: object, result: object, hostContext: object, host: string,
 *   callTool: (params: object) => Promise<object>, openLink: (url: string) => void }} embedding
 */
export async function embedView(slot, { html, args, result, hostContext, host, callTool, openLink }) {
  slot.replaceChildren();
  const iframe = document.createElement("iframe");
  iframe.id = "view";
  iframe.title = "DataSF results";
  iframe.setAttribute("sandbox", "allow-scripts");
  slot.append(iframe);

  const bridge = new AppBridge(
    null,
    { name: host, version: "1.0.0" },
    { serverTools: {}, openLinks: {}, logging: {} },
    { hostContext },
  );
  bridge.oncalltool = (params) => callTool(params);
  bridge.onopenlink = async ({ url }) => {
    openLink(url);
    return {};
  };
  bridge.onsizechange = ({ height }) => {
    if (height != null) iframe.style.height = `${Math.ceil(height)}px`;
  };
  const initialized = new Promise((resolve) => (bridge.oninitialized = resolve));
  await bridge.connect(new PostMessageTransport(iframe.contentWindow, iframe.contentWindow));
  iframe.srcdoc = html.replace(/<head>/i, `<head><meta http-equiv="Content-Security-Policy" content="${VIEW_CSP}">`);
  await initialized;
  await bridge.sendToolInput({ arguments: args });
  await bridge.sendToolResult(result);
  return bridge;
}
