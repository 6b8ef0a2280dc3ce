#!/usr/bin/env node
// Runs the end-to-end suite against the real `vitae` binary (VITAE_BIN) on a fresh SQLite file.
// Starts it on a free port, waits for /readyz, runs Playwright, stops it, and prints
// `e2e: N passed, N failed`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startServer } from "./server.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const staticDir = path.join(root, "out");

function finish(passed, failed, code) {
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  process.exit(code);
}

async function main() {
  // The export holds one tree of pages per interface language; English is always there.
  if (!fs.existsSync(path.join(staticDir, "en.html"))) {
    console.error(`e2e: ${staticDir} has no en.html; run \`npm run build\` first`);
    finish(0, 1, 1);
  }
  const bin = process.env.VITAE_BIN;
  if (!bin || !fs.existsSync(bin)) {
    console.error("e2e: set VITAE_BIN to the path of the built `vitae` server binary");
    finish(0, 1, 1);
  }
  let server;
  try {
    server = await startServer(bin, staticDir, "e2e");
  } catch (e) {
    console.error(`e2e: ${e.message}`);
    finish(0, 1, 1);
  }
  const { base, tmp, logFile, stop } = server;
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });
  console.log(`e2e: server ready at ${base} (${bin}), database in ${tmp}`);

  const resultsFile = path.join(root, "test-results", "results.json");
  fs.rmSync(resultsFile, { force: true });
  const pw = spawn(
    process.execPath,
    [path.join(root, "node_modules", "@playwright", "test", "cli.js"), "test", ...process.argv.slice(2)],
    { cwd: root, env: { ...process.env, E2E_BASE_URL: base, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" }, stdio: "inherit" },
  );
  const code = await new Promise((resolve) => pw.on("exit", (c) => resolve(c ?? 1)));
  stop();

  let passed = 0;
  let failed = 0;
  let skipped = 0;
  try {
    const results = JSON.parse(fs.readFileSync(resultsFile, "utf8"));
    passed = (results.stats?.expected ?? 0) + (results.stats?.flaky ?? 0);
    failed = results.stats?.unexpected ?? 0;
    skipped = results.stats?.skipped ?? 0;
  } catch {
    failed = Math.max(failed, 1);
  }
  if (code !== 0 && failed === 0) failed = 1;
  if (failed > 0) console.error(`e2e: server log at ${logFile}`);
  // Nothing is skipped on purpose: a skipped journey counts as a failure.
  if (skipped > 0) {
    console.error(`e2e: ${skipped} skipped`);
    failed += skipped;
  }
  finish(passed, failed, code === 0 && failed === 0 ? 0 : 1);
}

main().catch((e) => {
  console.error(e);
  finish(0, 1, 1);
});
