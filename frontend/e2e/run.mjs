#!/usr/bin/env node
// Runs the end-to-end suite against the real `vitae` binary (VITAE_BIN) on a fresh SQLite file.
// Starts it on a free port, waits for /readyz, runs Playwright, stops it, and prints
// `e2e: N passed, N failed`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const staticDir = path.join(root, "out");

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitReady(base, child, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited early with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/readyz`);
      if (res.status === 200) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server not ready after ${timeoutMs} ms`);
}

function finish(passed, failed, code) {
  console.log(`e2e: ${passed} passed, ${failed} failed`);
  process.exit(code);
}

async function main() {
  if (!fs.existsSync(path.join(staticDir, "index.html"))) {
    console.error(`e2e: ${staticDir} has no index.html; run \`npm run build\` first`);
    finish(0, 1, 1);
  }
  const bin = process.env.VITAE_BIN;
  if (!bin || !fs.existsSync(bin)) {
    console.error("e2e: set VITAE_BIN to the path of the built `vitae` server binary");
    finish(0, 1, 1);
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "vitae-e2e-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATABASE_URL: `sqlite://${path.join(tmp, "e2e.db")}`,
    BIND_ADDR: `127.0.0.1:${port}`,
    PUBLIC_URL: base,
    STATIC_DIR: staticDir,
    APP_ENV: "development",
    // The journeys sign in ~25 times from one address within two minutes; the limit itself is
    // covered by the server's own tests.
    SIGN_IN_LIMIT_PER_MINUTE: "1000",
  };
  const logFile = path.join(tmp, "server.log");
  const log = fs.openSync(logFile, "a");
  const server = spawn(bin, [], { env, stdio: ["ignore", log, log] });
  const stop = () => {
    if (server.exitCode === null) server.kill("SIGTERM");
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });

  try {
    await waitReady(base, server);
  } catch (e) {
    console.error(`e2e: ${e.message}; server log:\n${fs.readFileSync(logFile, "utf8").slice(-4000)}`);
    stop();
    finish(0, 1, 1);
  }
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
