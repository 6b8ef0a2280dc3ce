#!/usr/bin/env node
// Generates the client's API types and zod schemas from the server's OpenAPI document
// (`/api/openapi.json`) into src/lib/api/generated/, with @hey-api/openapi-ts (its TypeScript and
// zod plugins, zod/mini output so that the schemas stay small).
//
//   npm run generate:api                      the document from OPENAPI_JSON, else from
//                                             `cargo run -q -p vitae-api --example openapi`
//   npm run generate:api -- --input FILE      the document from FILE
//   npm run generate:api -- --out DIR         write elsewhere (the staleness test does)
//
// The output is committed; src/lib/api/generated.test.ts regenerates it into a temporary folder
// and fails when the committed files differ.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const frontend = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const GENERATED_DIR = path.join(frontend, "src/lib/api/generated");

const HEADER = [
  "// Generated from the server's OpenAPI document (/api/openapi.json) by `npm run generate:api`",
  "// (frontend/scripts/generate-api.mjs). Do not edit: change the server, then regenerate.",
];

/** The server's document: a file, or printed by the API crate's example. */
export function readDocument(file = process.env.OPENAPI_JSON) {
  const text = file
    ? fs.readFileSync(file, "utf8")
    : execFileSync("cargo", ["run", "-q", "-p", "vitae-api", "--example", "openapi"], {
        cwd: path.join(frontend, ".."),
        encoding: "utf8",
        maxBuffer: 16 * 1024 * 1024,
      });
  return JSON.parse(text);
}

/**
 * What the generator reads: the document with 64-bit integers read as numbers. Amounts in minor
 * units never come near 2^53, and a JavaScript number is what the client computes with; the
 * generator would otherwise turn every int64 into a BigInt.
 */
function prepare(document) {
  const copy = structuredClone(document);
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    if (node.type === "integer" && node.format === "int64") delete node.format;
    Object.values(node).forEach(visit);
  };
  visit(copy);
  return copy;
}

/** Writes the generated files into `outDir` (replacing what is there). */
export async function generate(document, outDir = GENERATED_DIR) {
  const { createClient } = await import("@hey-api/openapi-ts");
  // The generator writes through a scratch folder so that a failed run leaves outDir as it was.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "vitae-api-gen-"));
  try {
    await createClient({
      input: prepare(document),
      output: { path: scratch, header: HEADER, entryFile: false },
      logs: { level: "silent" },
      plugins: [
        // Closed sets also as objects (`TemplateStyle.MODERN`), so the client can list them.
        { name: "@hey-api/typescript", enums: "javascript" },
        {
          name: "zod",
          compatibilityVersion: "mini",
          // Any ISO 8601 timestamp the server writes, with or without an offset.
          dates: { offset: true, local: true },
          // `ResumeData` etc.: a schema's parsed value, for the code that reads answers.
          definitions: { types: { infer: { enabled: true, name: "{{name}}" } } },
          responses: { types: { infer: false } },
          requests: { types: { infer: false } },
        },
      ],
    });
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.mkdirSync(outDir, { recursive: true });
    for (const name of fs.readdirSync(scratch).sort()) {
      fs.copyFileSync(path.join(scratch, name), path.join(outDir, name));
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

function argument(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = path.resolve(argument("--out") ?? GENERATED_DIR);
  await generate(readDocument(argument("--input")), out);
  console.log(`generated ${fs.readdirSync(out).join(", ")} in ${path.relative(process.cwd(), out) || "."}`);
}
