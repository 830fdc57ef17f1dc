// One MCP session over stdio with a real TypeScript client, as a desktop host runs one: the client
// starts the server process itself, initializes, lists and calls tools (a call that succeeds
// against the fake Socrata, one whose arguments are invalid, one of a tool that does not exist),
// lists resources, gets a prompt, then closes stdin and waits for the process to exit.
//
// Usage: node stdio-session.mjs <client> <command> [args...]
//   client: v1       the TypeScript SDK v1 (@modelcontextprotocol/sdk), StdioClientTransport
//           legacy   the dual-era v2 client (@modelcontextprotocol/client), versionNegotiation legacy
//           auto     the v2 client probing with server/discover, falling back to initialize
// The server gets this process's environment (where the fake Socrata is). Prints one JSON report.

const [mode, command, ...args] = process.argv.slice(2);
const sent = [];

async function connect() {
  const info = { name: `datasf-stdio-test-${mode}`, version: '1.0.0' };
  const server = { command, args, env: { ...process.env }, stderr: 'pipe' };
  let transport;
  let client;
  let version;
  if (mode === 'v1') {
    const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
    const { StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js');
    transport = new StdioClientTransport(server);
    client = new Client(info);
    version = () => null; // v1 does not expose it; initialize always settles on 2025-11-25 here
  } else {
    const negotiation = { legacy: 'legacy', auto: 'auto' }[mode];
    if (negotiation === undefined) throw new Error(`unknown client ${mode}`);
    const { Client } = await import('@modelcontextprotocol/client');
    const { StdioClientTransport } = await import('@modelcontextprotocol/client/stdio');
    transport = new StdioClientTransport(server);
    client = new Client(info, { versionNegotiation: { mode: negotiation } });
    version = () => client.getNegotiatedProtocolVersion();
  }
  // the methods the client sends, in order: which era it settled on shows in its first ones
  const send = transport.send.bind(transport);
  transport.send = (message, options) => {
    sent.push(message.method ?? 'response');
    return send(message, options);
  };
  let stderr = '';
  transport.stderr?.on('data', (chunk) => (stderr += chunk));
  await client.connect(transport);
  return { client, transport, version, stderr: () => stderr };
}

async function main() {
  const errors = [];
  const { client, transport, version, stderr } = await connect();
  client.onerror = (error) => errors.push(String(error));
  const report = { client: mode, protocolVersion: version(), server: client.getServerVersion() };

  report.tools = (await client.listTools()).tools.map((t) => t.name);
  const schema = await client.callTool({ name: 'get_schema', arguments: { dataset_id: 'uczf-rk3c' } });
  report.schema = { isError: schema.isError === true, datasetId: schema.structuredContent?.dataset_id };
  const invalid = await client.callTool({ name: 'get_schema', arguments: { dataset_id: 'not an id' } });
  report.invalid = { isError: invalid.isError === true, text: invalid.content?.[0]?.text?.slice(0, 200) };
  try {
    await client.callTool({ name: 'no_such_tool', arguments: {} });
    report.unknownTool = { thrown: false };
  } catch (error) {
    report.unknownTool = { thrown: true, code: error.code, message: String(error.message).slice(0, 200) };
  }
  report.resources = (await client.listResources()).resources.length;
  const prompt = await client.getPrompt({ name: 'soql_guide' });
  report.prompt = { messages: prompt.messages.length };

  const pid = transport.pid;
  const closing = Date.now();
  await client.close();
  report.exit = await exited(pid, closing);
  report.stderrHasRequestLog = stderr().includes('"event":"request"');
  report.sent = sent;
  report.errors = errors;
  return report;
}

/** Whether the server process is gone after the client closed, and how long that took. */
async function exited(pid, since) {
  for (let i = 0; i < 300; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return { gone: true, ms: Date.now() - since };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { gone: false };
}

main().then(
  (report) => {
    console.log(JSON.stringify(report));
    process.exit(0);
  },
  (error) => {
    console.log(JSON.stringify({ client: mode, failure: String(error?.stack ?? error) }));
    process.exit(1);
  },
);
