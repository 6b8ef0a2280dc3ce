"use client";

import * as React from "react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { Bar } from "@visx/shape";
import { scaleBand, scaleLinear } from "@visx/scale";
import { directionOf } from "@/i18n/locales";
import type { FunnelReport } from "@/lib/api/generated/zod.gen";

/** The stages, each named as its status. */
const STAGES = ["applied", "interviewing", "offer"] as const;

const ROW = 40;
const LABEL = 104;
const COUNT = 44;

/** The width of an element, followed as it changes (the card's column narrows on phones). */
function useWidth(ref: React.RefObject<HTMLElement | null>, initial: number): number {
  const [width, setWidth] = React.useState(initial);
  React.useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || initial);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width) || initial);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, initial]);
  return width;
}

/**
 * Applied → interviewing → offer as horizontal bars (visx scales and bars in SVG), each bar's
 * length its count against the applied one's, growing from the reading direction's start.
 * Screen readers get the counts in one sentence.
 */
export function FunnelChart({ funnel }: { funnel: FunnelReport }) {
  const t = useTranslations("applications");
  const format = useFormatter();
  const rtl = directionOf(useLocale()) === "rtl";
  const box = React.useRef<HTMLDivElement>(null);
  const width = useWidth(box, 320);
  const values = STAGES.map((key) => ({ key, value: funnel[key] }));
  const height = ROW * STAGES.length;
  const y = scaleBand<string>({ domain: [...STAGES], range: [0, height], padding: 0.28 });
  const x = scaleLinear<number>({ domain: [0, Math.max(1, ...values.map((v) => v.value))], range: [0, Math.max(0, width - LABEL - COUNT)] });
  /** Where something `w` wide that starts `from` the reading start is drawn. */
  const at = (from: number, w = 0) => (rtl ? width - from - w : from);
  const summary = t("funnel.summary", { applied: funnel.applied, interviewing: funnel.interviewing, offer: funnel.offer, days: funnel.days });
  /** "33%" of the applied, or nothing when none applied. */
  const share = (part: number) => (funnel.applied > 0 ? format.number(part / funnel.applied, { style: "percent" }) : null);
  const interviews = share(funnel.interviewing);
  const offers = share(funnel.offer);
  const titleId = React.useId();

  return (
    <div ref={box} data-testid="funnel-chart">
      <svg width={width} height={height} role="img" aria-labelledby={titleId} className="block overflow-visible">
        <title id={titleId}>{summary}</title>
        {values.map((v, i) => {
          const top = y(v.key) ?? 0;
          const band = y.bandwidth();
          const length = v.value > 0 ? Math.max(3, x(v.value)) : 0;
          const track = Math.max(0, width - LABEL - COUNT);
          return (
            <g key={v.key} data-stage={v.key} data-count={v.value}>
              <text x={at(0)} y={top + band / 2} dominantBaseline="central" className="fill-foreground text-sm">
                {t(`status.${v.key}`)}
              </text>
              <Bar x={at(LABEL, track)} y={top} width={track} height={band} rx={6} className="fill-muted" />
              <Bar x={at(LABEL, length)} y={top} width={length} height={band} rx={6} className="fill-primary" fillOpacity={1 - i * 0.25} />
              <text x={at(LABEL + length + 8)} y={top + band / 2} dominantBaseline="central" className="fill-foreground text-sm font-semibold tabular-nums">
                {format.number(v.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <p className="mt-3 text-xs text-muted-foreground">
        {interviews && offers ? t("funnel.reached", { interviews, offers }) : t("funnel.noneYet")}
      </p>
    </div>
  );
}
