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
  // A page draws again on every keystroke and design change; its name, title and contact line
  // rarely change with it, so each is measured once, not on every draw.
  const key = `${fontsGeneration}|${font.id}|${weight}|${max}|${min}|${width}|${step}|${text}`;
  const known = fitted.get(key);
  if (known !== undefined) return known;
  const size = measureFit(text, font, weight, max, min, width, step);
  if (fitted.size >= FITTED_KEPT) fitted.clear();
  fitted.set(key, size);
  return size;
}

/** Sizes already fitted, by everything that decides them; cleared when web fonts arrive. */
const fitted = new Map<string, number>();
const FITTED_KEPT = 256;
let fontsGeneration = 0;

function measureFit(text: string, font: FontSpec, weight: string, max: number, min: number, width: number, step: number): number {
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
    const loaded = () => {
      // Sizes measured with a fallback font are wrong once the real one is here.
      fontsGeneration++;
      bump();
    };
    fonts.addEventListener("loadingdone", loaded);
    return () => fonts.removeEventListener("loadingdone", loaded);
  }, []);
}
