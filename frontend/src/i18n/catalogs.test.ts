import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { LOCALES } from "./locales";

type Catalog = { [key: string]: string | Catalog };

const catalogDir = path.resolve(import.meta.dirname, "../../messages");
const load = (locale: string): Catalog => JSON.parse(fs.readFileSync(path.join(catalogDir, `${locale}.json`), "utf8"));

/** `{"nav": {"menu": "Menu"}}` → `{"nav.menu": "Menu"}`. */
function flatten(catalog: Catalog, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const name = prefix + key;
    if (typeof value === "string") out.set(name, value);
    else for (const [k, v] of flatten(value, `${name}.`)) out.set(k, v);
  }
  return out;
}

/** The names a message is given (`{name}`, plurals, dates) and its rich-text tags (`<strong>`). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

const english = flatten(load("en"));

describe("message catalogs", () => {
  it("has one catalog per interface language and nothing else", () => {
    const files = fs.readdirSync(catalogDir).filter((f) => f.endsWith(".json")).map((f) => f.replace(/\.json$/, ""));
    expect(files.sort()).toEqual([...LOCALES].sort());
  });

  describe.each(LOCALES)("%s", (locale) => {
    const messages = flatten(load(locale));

    it("has exactly the keys of en.json", () => {
      expect([...messages.keys()].filter((k) => !english.has(k))).toEqual([]);
      expect([...english.keys()].filter((k) => !messages.has(k))).toEqual([]);
    });

    it("holds valid ICU messages with the same arguments and tags as English", () => {
      const problems: string[] = [];
      for (const [key, message] of messages) {
        try {
          const expected = [...argumentsOf(parse(english.get(key) ?? ""))].sort();
          const actual = [...argumentsOf(parse(message))].sort();
          if (actual.join() !== expected.join()) problems.push(`${key}: {${actual.join(", ")}} where English has {${expected.join(", ")}}`);
        } catch (error) {
          problems.push(`${key}: not valid ICU (${(error as Error).message})`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
