import { describe, expect, it } from "vitest";
import { matchLevel } from "./match";

describe("matchLevel", () => {
  it("names the bands at their edges", () => {
    expect([0, 39, 40, 59, 60, 79, 80, 100].map((s) => matchLevel(s).level)).toEqual([
      "low",
      "low",
      "fair",
      "fair",
      "good",
      "good",
      "strong",
      "strong",
    ]);
  });
});
