// Builds the results view into ONE self-contained HTML file, committed at
// src/main/resources/ui/results.html so `./mvnw package` needs no Node, and the same way the local
// server's preview page that hosts it (src/main/resources/local/preview.html):
//   node build.mjs          write it
//   node build.mjs --check  fail when the committed file differs from a fresh build (CI)
// Script and styles are inlined; nothing is loaded from anywhere at run time.
import * as esbuild from "esbuild";
import { readFileSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const resources = join(here, "..", "src", "main", "resources");
const LIMIT = 1_000_000; // hosts fetch it once per conversation; keep it well under a megabyte

const pages = [
  // the view itself, which the server serves as ui://datasf/results.html
  {
    script: join(here, "src", "main.js"),
    style: join(here, "src", "view.css"),
    template: join(here, "src", "view.html"),
    output: join(resources, "ui", "results.html"),
    title: "results view",
  },
  // the local server's /preview: a page that hosts the view on an answer of this server
  {
    script: join(here, "src", "preview", "preview.js"),
    style: join(here, "src", "preview", "preview.css"),
    template: join(here, "src", "preview", "preview.html"),
    output: join(resources, "local", "preview.html"),
    title: "preview page",
  },
];

let stale = false;
for (const page of pages) {
  const html = await build(page);
  const size = Buffer.byteLength(html);
  if (size > LIMIT) throw new Error(`the ${page.title} is ${size} bytes, over the ${LIMIT}-byte limit`);
  if (process.argv.includes("--check")) {
    const committed = await readFile(page.output, "utf8").catch(() => "");
    if (committed !== html) {
      console.error(`${page.output} differs from a fresh build of ui/ (run: cd ui && npm ci && npm run build, then commit it)`);
      stale = true;
    } else {
      console.log(`${page.title}: up to date, ${size} bytes`);
    }
  } else {
    await mkdir(dirname(page.output), { recursive: true });
    await writeFile(page.output, html);
    console.log(`${page.title}: ${size} bytes -> ${page.output}`);
  }
}
if (stale) process.exit(1);

/** One self-contained page: its template with the bundled script and styles inlined. */
async function build(page) {
  const script = await esbuild.build({
    entryPoints: [page.script],
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
    entryPoints: [page.style],
    bundle: true,
    minify: true,
    charset: "utf8",
    write: false,
  });
  const js = script.outputFiles[0].text.trim();
  const css = style.outputFiles[0].text.trim();
  // an inline script ends at the first "</script" whatever the JS means by it
  if (/<\/script/i.test(js) || /<\/style/i.test(css)) throw new Error("the bundle contains a closing tag");
  const template = await readFile(page.template, "utf8");
  return template
    .replace("<!--LICENSES-->", () => licenses(script.metafile, page.title))
    .replace("/*STYLE*/", () => css)
    .replace("/*SCRIPT*/", () => js);
}

/** An HTML comment naming every bundled package, its version and licence. */
function licenses(metafile, title) {
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
  return `<!-- DataSF ${title === "results view" ? "results view (MCP App)" : title}, built from ui/ in the datasf-mcp repository. Bundles:\n${lines.join("\n")}\n-->`;
}
