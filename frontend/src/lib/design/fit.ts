"use client";

import * as React from "react";
import type { FontSpec } from "./catalog";
import { fontStack } from "./look";

const MM_PER_PX = 25.4 / 96;
const PX_PER_PT = 96 / 72;

let canvas: HTMLCanvasElement | null = null;

/** The width of `text` set in `font` at `size` points, in millimetres (null without a canvas). */
function widthMm(text: string, font: FontSpec, weight: string, size: number): number | null {
  if (typeof document === "undefined") return null;
  canvas ??= document.createElement("canvas");
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  const style = weight === "italic" ? "italic" : "normal";
  ctx.font = `${style} ${weight === "bold" ? 700 : 400} ${size * PX_PER_PT}px ${fontStack(font)}`;
  return ctx.measureText(text).width * MM_PER_PX;
}

/**
 * The largest size from `max` down to `min` in `step`s at which `text` fits `width` mm on one
 * line (`compose::fit`); `max` where nothing can be measured.
 */
export function fitSize(text: string, font: FontSpec, weight: string, max: number, min: number, width: number, step: number): number {
  const steps = Math.max(0, Math.floor((max - min) / step));
  for (let i = 0; i <= steps; i++) {
    const size = max - i * step;
    const w = widthMm(text, font, weight, size);
    if (w === null) return max;
    if (w <= width) return size;
  }
  return min;
}

/** Renders again when web fonts finish loading, so sizes measured before they arrived are redone. */
export function useFontsLoaded(): void {
  const [, bump] = React.useReducer((n: number) => n + 1, 0);
  React.useEffect(() => {
    const fonts = typeof document !== "undefined" ? document.fonts : undefined;
    if (!fonts) return;
    fonts.addEventListener("loadingdone", bump);
    return () => fonts.removeEventListener("loadingdone", bump);
  }, []);
}
