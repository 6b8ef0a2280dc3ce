/**
 * The import-direction rule of eslint.config.mjs (app → features → shared): run on small sources
 * as if they sat in the tree, so a change to the config that lets a crossing through fails here.
 */
import path from "node:path";
import { ESLint } from "eslint";

const frontend = path.resolve(__dirname, "../..");
let eslint: ESLint;

/** The boundary rules' messages for `code` placed at `file`. */
async function boundaryProblems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(frontend, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === "no-restricted-imports" || m.ruleId === "no-restricted-syntax")
    .map((m) => m.message);
}

describe("feature boundaries", { timeout: 60_000 }, () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: frontend });
  });

  it("refuses a feature's dynamic import() of another feature, as it does a static import", async () => {
    const lazy = await boundaryProblems(
      "src/features/editor/components/probe.tsx",
      'export const load = () => import("@/features/import/components/import-notes");\n',
    );
    expect(lazy).toEqual([expect.stringContaining("Features must not import each other, lazily or not")]);
    const eager = await boundaryProblems(
      "src/features/editor/components/probe.tsx",
      'export { ImportNotes } from "@/features/import/components/import-notes";\nimport "@/features/preview";\n',
    );
    expect(eager).toEqual([expect.stringContaining("Features must not import each other"), expect.stringContaining("Features must not import each other")]);
  });

  it("refuses shared code's dynamic import() of a feature or a route", async () => {
    const problems = await boundaryProblems(
      "src/lib/probe.ts",
      'export const a = () => import("@/features/billing/components/upgrade-modal");\nexport const b = () => import("@/app/page");\n',
    );
    expect(problems).toEqual([
      expect.stringContaining("Shared code must not depend on features or routes"),
      expect.stringContaining("Shared code must not depend on features or routes"),
    ]);
  });

  it("lets a feature load its own modules and shared code lazily, and a route compose features", async () => {
    expect(await boundaryProblems("src/features/editor/components/probe.tsx", 'export const a = () => import("@/features/editor/components/sections-editor");\nexport const b = () => import("@/lib/toast");\nexport const c = () => import("./sections-editor");\n')).toEqual([]);
    expect(await boundaryProblems("src/app/(app)/probe.tsx", 'export const a = () => import("@/features/import/components/import-notes");\n')).toEqual([]);
  });
});
