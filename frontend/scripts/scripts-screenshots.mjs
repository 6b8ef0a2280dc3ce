#!/usr/bin/env node
// Every template in Arabic and Hindi, as the preview draws it beside the PDF's first page, into
// docs/screenshots/scripts/<lang>-<template>-{preview,pdf}.png: what a reader compares by eye.
//
//   cargo run -p vitae-pdf --example scripts -- /tmp/scripts ar hi
//   VITAE_BIN=…/vitae node scripts/scripts-screenshots.mjs /tmp/scripts
//
// Needs `npm run build` (out/), pdftoppm (poppler-utils) and /usr/bin/chromium.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import catalog from "../src/lib/design/catalog.json" with { type: "json" };
import { withSignedInPage } from "./signed-in.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const samples = process.argv[2] ?? "/tmp/scripts";
const out = path.join(root, "..", "docs", "screenshots", "scripts");
fs.mkdirSync(out, { recursive: true });

await withSignedInPage({ name: "shots", first: "Screenshot", viewport: { width: 900, height: 1300 } }, async (page, base) => {
  for (const lang of ["ar", "hi"]) {
    const resume_data = JSON.parse(fs.readFileSync(path.join(samples, `${lang}.json`), "utf8"));
    for (const { id: template } of catalog.templates) {
      const saved = await page.request.post(`${base}/api/resume/save`, {
        data: { resume_data, ai_enhanced_data: {}, template_style: template },
        headers: { origin: base },
      });
      if (saved.status() !== 201) throw new Error(`${lang} ${template}: ${saved.status()} ${await saved.text()}`);
      const { id } = await saved.json();
      await page.goto(`${base}/preview/${id}`);
      const sheet = page.getByTestId("resume-page");
      await sheet.waitFor();
      // The ATS panel above the page loads after it: wait, so the page no longer moves.
      await page.getByText("Job posting", { exact: true }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(200);
      // The page's fitted frame (the page itself is drawn at full size and scaled).
      await sheet.locator("xpath=../..").screenshot({ path: path.join(out, `${lang}-${template}-preview.png`) });
      const pdf = await page.request.get(`${base}/api/resume/${id}/pdf?watermark=true`);
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vitae-shot-")), "r.pdf");
      fs.writeFileSync(file, await pdf.body());
      execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", "-singlefile", file, path.join(out, `${lang}-${template}-pdf`)]);
      fs.rmSync(path.dirname(file), { recursive: true });
      console.log(`${lang} ${template}`);
    }
  }
});
