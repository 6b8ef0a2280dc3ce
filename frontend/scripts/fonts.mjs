// Writes the WOFF2 of every font the design catalog lists (public/fonts/<id>-<style>.woff2)
// from the TrueType files the PDF renderer embeds (crates/pdf/fonts/), so the preview sets
// text in exactly the faces the PDF does. A font is made again only when its source changed
// (public/fonts/sources.json keeps each source's SHA-256).
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
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
for (const font of catalog.fonts) {
  for (const [style, file] of Object.entries(font.files)) {
    if (!file) continue;
    const name = `${font.id}-${style}.woff2`;
    wanted.add(name);
    const ttf = fs.readFileSync(path.join(sources, file));
    const digest = crypto.createHash("sha256").update(ttf).digest("hex");
    if (manifest[name] === digest && fs.existsSync(path.join(out, name))) continue;
    fs.writeFileSync(path.join(out, name), await wawoff2.compress(ttf));
    manifest[name] = digest;
    made += 1;
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
