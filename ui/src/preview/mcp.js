// JSON-RPC to this server's /mcp, one POST a message: the server is stateless (streamable HTTP
// without sessions), so a call needs no initialize first; the protocol version goes in its header.

export class McpOverHttp {
  /** @param {string} url the server's /mcp */
  constructor(url) {
    this.url = url;
    this.id = 0;
  }

  /** The result of one request; an Error with the server's message when it answers an error. */
  async request(method, params) {
    const response = await fetch(this.url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json, text/event-stream",
        "MCP-Protocol-Version": "2025-11-25",
      },
      body: JSON.stringify({ jsonrpc: "2.0", id: ++this.id, method, params }),
    });
    const text = await response.text();
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`);
    }
    if (message.error) throw new Error(message.error.message ?? `HTTP ${response.status}`);
    return message.result;
  }
}
