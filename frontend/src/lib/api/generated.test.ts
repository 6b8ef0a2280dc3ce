/**
 * The committed API types and schemas (src/lib/api/generated/) are what the generator makes of
 * the server's current OpenAPI document: a server change that alters the contract fails here
 * until `npm run generate:api` is run and its output committed (and the client then type-checks
 * against the new contract). The document comes from the file `OPENAPI_JSON` names (`make test`
 * writes one), else from `cargo run -q -p vitae-api --example openapi`, so the first run after a
 * server change compiles.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

interface Generator {
  GENERATED_DIR: string;
  readDocument: () => unknown;
  generate: (document: unknown, outDir: string) => Promise<void>;
}

const SCRIPT = path.resolve(__dirname, "../../../scripts/generate-api.mjs");

const filesOf = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []);

describe("src/lib/api/generated", () => {
  let committed: string;
  let fresh: string;

  beforeAll(async () => {
    const generator = (await import(/* @vite-ignore */ SCRIPT)) as Generator;
    committed = generator.GENERATED_DIR;
    fresh = fs.mkdtempSync(path.join(os.tmpdir(), "vitae-api-fresh-"));
    await generator.generate(generator.readDocument(), fresh);
  }, 600_000);

  afterAll(() => {
    if (fresh) fs.rmSync(fresh, { recursive: true, force: true });
  });

  it("is what `npm run generate:api` makes of the server's OpenAPI document", () => {
    const stale = "src/lib/api/generated/ is stale: the server's OpenAPI document changed. Run `npm run generate:api` in frontend/ and commit the result";
    expect(filesOf(committed), stale).toEqual(filesOf(fresh));
    for (const name of filesOf(fresh)) {
      const want = fs.readFileSync(path.join(fresh, name), "utf8");
      const have = fs.readFileSync(path.join(committed, name), "utf8");
      expect(have === want, `${stale} (${name} differs)`).toBe(true);
    }
  });
});
