/** The free plan's large diagonal mark; drawn as SVG so it stays decorative for assistive tech. */
export function Watermark({ text = "VITAE PREVIEW" }: { text?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-testid="watermark"
      className="pointer-events-none absolute inset-0 h-full w-full select-none"
      preserveAspectRatio="xMidYMid meet"
      viewBox="0 0 800 1000"
    >
      <text
        x="400"
        y="500"
        textAnchor="middle"
        dominantBaseline="middle"
        transform="rotate(-35 400 500)"
        fontSize="92"
        fontWeight="900"
        letterSpacing="8"
        fill="rgb(24 24 27 / 0.07)"
        fontFamily="inherit"
      >
        {text}
      </text>
    </svg>
  );
}
