// Why GET /mcp keeps its route in template.yaml, checked with the TypeScript SDK client that the
// conformance suite brings along (the client Claude Code, VS Code, Cursor and the Inspector UI
// use). After initialize the client GETs /mcp once to open an optional SSE stream.
//   - GET answered 405 (the server itself, as routed): the client must work and stay silent.
//   - GET answered 404 {"message":"Not Found"} (API Gateway, had the route been dropped): the
//     client works, but reports the 404 through onerror; printed, as the evidence for the route.
// Usage: node get-route-clients.cjs <sdk package dir> <server /mcp URL>
'use strict';
const http = require('node:http');
const path = require('node:path');

const [sdkDir, serverUrl] = process.argv.slice(2);
const { Client } = require(path.join(sdkDir, 'dist/cjs/client/index.js'));
const { StreamableHTTPClientTransport } = require(path.join(sdkDir, 'dist/cjs/client/streamableHttp.js'));
const sdkVersion = require(path.join(sdkDir, 'package.json')).version;

/** API Gateway's routing with only POST /mcp routed: anything else is its own 404. */
function gatewayWithoutGetRoute(upstream) {
  return http.createServer(async (req, res) => {
    if (req.method !== 'POST') {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"message":"Not Found"}');
      return;
    }
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const headers = { ...req.headers };
    for (const hop of ['host', 'content-length', 'connection']) delete headers[hop];
    const answer = await fetch(upstream, { method: 'POST', headers, body: Buffer.concat(chunks) });
    const out = {};
    answer.headers.forEach((value, name) => {
      if (!['content-length', 'transfer-encoding', 'connection'].includes(name)) out[name] = value;
    });
    res.writeHead(answer.status, out);
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
}

async function connect(url) {
  const errors = [];
  const client = new Client({ name: 'get-route-check', version: '1' });
  client.onerror = (error) => errors.push(String(error));
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  await new Promise((resolve) => setTimeout(resolve, 300)); // the GET runs in the background
  const tools = await client.listTools();
  await client.close();
  return { tools: tools.tools.length, errors };
}

(async () => {
  const direct = await connect(serverUrl);
  console.log(`TypeScript SDK ${sdkVersion}, GET answered 405: ${direct.tools} tools, onerror ${JSON.stringify(direct.errors)}`);

  const gateway = gatewayWithoutGetRoute(serverUrl);
  await new Promise((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const viaGateway = await connect(`http://127.0.0.1:${gateway.address().port}/mcp`);
  gateway.close();
  console.log(`TypeScript SDK ${sdkVersion}, GET answered 404: ${viaGateway.tools} tools, onerror ${JSON.stringify(viaGateway.errors)}`);

  if (direct.tools === 0 || direct.errors.length > 0 || viaGateway.tools === 0) {
    console.log('FAILED: the client must work either way, and stay silent on 405');
    process.exit(1);
  }
  if (viaGateway.errors.length === 0) {
    console.log('NOTE: this client no longer reports a 404 on GET /mcp; dropping the GET route may now be fine (docs/deploy.md)');
  }
})().catch((error) => {
  console.log(`FAILED: ${error}`);
  process.exit(1);
});
