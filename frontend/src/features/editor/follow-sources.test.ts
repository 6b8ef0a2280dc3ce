import { describe, expect, it } from "vitest";
import { followSources } from "./follow-sources";

const src = (d: string) => ({ description: d });
const ai = (d: string) => ({ enhanced_description: `AI ${d}`, description: d });
const blank = (s: { description: string }) => ({ enhanced_description: "", description: s.description });

describe("enhanced entries follow their sources", () => {
  it("moves each enhancement with its unchanged source entry", () => {
    const before = [src("a"), src("b"), src("c")];
    const after = [src("c"), src("a"), src("b")];
    expect(followSources([ai("a"), ai("b"), ai("c")], before, after, blank).map((e) => e.enhanced_description)).toEqual(["AI c", "AI a", "AI b"]);
  });

  it("keeps an edited entry's enhancement in place, to be judged stale", () => {
    const out = followSources([ai("a"), ai("b")], [src("a"), src("b")], [src("a"), src("b edited")], blank);
    expect(out[1]).toEqual(ai("b"));
  });

  it("gives a new entry no enhancement and drops a removed entry's", () => {
    const out = followSources([ai("a"), ai("b")], [src("a"), src("b")], [src("b"), src("new"), src("newer")], blank);
    expect(out).toEqual([ai("b"), blank(src("new")), blank(src("newer"))]);
  });
});
