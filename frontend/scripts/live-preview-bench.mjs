#!/usr/bin/env node
// How long the editor's live page takes to show a keystroke, typing into the summary of a full
// two-page resume in Chromium, with the CPU unthrottled and slowed 4× (a mid-range phone): from
// the input event to the next frame (the form's own update; the page renders after it, at a
// deferred priority) and to the frame after the page's text changed; then, with a Chromium
// performance trace, the main thread's scripting time from a click on an accent colour until the
// page shows it (the form's update and the page's, whatever their priority). The budget is one
// frame (16 ms) at 4×; figures in docs/performance.md.
//
//   VITAE_BIN=…/vitae node scripts/live-preview-bench.mjs [--json]
//
// Needs `npm run build` (out/) and /usr/bin/chromium (or CHROMIUM_PATH).
import { withSignedInPage } from "./signed-in.mjs";
const KEYSTROKES = 40;
const DESIGN_CHANGES = 12;

/** Trace events DevTools counts as scripting. */
const SCRIPTING = new Set(["EventDispatch", "FunctionCall", "TimerFire", "FireAnimationFrame", "EvaluateScript", "RunMicrotasks", "V8.Execute", "FireIdleCallback", "ParseHTML"]);

/**
 * Scripting on the page's main thread between each pair of `design-N` and `design-N-shown`
 * time stamps, in ms: the union of the scripting events' spans (they nest).
 */
function scriptingPerChange(trace) {
  const events = trace.traceEvents ?? trace;
  const main = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid);
  const stamps = new Map(onMain.filter((e) => e.name === "TimeStamp").map((e) => [e.args?.data?.message, e.ts]));
  const spans = onMain.filter((e) => e.ph === "X" && SCRIPTING.has(e.name)).map((e) => [e.ts, e.ts + (e.dur ?? 0)]);
  const out = [];
  for (let i = 0; stamps.has(`design-${i}`); i++) {
    const from = stamps.get(`design-${i}`);
    const to = stamps.get(`design-${i}-shown`);
    if (to === undefined) continue;
    const inside = spans
      .map(([a, b]) => [Math.max(a, from), Math.min(b, to)])
      .filter(([a, b]) => b > a)
      .sort((x, y) => x[0] - y[0]);
    let total = 0;
    let end = -Infinity;
    for (const [a, b] of inside) {
      if (b <= end) continue;
      total += b - Math.max(a, end);
      end = b;
    }
    out.push(total / 1000);
  }
  return out;
}

/** A full two-page resume: every entry form and section kind the page lays out. */
const work = (n) => ({
  position: `Senior Engineer ${n}`,
  company: `Company ${n} GmbH`,
  duration: `201${n} - 202${n}`,
  description: Array.from({ length: 4 }, (_, i) => `Led project ${i + 1} that cut costs by ${10 + i}% across ${n + 2} teams and shipped on time`).join("\n"),
});
const RESUME = {
  template_style: "modern",
  ai_enhanced_data: {},
  resume_data: {
    name: "Mira Okafor",
    email: "mira@example.com",
    phone: "+44 20 7946 0000",
    location: "London, UK",
    job_title: "Staff Software Engineer",
    experience_level: "senior",
    summary: "Engineer who builds payment systems that stay up. Ten years across fintech and logistics.",
    work_experience: [1, 2, 3, 4, 5].map(work),
    education: [{ degree: "MSc Computer Science", institution: "Imperial College London", year: "2014" }],
    skills: ["Rust", "PostgreSQL", "Kafka", "Kubernetes", "TypeScript", "System design"],
    certifications: ["AWS Solutions Architect"],
    projects: [{ name: "Ledger", description: "An open double-entry ledger in Rust.", url: "https://example.com/ledger" }],
    languages: [{ language: "English", fluency: "Native" }, { language: "Yoruba", fluency: "Fluent" }],
  },
};

const LABELS = {
  page: "keystroke to the page shown",
  keystroke: "keystroke to the next frame",
  design: "scripting from an accent click to the page shown (trace)",
};

await withSignedInPage({ name: "bench", first: "Bench", viewport: { width: 1280, height: 900 } }, async (page, base) => {
  const saved = await page.request.post(`${base}/api/resume/save`, { data: RESUME, headers: { origin: base } });
  const { id } = await saved.json();
  await page.goto(`${base}/edit/${id}`);
  await page.getByRole("complementary", { name: "Live preview" }).getByTestId("resume-page").waitFor();
  await page.evaluate(() => document.fonts.ready);

  const cdp = await page.context().newCDPSession(page);
  const results = {};
  for (const rate of [1, 4]) {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate });
    const times = await page.evaluate(async (n) => {
      const area = document.querySelector("textarea[name=summary]");
      const sheet = document.querySelector("aside [data-testid=resume-page]");
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value").set;
      const out = [];
      for (let i = 0; i < n; i++) {
        const marker = `w${i}x`;
        const shown = new Promise((resolve) => {
          const seen = () => sheet.textContent.includes(marker);
          const obs = new MutationObserver(() => {
            if (!seen()) return;
            obs.disconnect();
            requestAnimationFrame(() => resolve(performance.now()));
          });
          obs.observe(sheet, { subtree: true, childList: true, characterData: true });
        });
        const start = performance.now();
        setter.call(area, `${area.value} ${marker}`);
        area.dispatchEvent(new Event("input", { bubbles: true }));
        const framed = await new Promise((r) => requestAnimationFrame(() => r(performance.now())));
        out.push([(await shown) - start, framed - start]);
        await new Promise((r) => setTimeout(r, 50));
      }
      return out;
    }, KEYSTROKES);
    const stats = (list) => {
      const sorted = [...list].sort((a, b) => a - b);
      const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
      return { median_ms: at(0.5), p95_ms: at(0.95), max_ms: at(1) };
    };
    results[`cpu_${rate}x`] = { page: stats(times.map((t) => t[0])), keystroke: stats(times.map((t) => t[1])) };

    // Accent colours clicked in turn, each until the page has restyled and painted.
    const browser = page.context().browser();
    await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
    await page.evaluate(async (n) => {
      const swatches = ["Red", "Teal"].map((name) => document.querySelector(`button[aria-label="${name}"]`));
      const sheet = document.querySelector("aside [data-testid=resume-page]");
      for (let i = 0; i < n; i++) {
        const restyled = new Promise((resolve) => {
          const obs = new MutationObserver(() => {
            obs.disconnect();
            requestAnimationFrame(() => resolve());
          });
          obs.observe(sheet, { subtree: true, attributes: true, attributeFilter: ["style"] });
        });
        console.timeStamp(`design-${i}`);
        swatches[i % 2].click();
        await restyled;
        console.timeStamp(`design-${i}-shown`);
        await new Promise((r) => setTimeout(r, 150));
      }
    }, DESIGN_CHANGES);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    results[`cpu_${rate}x`].design = stats(scriptingPerChange(trace));
  }
  if (process.argv.includes("--json")) console.log(JSON.stringify(results));
  else
    for (const [k, v] of Object.entries(results))
      for (const [what, t] of Object.entries(v))
        console.log(`${k} ${LABELS[what]}: median ${t.median_ms} ms, p95 ${t.p95_ms} ms, max ${t.max_ms} ms (${what === "design" ? `${DESIGN_CHANGES} accent changes` : `${KEYSTROKES} keystrokes`})`);
});
