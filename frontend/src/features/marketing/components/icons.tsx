/* lucide-react v1.75.0 icons (ISC licence), drawn here as plain SVG: lucide's icon component
   pulls a client context module into the page, and the landing page's first-load JavaScript must
   stay within 20 kB of a bare Next.js page's. Server-rendered; no JavaScript ships. Decorative, as lucide's are by default. */

type IconProps = { className?: string; "aria-hidden"?: boolean | "true" };

function svg(children: React.ReactNode, { className, ...rest }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `lucide ${className}` : "lucide"}
      aria-hidden="true"
      {...rest}
    >
      {children}
    </svg>
  );
}

export function ArrowRightIcon(props: IconProps) {
  return svg(
    <>
      <path d="M5 12h14" />
      <path d="m12 5 7 7-7 7" />
    </>,
    props,
  );
}

export function BadgeCheckIcon(props: IconProps) {
  return svg(
    <>
      <path d="M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z" />
      <path d="m16 9-5.5 5.5L8 12" />
    </>,
    props,
  );
}

export function BrainCircuitIcon(props: IconProps) {
  return svg(
    <>
      <path d="M12 13h4" />
      <path d="M12 18h6a2 2 0 012 2v1" />
      <path d="M12 8h8" />
      <path d="M12 9a4.17 4.17 0 01-3 4" />
      <path d="M16 8V5a2 2 0 012-2" />
      <path d="M6 18a4 4 0 01-2-7.465" />
      <path d="M6.004 5.125a4 4 0 00-2.526 5.77" />
      <path d="M6.294 6.294A3 3 0 1112 5v13a4 4 0 11-7.967-.518" />
      <circle cx="16" cy="13" r="0.5" fill="currentColor" />
      <circle cx="18" cy="3" r="0.5" fill="currentColor" />
      <circle cx="20" cy="21" r="0.5" fill="currentColor" />
      <circle cx="20" cy="8" r="0.5" fill="currentColor" />
    </>,
    props,
  );
}

export function CheckIcon(props: IconProps) {
  return svg(
    <path d="M20 6 9 17l-5-5" />,
    props,
  );
}

export function FileSearchIcon(props: IconProps) {
  return svg(
    <>
      <path d="M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z" />
      <path d="M14 2v5a1 1 0 0 0 1 1h5" />
      <circle cx="11.5" cy="14.5" r="2.5" />
      <path d="M13.3 16.3 15 18" />
    </>,
    props,
  );
}

export function LayoutTemplateIcon(props: IconProps) {
  return svg(
    <>
      <rect width="18" height="7" x="3" y="3" rx="1" />
      <rect width="9" height="7" x="3" y="14" rx="1" />
      <rect width="5" height="7" x="16" y="14" rx="1" />
    </>,
    props,
  );
}

export function LockIcon(props: IconProps) {
  return svg(
    <>
      <rect width="18" height="11" x="3" y="11" rx="2" ry="2" />
      <path d="M7 11V7a5 5 0 0 1 10 0v4" />
    </>,
    props,
  );
}

export function MailIcon(props: IconProps) {
  return svg(
    <>
      <path d="m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" />
      <rect x="2" y="4" width="20" height="16" rx="2" />
    </>,
    props,
  );
}

export function QuoteIcon(props: IconProps) {
  return svg(
    <>
      <path d="M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z" />
      <path d="M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z" />
    </>,
    props,
  );
}

export function ShieldCheckIcon(props: IconProps) {
  return svg(
    <>
      <path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z" />
      <path d="m9 12 2 2 4-4" />
    </>,
    props,
  );
}

export function SparklesIcon(props: IconProps) {
  return svg(
    <>
      <path d="M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z" />
      <path d="M20 2v4" />
      <path d="M22 4h-4" />
      <circle cx="4" cy="20" r="2" />
    </>,
    props,
  );
}

export function TargetIcon(props: IconProps) {
  return svg(
    <>
      <circle cx="12" cy="12" r="10" />
      <circle cx="12" cy="12" r="6" />
      <circle cx="12" cy="12" r="2" />
    </>,
    props,
  );
}

export function TrendingUpIcon(props: IconProps) {
  return svg(
    <>
      <path d="M16 7h6v6" />
      <path d="m22 7-8.5 8.5-5-5L2 17" />
    </>,
    props,
  );
}
