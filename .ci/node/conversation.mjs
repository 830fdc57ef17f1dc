// One MCP conversation with a real TypeScript client, as a host runs it: connect, call a tool,
// list the tools, call each tool of the plan, read a resource, get a prompt. Every HTTP request
// the client makes is recorded through its fetch hook, so the report says how many requests
// (Lambda invocations, behind API Gateway) the conversation's start and first tool call cost; each
// call's report lists its content blocks and the resource link it carried, as the client read it.
//
// Usage: node conversation.mjs <client> <server /mcp URL> <plan JSON>
//   client: v1            the TypeScript SDK v1 (@modelcontextprotocol/sdk), 2025-11-25
//           legacy        the dual-era v2 client (@modelcontextprotocol/client), versionNegotiation legacy
//           auto          the v2 client probing with server/discover, falling back to initialize
//           pin           the v2 client pinned to 2026-07-28
//   plan: {"calls": [{"tool": ..., "arguments": {...}}, ...], "resource": uri, "prompt": {"name", "arguments"}}
// Prints one JSON report on stdout. Run from this folder's node_modules (npm ci here).
import { Ajv2020 } from 'ajv/dist/2020.js';

const [mode, url, planText] = process.argv.slice(2);
const plan = JSON.parse(planText);
const requests = [];

/** The client's fetch, recording each request's HTTP method, JSON-RPC method and status. */
async function recordingFetch(input, init = {}) {
  let rpc = null;
  try {
    rpc = init.body ? JSON.parse(init.body).method ?? 'response' : null;
  } catch {
    rpc = 'unreadable';
  }
  const entry = { http: init.method ?? 'GET', rpc, status: null };
  requests.push(entry);
  const response = await fetch(input, init);
  entry.status = response.status;
  return response;
}

async function connect() {
  const info = { name: `datasf-client-test-${mode}`, version: '1.0.0' };
  if (mode === 'v1') {
    const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
    const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
    const client = new Client(info);
    const transport = new StreamableHTTPClientTransport(new URL(url), { fetch: recordingFetch });
    await client.connect(transport);
    return { client, version: () => transport.protocolVersion };
  }
  const { Client, StreamableHTTPClientTransport } = await import('@modelcontextprotocol/client');
  const negotiation = { legacy: 'legacy', auto: 'auto', pin: { pin: '2026-07-28' } }[mode];
  if (negotiation === undefined) throw new Error(`unknown client ${mode}`);
  const client = new Client(info, { versionNegotiation: { mode: negotiation } });
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { fetch: recordingFetch }));
  return { client, version: () => client.getNegotiatedProtocolVersion() };
}

const ajv = new Ajv2020({ strict: false, allErrors: true });

async function main() {
  const { client, version } = await connect();
  const report = { client: mode, protocolVersion: version(), server: client.getServerVersion() };

  const [first, ...rest] = plan.calls;
  const firstResult = await client.callTool({ name: first.tool, arguments: first.arguments });
  await new Promise((resolve) => setTimeout(resolve, 300)); // a request the client sends in the background
  report.startAndFirstCall = requests.map((r) => ({ ...r }));

  const tools = (await client.listTools()).tools;
  report.tools = tools.map((t) => t.name);
  const schemas = new Map(tools.map((t) => [t.name, t.outputSchema]));
  report.calls = [check(first, firstResult, schemas)];
  for (const call of rest) {
    report.calls.push(check(call, await client.callTool({ name: call.tool, arguments: call.arguments }), schemas));
  }

  const read = await client.readResource({ uri: plan.resource });
  report.resource = { uri: read.contents?.[0]?.uri, bytes: (read.contents?.[0]?.text ?? '').length };
  const prompt = await client.getPrompt({ name: plan.prompt.name, arguments: plan.prompt.arguments });
  report.prompt = { messages: prompt.messages.length, text: prompt.messages[0]?.content?.text?.slice(0, 200) };

  report.requests = requests;
  await client.close();
  return report;
}

/** A call's outcome and whether its structured content is valid against the tool's outputSchema. */
function check(call, result, schemas) {
  const schema = schemas.get(call.tool);
  const outcome = { tool: call.tool, isError: result.isError === true, hasStructured: result.structuredContent !== undefined };
  if (schema && result.structuredContent !== undefined) {
    const validate = ajv.compile(schema);
    outcome.valid = validate(result.structuredContent);
    if (!outcome.valid) outcome.errors = ajv.errorsText(validate.errors);
  }
  if (outcome.isError) outcome.text = result.content?.[0]?.text?.slice(0, 300);
  outcome.content = (result.content ?? []).map((block) => block.type);
  const link = result.content?.find((block) => block.type === 'resource_link');
  if (link) {
    outcome.link = {
      uri: link.uri,
      name: link.name,
      title: link.title,
      mimeType: link.mimeType,
      isTheExport: link.uri === result.structuredContent?.export?.csv_url,
    };
  }
  return outcome;
}

main().then(
  (report) => {
    console.log(JSON.stringify(report));
    process.exit(0);
  },
  (error) => {
    console.log(JSON.stringify({ client: mode, failure: String(error?.stack ?? error), requests }));
    process.exit(1);
  },
);
