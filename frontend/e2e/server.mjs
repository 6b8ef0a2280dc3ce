// Starts the real `vitae` binary on a free port with a fresh SQLite file and the built client,
// for the end-to-end suite (`run.mjs`) and the browser benchmarks (`scripts/*-bench.mjs`).
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

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

/**
 * The server on a free loopback port, ready (`/readyz`); `stop` ends it. On a failed start the
 * error carries the end of its log.
 */
export async function startServer(bin, staticDir, name) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `vitae-${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATABASE_URL: `sqlite://${path.join(tmp, `${name}.db`)}`,
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
  try {
    await waitReady(base, server);
  } catch (e) {
    stop();
    throw new Error(`${e.message}; server log:\n${fs.readFileSync(logFile, "utf8").slice(-4000)}`);
  }
  return { base, tmp, logFile, stop };
}
