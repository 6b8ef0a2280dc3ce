/**
 * A lucide icon's frame, inline: the header's controls are on the landing page, whose first-load
 * JS stays near a bare Next.js page's without lucide's icon factory. The paths go inside.
 */
export function InlineIcon({ children }: { children: React.ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
