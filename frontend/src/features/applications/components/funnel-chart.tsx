"use client";

import * as React from "react";
import { Bar } from "@visx/shape";
import { scaleBand, scaleLinear } from "@visx/scale";
import type { FunnelReport } from "@/lib/api/generated/zod.gen";

const STAGES = [
  { key: "applied", label: "Applied" },
  { key: "interviewing", label: "Interviewing" },
  { key: "offer", label: "Offer" },
] as const;

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

/** "33%" of `of`, or nothing when there is nothing to divide by. */
export function share(part: number, of: number): string | null {
  return of > 0 ? `${Math.round((part / of) * 100)}%` : null;
}

/**
 * Applied → interviewing → offer as horizontal bars (visx scales and bars in SVG), each bar's
 * length its count against the applied one's. Screen readers get the counts in one sentence.
 */
export function FunnelChart({ funnel }: { funnel: FunnelReport }) {
  const box = React.useRef<HTMLDivElement>(null);
  const width = useWidth(box, 320);
  const values = STAGES.map((s) => ({ ...s, value: funnel[s.key] }));
  const height = ROW * STAGES.length;
  const y = scaleBand<string>({ domain: STAGES.map((s) => s.key), range: [0, height], padding: 0.28 });
  const x = scaleLinear<number>({ domain: [0, Math.max(1, ...values.map((v) => v.value))], range: [0, Math.max(0, width - LABEL - COUNT)] });
  const summary = `${values.map((v) => `${v.label} ${v.value}`).join(", ")}, in the last ${funnel.days} days.`;
  const interviews = share(funnel.interviewing, funnel.applied);
  const offers = share(funnel.offer, funnel.applied);
  const titleId = React.useId();

  return (
    <div ref={box} data-testid="funnel-chart">
      <svg width={width} height={height} role="img" aria-labelledby={titleId} className="block overflow-visible">
        <title id={titleId}>{summary}</title>
        {values.map((v, i) => {
          const top = y(v.key) ?? 0;
          const band = y.bandwidth();
          const length = v.value > 0 ? Math.max(3, x(v.value)) : 0;
          return (
            <g key={v.key} data-stage={v.key} data-count={v.value}>
              <text x={0} y={top + band / 2} dominantBaseline="central" className="fill-foreground text-sm">
                {v.label}
              </text>
              <Bar x={LABEL} y={top} width={Math.max(0, width - LABEL - COUNT)} height={band} rx={6} className="fill-muted" />
              <Bar x={LABEL} y={top} width={length} height={band} rx={6} className="fill-primary" fillOpacity={1 - i * 0.25} />
              <text x={LABEL + length + 8} y={top + band / 2} dominantBaseline="central" className="fill-foreground text-sm font-semibold tabular-nums">
                {v.value}
              </text>
            </g>
          );
        })}
      </svg>
      <p className="mt-3 text-xs text-muted-foreground">
        {interviews
          ? `${interviews} of applications reached an interview, ${offers} an offer.`
          : "Applications you mark as applied in the last 90 days count here."}
      </p>
    </div>
  );
}
