import data from "./catalog.json";
import type { Catalog, FontSpec, ResumeLanguage, TemplateSpec } from "./catalog-schema";

/**
 * The renderer's own description of every template, font and resume language
 * (`crates/pdf/src/design/export.rs` writes `catalog.json`; a Rust test fails while it is stale).
 * The preview draws from it, so no template detail is written twice.
 */
export type {
  Catalog,
  ColumnSpec,
  EntrySpec,
  FontSpec,
  ResumeLanguage,
  RuleSpec,
  TemplateSpec,
  TextSpec,
  Words,
} from "./catalog-schema";

/** Checked against the schemas by `catalog.test.ts`, not at every page load. */
export const catalog = data as Catalog;

/** The first of a list the catalog always fills (the renderer exports none empty). */
export function first<T>(list: readonly T[]): T {
  const item = list[0];
  if (item === undefined) throw new Error("the design catalog is empty");
  return item;
}

export function templateOf(id: string): TemplateSpec {
  return catalog.templates.find((t) => t.id === id) ?? first(catalog.templates);
}

export function fontOf(id: string | null | undefined): FontSpec | undefined {
  return catalog.fonts.find((f) => f.id === id);
}

/**
 * The language a resume prints in: an exact tag (case aside), else its primary subtag
 * (`en-GB` prints as `en`), else English, the catalog's first (`vitae_domain::language::of`).
 */
export function languageOf(tag: string | undefined): ResumeLanguage {
  const all = catalog.languages;
  const wanted = (tag ?? "").trim().toLowerCase();
  const primary = wanted.split(/[-_]/)[0];
  return all.find((l) => l.code.toLowerCase() === wanted) ?? all.find((l) => l.code.toLowerCase() === primary) ?? first(all);
}
