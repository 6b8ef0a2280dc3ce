// Writes the WOFF2 of every font the design catalog lists (public/fonts/<id>-<style>.woff2)
// from the TrueType files the PDF renderer embeds (crates/pdf/fonts/), so the preview sets
// text in exactly the faces the PDF does. A split family's faces are also cut into the
// catalog's `web_parts` by Unicode range (<id>-<style>-<part>.woff2: what the preview and the
// public page fetch, crates/pdf/src/fonts/web.rs); the whole files serve the interface's own
// Devanagari face. A font is made again only when its source or the parts changed
// (public/fonts/sources.json keeps a SHA-256 of each).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import wawoff2 from "wawoff2";

const root = path.resolve(import.meta.dirname, "..");
const sources = path.resolve(root, "..", "crates", "pdf", "fonts");
const out = path.join(root, "public", "fonts");
const manifestPath = path.join(out, "sources.json");
const catalog = JSON.parse(fs.readFileSync(path.join(root, "src", "lib", "design", "catalog.json"), "utf8"));

fs.mkdirSync(out, { recursive: true });
const manifest = fs.existsSync(manifestPath) ? JSON.parse(fs.readFileSync(manifestPath, "utf8")) : {};
const wanted = new Set();
let made = 0;
/** The characters of a CSS `unicode-range` ("U+0-FF,U+131,…"), surrogates left out. */
function charactersOf(unicodeRange) {
  let text = "";
  for (const item of unicodeRange.split(",")) {
    const [from, to = from] = item.replace("U+", "").split("-").map((hex) => parseInt(hex, 16));
    for (let c = from; c <= to; c++) if (c < 0xd800 || c > 0xdfff) text += String.fromCodePoint(c);
  }
  return text;
}
const parts = catalog.web_parts.map((part) => ({ name: part.name, text: charactersOf(part.unicode_range), range: part.unicode_range }));

/** Writes `name` from `ttf` with `make` unless the manifest has it from the same inputs. */
async function write(name, inputs, make) {
  wanted.add(name);
  const digest = crypto.createHash("sha256").update(inputs.join("\0")).digest("hex");
  if (manifest[name] === digest && fs.existsSync(path.join(out, name))) return;
  fs.writeFileSync(path.join(out, name), await make());
  manifest[name] = digest;
  made += 1;
}

for (const font of catalog.fonts) {
  for (const [style, file] of Object.entries(font.files)) {
    if (!file) continue;
    const ttf = fs.readFileSync(path.join(sources, file));
    const source = crypto.createHash("sha256").update(ttf).digest("hex");
    await write(`${font.id}-${style}.woff2`, [source], () => wawoff2.compress(ttf));
    if (!font.split) continue;
    for (const part of parts) {
      // The subsetter keeps the glyphs those characters reach through ligatures and other
      // substitutions, and the kerning between them.
      await write(`${font.id}-${style}-${part.name}.woff2`, [source, part.range], () => subsetFont(ttf, part.text, { targetFormat: "woff2" }));
    }
  }
}
for (const name of fs.readdirSync(out)) {
  if (name.endsWith(".woff2") && !wanted.has(name)) {
    fs.rmSync(path.join(out, name));
    delete manifest[name];
  }
}
// The fonts' licences travel with them (the SIL Open Font License asks for it).
for (const name of fs.readdirSync(sources)) {
  if (name.startsWith("LICENSE")) fs.copyFileSync(path.join(sources, name), path.join(out, name));
}
fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`fonts: ${made} made, ${wanted.size - made} up to date in public/fonts`);
