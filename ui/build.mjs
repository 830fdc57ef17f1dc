// Builds the results view into ONE self-contained HTML file, committed at
// src/main/resources/ui/results.html so `./mvnw package` needs no Node:
//   node build.mjs          write it
//   node build.mjs --check  fail when the committed file differs from a fresh build (CI)
// Script and styles are inlined; nothing is loaded from anywhere at run time.
import * as esbuild from "esbuild";
import { readFileSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const output = join(here, "..", "src", "main", "resources", "ui", "results.html");
const LIMIT = 1_000_000; // hosts fetch it once per conversation; keep it well under a megabyte

const script = await esbuild.build({
  entryPoints: [join(here, "src", "main.js")],
  bundle: true,
  minify: true,
  format: "iife",
  target: "es2022",
  charset: "utf8",
  legalComments: "eof",
  metafile: true,
  write: false,
});
const style = await esbuild.build({
  entryPoints: [join(here, "src", "view.css")],
  bundle: true,
  minify: true,
  charset: "utf8",
  write: false,
});

const js = script.outputFiles[0].text.trim();
const css = style.outputFiles[0].text.trim();
// an inline script ends at the first "</script" whatever the JS means by it
if (/<\/script/i.test(js) || /<\/style/i.test(css)) throw new Error("the bundle contains a closing tag");

const template = await readFile(join(here, "src", "view.html"), "utf8");
const html = template
  .replace("<!--LICENSES-->", () => licenses(script.metafile))
  .replace("/*STYLE*/", () => css)
  .replace("/*SCRIPT*/", () => js);

const size = Buffer.byteLength(html);
if (size > LIMIT) throw new Error(`the view is ${size} bytes, over the ${LIMIT}-byte limit`);

if (process.argv.includes("--check")) {
  const committed = await readFile(output, "utf8").catch(() => "");
  if (committed !== html) {
    console.error(`${output} differs from a fresh build of ui/ (run: cd ui && npm ci && npm run build, then commit it)`);
    process.exit(1);
  }
  console.log(`results view: up to date, ${size} bytes`);
} else {
  await writeFile(output, html);
  console.log(`results view: ${size} bytes -> ${output}`);
}

/** An HTML comment naming every bundled package, its version and licence. */
function licenses(metafile) {
  const packages = new Map();
  for (const input of Object.keys(metafile.inputs)) {
    const match = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\//);
    if (match) packages.set(match[1], null);
  }
  const lines = [];
  for (const name of [...packages.keys()].sort()) {
    const manifest = JSON.parse(readFileSync(join(here, "node_modules", name, "package.json"), "utf8"));
    lines.push(`  ${name} ${manifest.version} (${manifest.license})`);
  }
  return `<!-- DataSF results view (MCP App), built from ui/ in the datasf-mcp repository. Bundles:\n${lines.join("\n")}\n-->`;
}
