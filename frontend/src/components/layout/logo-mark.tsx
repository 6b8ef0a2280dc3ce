import { cn } from "@/lib/utils";

export const LOGO_CLASS = "inline-flex items-center gap-2 rounded-md font-semibold tracking-tight";

/* The brand's name and initial read the same in every interface language. */
/* eslint-disable react/jsx-no-literals */
export function LogoMark() {
  return (
    <>
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-primary text-[15px] font-bold text-primary-foreground shadow-sm"
      >
        V
      </span>
      <span className="text-lg">Vitae</span>
    </>
  );
}
/* eslint-enable react/jsx-no-literals */

/**
 * The logo as a plain link to `/`, without next/link: the landing page links only to itself, and
 * importing next/link at all puts the client router's link code in its first-load JS.
 */
export function HomeLogo({ className }: { className?: string }) {
  return (
    // eslint-disable-next-line @next/next/no-html-link-for-pages -- deliberately not next/link (above)
    <a href="/" className={cn(LOGO_CLASS, className)}>
      <LogoMark />
    </a>
  );
}
