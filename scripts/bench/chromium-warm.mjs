// Prints the median milliseconds of page.pdf() for an HTML file in one warm Chromium (20 runs
// after 3 warm-ups). Run from frontend/ so Playwright resolves: node ../scripts/bench/chromium-warm.mjs FILE
import fs from "node:fs";
import { createRequire } from "node:module";

// Resolve Playwright from the working directory (frontend/), not from this file's folder.
const { chromium } = createRequire(`${process.cwd()}/`)("@playwright/test");

const html = fs.readFileSync(process.argv[2], "utf8");
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const page = await browser.newPage();
await page.setContent(html);
const times = [];
for (let i = 0; i < 23; i++) {
  const started = performance.now();
  await page.pdf({ format: "A4", printBackground: true });
  if (i >= 3) times.push(performance.now() - started);
}
await browser.close();
times.sort((a, b) => a - b);
console.log(times[Math.floor(times.length / 2)].toFixed(2));
