/**
 * Paints as the renderer resolves them (`crates/pdf/src/design/paint.rs`, same arithmetic):
 * `#rrggbb`, `accent`, `ink`, `text`, `muted`, `tint:N` (the accent N of the way to white),
 * `shade:N` (to black), `on-accent[:N]` (white or ink, whichever reads better on the accent,
 * N of the way to the accent). Text never reads under 4.5:1 on what is behind it.
 */
export type Rgb = readonly [number, number, number];

export const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
export const MIN_TEXT_CONTRAST = 4.5;

export interface Palette {
  accent: Rgb;
  ink: Rgb;
  text: Rgb;
  muted: Rgb;
}

export function parseHex(hex: string): Rgb | null {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return null;
  const ch = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return [ch(1), ch(3), ch(5)];
}

export function toHex(c: Rgb): string {
  return `#${c.map((v) => v.toString(16).padStart(2, "0")).join("")}`;
}

/** `a` moved the share `t` of the way to `b`, each channel rounded (half away from zero). */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const ch = (x: number, y: number) => Math.round(x + (y - x) * t);
  return [ch(a[0], b[0]), ch(a[1], b[1]), ch(a[2], b[2])];
}

export function luminance(c: Rgb): number {
  const lin = (x: number) => {
    const s = x / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2]);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** `color`, or its first mix in twentieths towards black (white on a dark ground) that reads. */
export function readable(color: Rgb, background: Rgb): Rgb {
  if (contrast(color, background) >= MIN_TEXT_CONTRAST) return color;
  const target = luminance(background) > 0.18 ? BLACK : WHITE;
  for (let step = 1; step <= 20; step++) {
    const c = mix(color, target, step / 20);
    if (contrast(c, background) >= MIN_TEXT_CONTRAST) return c;
  }
  return target;
}

/** The colour of a fill, rule or band. */
export function fill(palette: Palette, paint: string): Rgb {
  const [name, amount] = paint.split(":");
  const n = amount === undefined ? 0 : Number(amount);
  switch (name) {
    case "accent":
      return palette.accent;
    case "ink":
      return palette.ink;
    case "text":
      return palette.text;
    case "muted":
      return palette.muted;
    case "tint":
      return mix(palette.accent, WHITE, n);
    case "shade":
      return mix(palette.accent, BLACK, n);
    case "on-accent": {
      const on = contrast(WHITE, palette.accent) >= contrast(palette.ink, palette.accent) ? WHITE : palette.ink;
      return mix(on, palette.accent, n);
    }
    default:
      return parseHex(paint) ?? BLACK;
  }
}

/** The colour of text in `paint` drawn over `background`. */
export function text(palette: Palette, paint: string, background: Rgb): Rgb {
  return readable(fill(palette, paint), background);
}
