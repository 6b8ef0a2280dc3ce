#!/usr/bin/env node
// First-load JavaScript per route of the static export (`out/`, after `npm run build`), gzipped,
// against the floor: the same measure of a bare Next.js + React page built here with the same
// next and react. Every route is measured in every interface language (`out/<locale>/…`, the
// landing page `out/<locale>.html`). Fails when a landing page is more than 20 kB above the floor
// or any other route more than 60 kB above it.
//
//   node scripts/bundle-size.mjs          table, then "bundle: N passed, N failed"
//   node scripts/bundle-size.mjs --json   {floor_kb, routes: {route: kB}, locales: {locale: {route: kB}}}
//                                         for `make bench`; `routes` are the English pages
//
// A route's first-load JS is every script its HTML loads (`<script src>`), each gzipped at
// level 9 as Next's own size report did. The floor app is built once per next/react version and
// cached in node_modules/.cache.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

const frontend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const LANDING_ALLOWANCE_KB = 20;
const ROUTE_ALLOWANCE_KB = 60;

/** The first-load JS of one page's HTML, in kB (1000 bytes) gzipped; scripts resolve in `outDir`. */
function pageKb(outDir, htmlFile, sizes) {
  const gzipped = (src) => {
    if (!sizes.has(src)) {
      const file = path.join(outDir, src.split("?")[0]);
      sizes.set(src, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
    }
    return sizes.get(src);
  };
  const html = fs.readFileSync(htmlFile, "utf8");
  const scripts = new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js[^"]*)"/g)].map((m) => m[1]));
  let bytes = 0;
  for (const src of scripts) bytes += gzipped(src);
  return Math.round(bytes / 100) / 10;
}

/** The first-load JS of every page of an export without languages (the floor app). */
function firstLoadKb(outDir) {
  const sizes = new Map();
  const routes = {};
  for (const file of htmlFiles(outDir)) {
    const route = routeOf(path.relative(outDir, file));
    if (route !== null) routes[route] = pageKb(outDir, file, sizes);
  }
  return routes;
}

/** The client's export: `{locale: {route: kB}}`, each language's pages under `out/<locale>/`. */
function localizedFirstLoadKb(outDir, locales) {
  const sizes = new Map();
  const byLocale = {};
  for (const locale of locales) {
    const routes = { "/": pageKb(outDir, path.join(outDir, `${locale}.html`), sizes) };
    const dir = path.join(outDir, locale);
    for (const file of htmlFiles(dir)) {
      const route = routeOf(path.relative(dir, file));
      if (route !== null) routes[route] = pageKb(outDir, file, sizes);
    }
    byLocale[locale] = routes;
  }
  return byLocale;
}

/** The languages of the export, from the client's own list (`src/i18n/locales.ts`). */
function exportedLocales() {
  const source = fs.readFileSync(path.join(frontend, "src/i18n/locales.ts"), "utf8");
  const list = source.match(/LOCALES = \[([^\]]+)\]/)?.[1];
  if (!list) throw new Error("bundle: no LOCALES list in src/i18n/locales.ts");
  return [...list.matchAll(/"([^"]+)"/g)].map((m) => m[1]);
}

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** `index.html` → `/`, `edit/_.html` → `/edit/[id]`; error pages are not routes. */
function routeOf(relative) {
  const parts = relative.replace(/\.html$/, "").split(path.sep);
  if (parts.at(-1) === "index") parts.pop();
  if (parts[0] === "404" || parts[0] === "_not-found") return null;
  return "/" + parts.map((p) => (p === "_" ? "[id]" : p)).join("/");
}

function version(pkg) {
  return JSON.parse(fs.readFileSync(path.join(frontend, "node_modules", pkg, "package.json"), "utf8")).version;
}

/** Builds a bare Next.js + React page the way the client is built and measures it. */
function floorKb() {
  const versions = `next@${version("next")} react@${version("react")} react-dom@${version("react-dom")}`;
  const cacheFile = path.join(frontend, "node_modules/.cache/vitae-bundle-floor.json");
  try {
    const cached = JSON.parse(fs.readFileSync(cacheFile, "utf8"));
    if (cached.versions === versions) return cached.floor_kb;
  } catch {
    /* not built yet */
  }
  // Inside the client's folder (gitignored), so that it resolves the same installed packages.
  const dir = path.join(frontend, ".bundle-floor");
  fs.rmSync(dir, { recursive: true, force: true });
  try {
    fs.mkdirSync(path.join(dir, "app"), { recursive: true });
    fs.writeFileSync(path.join(dir, "package.json"), JSON.stringify({ private: true }));
    fs.writeFileSync(
      path.join(dir, "next.config.mjs"),
      `export default { output: "export", images: { unoptimized: true }, turbopack: { root: ${JSON.stringify(frontend)} } };\n`,
    );
    fs.writeFileSync(
      path.join(dir, "app/layout.jsx"),
      'export default function RootLayout({ children }) {\n  return (<html lang="en"><body>{children}</body></html>);\n}\n',
    );
    fs.writeFileSync(path.join(dir, "app/page.jsx"), "export default function Page() {\n  return <main>Hello</main>;\n}\n");
    execFileSync(process.execPath, [path.join(frontend, "node_modules/next/dist/bin/next"), "build"], {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const floor = firstLoadKb(path.join(dir, "out"))["/"];
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    fs.writeFileSync(cacheFile, JSON.stringify({ versions, floor_kb: floor }));
    return floor;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function main() {
  const out = path.join(frontend, "out");
  const locales = exportedLocales();
  if (!locales.every((locale) => fs.existsSync(path.join(out, `${locale}.html`)))) {
    console.error("bundle: frontend/out is missing; run `npm run build` first");
    console.log("bundle: 0 passed, 1 failed");
    process.exit(1);
  }
  const byLocale = localizedFirstLoadKb(out, locales);
  const floor = floorKb();
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify({ floor_kb: floor, routes: byLocale.en, locales: byLocale }));
    return;
  }
  let passed = 0;
  let failed = 0;
  console.log(`first-load JS, gzipped; floor (bare Next.js + React page): ${floor} kB`);
  for (const [locale, routes] of Object.entries(byLocale)) {
    for (const [route, kb] of Object.entries(routes)) {
      const allowance = route === "/" ? LANDING_ALLOWANCE_KB : ROUTE_ALLOWANCE_KB;
      const over = Math.round((kb - floor) * 10) / 10;
      const ok = over <= allowance;
      if (ok) passed += 1;
      else failed += 1;
      const page = `${locale.padEnd(6)} ${route}`;
      console.log(`  ${ok ? "ok  " : "FAIL"} ${page.padEnd(30)} ${kb.toFixed(1).padStart(7)} kB  floor +${over} kB (budget +${allowance} kB)`);
    }
  }
  console.log(`bundle: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

main();
