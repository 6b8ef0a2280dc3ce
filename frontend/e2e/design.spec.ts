import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test, type Page } from "@playwright/test";
import catalog from "../src/lib/design/catalog.json" with { type: "json" };
import { SAMPLE_RESUME, SHOTS, captureScreen, expectAccessible, saveResumeViaApi, signIn } from "./helpers";

/**
 * The preview is the PDF: every template in three designs, drawn by the browser from the
 * template descriptions and printed by the server, compared on what a reader and an applicant
 * tracking system see — the order of the text, which sections sit in a sidebar and on which
 * side, the headings' words, and the colours of the name, the headings and the band.
 */
const DESIGNS = {
  default: {},
  "dark serif 11.5": { accent: "#14532d", font: "noto-serif", font_size: 11.5 },
  "light wide letter": { accent: "#fde047", margins_mm: 28, paper: "letter" },
} as const;

const RESUME = {
  ...SAMPLE_RESUME.resume_data,
  languages: [{ language: "Spanish", fluency: "Fluent" }],
  links: [{ label: "Site", url: "https://taylor.dev" }],
};

type Colour = [number, number, number];

interface PageFacts {
  /** The section headings in each column, in order, as shown. */
  main: string[];
  sidebar: string[];
  sidebarSide: "start" | "end" | null;
  /** The fields in the order the page shows them (main column, then sidebar). */
  text: string;
  name: Colour;
  heading: Colour | null;
  band: Colour | null;
}

async function domFacts(page: Page): Promise<PageFacts> {
  return page.evaluate(() => {
    const rgb = (css: string): [number, number, number] => {
      const m = css.match(/\d+(\.\d+)?/g) ?? ["0", "0", "0"];
      return [Number(m[0]), Number(m[1]), Number(m[2])];
    };
    const sheet = document.querySelector<HTMLElement>("[data-testid=resume-page]")!;
    const headings = (part: string) =>
      Array.from(sheet.querySelectorAll<HTMLElement>(`[data-part="${part}"] section[data-section] h2`)).map((h) => h.innerText.trim());
    const main = sheet.querySelector<HTMLElement>('[data-part="main"]');
    const side = sheet.querySelector<HTMLElement>('[data-part="sidebar"]');
    const sidebarSide = side && main ? (side.getBoundingClientRect().left < main.getBoundingClientRect().left ? "start" : "end") : null;
    const h2 = sheet.querySelector<HTMLElement>('[data-part="main"] h2');
    const band = sheet.querySelector<HTMLElement>('[data-part="band"]');
    return {
      main: headings("main"),
      sidebar: headings("sidebar"),
      sidebarSide,
      text: sheet.innerText,
      name: rgb(getComputedStyle(sheet.querySelector("h1")!).color),
      heading: h2 ? rgb(getComputedStyle(h2).color) : null,
      band: band ? rgb(getComputedStyle(band).backgroundColor) : null,
    };
  });
}

interface PdfFacts {
  text: string;
  words: Array<{ text: string; x: number }>;
  textColours: Colour[];
  fills: Colour[];
}

function pdfFacts(pdf: Buffer): PdfFacts {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "vitae-parity-")), "r.pdf");
  fs.writeFileSync(file, pdf);
  const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"]).toString();
  const bbox = execFileSync("pdftotext", ["-bbox", "-enc", "UTF-8", "-f", "1", "-l", "1", file, "-"]).toString();
  const words = Array.from(bbox.matchAll(/<word xMin="([\d.]+)"[^>]*>([^<]*)<\/word>/g)).map((m) => ({ x: Number(m[1]), text: m[2]! }));
  const textColours: Colour[] = [];
  const fills: Colour[] = [];
  const raw = pdf.toString("latin1");
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = zlib.inflateSync(Buffer.from(m[1]!, "latin1")).toString("latin1");
    } catch {
      continue;
    }
    const tokens = content.split(/\s+/);
    let inText = false;
    tokens.forEach((t, i) => {
      if (t === "BT") inText = true;
      else if (t === "ET") inText = false;
      else if (t === "rg" && i >= 3) {
        const c = tokens.slice(i - 3, i).map((v) => Math.round(Number(v) * 255)) as Colour;
        (inText ? textColours : fills).push(c);
      }
    });
  }
  fs.rmSync(path.dirname(file), { recursive: true });
  return { text, words, textColours, fills };
}

const flat = (s: string) => s.replace(/\s+/g, " ").trim();
const near = (a: Colour, b: Colour) => a.every((v, i) => Math.abs(v - b[i]!) <= 1);

/** Asserts each needle occurs in `hay` after the previous one. */
function inOrder(hay: string, needles: string[], what: string) {
  let at = 0;
  for (const n of needles) {
    const i = hay.indexOf(n, at);
    expect(i, `${what}: "${n}" missing or out of order`).toBeGreaterThanOrEqual(0);
    at = i + n.length;
  }
}

test("the preview and the PDF agree in every template and design", async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page);
  const origin = new URL(page.url()).origin;
  for (const template of catalog.templates) {
    for (const [label, design] of Object.entries(DESIGNS)) {
      const what = `${template.id} / ${label}`;
      const body = { ...SAMPLE_RESUME, resume_data: { ...RESUME, design }, template_style: template.id };
      const saved = await page.request.post("/api/resume/save", { data: body, headers: { origin } });
      expect(saved.status(), what).toBe(201);
      const { id } = (await saved.json()) as { id: string };
      await page.goto(`/preview/${id}`);
      await page.getByTestId("resume-page").waitFor();
      await page.evaluate(() => document.fonts.ready);
      const dom = await domFacts(page);
      const pdfRes = await page.request.get(`/api/resume/${id}/pdf?watermark=true`);
      expect(pdfRes.status(), what).toBe(200);
      const pdf = pdfFacts(await pdfRes.body());
      const pdfText = flat(pdf.text);

      // Headings: the same words, each column in the same order.
      inOrder(pdfText, dom.main, `${what} main headings`);
      inOrder(pdfText, dom.sidebar, `${what} sidebar headings`);
      // The sidebar holds the sections the description puts there, on its side.
      const sidebarKeys = template.sidebar?.keys ?? [];
      expect(dom.sidebar.length > 0, what).toBe(sidebarKeys.some((k) => ["skills", "certifications", "languages"].includes(k)));
      if (dom.sidebar.length > 0) {
        expect(dom.sidebarSide, what).toBe(template.sidebar?.side);
        const x = (heading: string) => pdf.words.find((w) => w.text === heading.split(" ")[0])?.x ?? NaN;
        const sideLeft = x(dom.sidebar[0]!) < x(dom.main[0]!);
        expect(sideLeft ? "start" : "end", `${what}: the PDF's sidebar side`).toBe(template.sidebar?.side);
      }
      // The text: every field in the same order in both, column by column.
      const fields = [
        RESUME.name,
        RESUME.job_title,
        ...RESUME.work_experience.flatMap((w) => [w.position, w.company]),
        RESUME.education[0]!.degree,
      ];
      inOrder(flat(dom.text), fields, `${what} preview text`);
      inOrder(pdfText, fields, `${what} PDF text`);
      // Colours: the name's and the headings' are text colours of the PDF; the band is a fill.
      expect(pdf.textColours.some((c) => near(c, dom.name)), `${what}: name ${dom.name} in ${JSON.stringify(pdf.textColours)}`).toBe(true);
      if (dom.heading) expect(pdf.textColours.some((c) => near(c, dom.heading!)), `${what}: heading ${dom.heading}`).toBe(true);
      if (dom.band) expect(pdf.fills.some((c) => near(c, dom.band!)), `${what}: band ${dom.band}`).toBe(true);
    }
  }
});

/**
 * The preview page's drawing of the resume beside the PDF's first page as poppler rasterises it
 * (`pdftoppm`, 96 dpi), both at the paper's size in CSS pixels, in one picture (SHOTS).
 */
async function sideBySide(page: Page, pdf: Buffer, name: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vitae-side-"));
  fs.writeFileSync(path.join(dir, "doc.pdf"), pdf);
  execFileSync("pdftoppm", ["-png", "-r", "96", "-f", "1", "-l", "1", "-singlefile", path.join(dir, "doc.pdf"), path.join(dir, "page")]);
  const printed = fs.readFileSync(path.join(dir, "page.png"));
  fs.rmSync(dir, { recursive: true, force: true });
  const [width, height] = [printed.readUInt32BE(16), printed.readUInt32BE(20)];
  // The app's sticky header would sit over the sheet's top in an element screenshot.
  const drawn = await page.getByTestId("resume-page").screenshot({ animations: "disabled", style: "header { visibility: hidden !important; }" });
  const side = await page.context().newPage();
  await side.setViewportSize({ width: 2 * width + 72, height: height + 80 });
  const figure = (caption: string, png: Buffer) =>
    `<figure style="margin:0"><figcaption style="margin-bottom:8px">${caption}</figcaption><div style="width:${width}px;height:${height}px;overflow:hidden;background:#fff;box-shadow:0 1px 4px #0003"><img style="width:${width}px" src="data:image/png;base64,${png.toString("base64")}"></div></figure>`;
  await side.setContent(
    `<body style="margin:0;padding:24px;display:flex;gap:24px;background:#e5e7eb;font:14px sans-serif">${figure("Preview (the browser)", drawn)}${figure("PDF, page 1 (pdftoppm)", printed)}</body>`,
  );
  await side.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  await side.close();
}

test("design it in the editor: template, accent, font and size change the live page, and the PDF follows", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const id = await saveResumeViaApi(page);
  await page.goto(`/edit/${id}`);
  const live = page.getByRole("complementary", { name: "Live preview" }).getByTestId("resume-page");
  await expect(live).toHaveAttribute("data-template", "modern");

  // Every control works from the keyboard.
  // Templates are radio buttons with the server's thumbnails: arrows walk Modern → Timeline.
  const picker = page.getByRole("group", { name: "Template" });
  await expect(picker.getByRole("radio")).toHaveCount(catalog.templates.length);
  const thumbnail = picker.locator("img").first();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(360);
  await picker.getByRole("radio", { name: "Modern", exact: true }).focus();
  const steps = catalog.templates.findIndex((t) => t.id === "timeline");
  for (let i = 0; i < steps; i++) await page.keyboard.press("ArrowRight");
  await expect(picker.getByRole("radio", { name: "Timeline", exact: true })).toBeChecked();
  await expect(live).toHaveAttribute("data-template", "timeline");
  await page.getByRole("button", { name: "Red", exact: true }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Red", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("radio", { name: /Noto Serif/ }).focus();
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name: /Noto Serif/ })).toHaveAttribute("aria-checked", "true");
  const size = page.getByLabel("Text size", { exact: true });
  await size.focus();
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("spinbutton", { name: "Text size (pt)" })).toHaveValue("11");

  // The live page shows it at once: the headings take the accent, the text the chosen font.
  const heading = live.locator("h2").first();
  await expect.poll(() => heading.evaluate((h) => getComputedStyle(h).color)).toBe("rgb(185, 28, 28)");
  expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toContain("vitae-noto-serif");
  await expectAccessible(page, "editor with the design card");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await page.waitForURL(new RegExp(`/preview/${id}$`));
  await expect(page.getByTestId("resume-page")).toHaveAttribute("data-template", "timeline");
  const pdfRes = await page.request.get(`/api/resume/${id}/pdf?watermark=true`);
  expect(pdfRes.status()).toBe(200);
  const body = await pdfRes.body();
  const pdf = pdfFacts(body);
  expect(pdf.textColours.some((c) => near(c, [185, 28, 28])), JSON.stringify(pdf.textColours)).toBe(true);
  expect(body.toString("latin1")).toMatch(/\/FontName \/[A-Z]{6}\+NotoSerif/);
  await sideBySide(page, body, "design-preview-vs-pdf");

  // The saved design opens in the editor as it was left.
  await page.goto(`/edit/${id}`);
  await captureScreen(page, "design-editor", async (p) => {
    await expect(p.getByRole("radio", { name: /Noto Serif/ })).toHaveAttribute("aria-checked", "true");
  });
});
