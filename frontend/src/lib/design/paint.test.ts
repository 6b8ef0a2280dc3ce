import { describe, expect, it } from "vitest";
import { contrast, fill, MIN_TEXT_CONTRAST, parseHex, text, toHex, WHITE, type Palette } from "./paint";

const palette = (accent: string): Palette => ({
  accent: parseHex(accent) ?? [0, 0, 0],
  ink: [31, 41, 55],
  text: [55, 65, 81],
  muted: [107, 114, 128],
});

describe("paints", () => {
  it("resolve as the renderer resolves them", () => {
    const p = palette("#1d4ed8");
    expect(toHex(fill(p, "accent"))).toBe("#1d4ed8");
    expect(toHex(fill(p, "tint:0.85"))).toBe(toHex([221, 228, 249]));
    expect(toHex(fill(p, "#c8c8c8"))).toBe("#c8c8c8");
    expect(text(p, "on-accent", fill(p, "accent"))).toEqual(WHITE);
  });

  it("darken a yellow accent where it colours text but keep it for fills", () => {
    const p = palette("#facc15");
    expect(toHex(fill(p, "accent"))).toBe("#facc15");
    const onWhite = text(p, "accent", WHITE);
    expect(contrast(onWhite, WHITE)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(text(p, "on-accent", fill(p, "accent"))).toEqual(p.ink);
  });
});
