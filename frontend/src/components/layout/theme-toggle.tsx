"use client";

import * as React from "react";
import { useTheme } from "next-themes";
import { PlainButton } from "@/components/ui/plain-button";
import { InlineIcon } from "./inline-icon";

/** The switch's accessible names, in the page's language (the landing page has no client catalog). */
export interface ThemeToggleLabels {
  toLight: string;
  toDark: string;
}

export function ThemeToggle({ labels, className }: { labels: ThemeToggleLabels; className?: string }) {
  const { resolvedTheme, setTheme } = useTheme();
  const [mounted, setMounted] = React.useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- theme is only known after mount
  React.useEffect(() => setMounted(true), []);
  const dark = mounted && resolvedTheme === "dark";
  return (
    <PlainButton
      variant="ghost"
      size="icon-sm"
      className={className}
      aria-label={dark ? labels.toLight : labels.toDark}
      data-testid="theme-toggle"
      onClick={() => setTheme(dark ? "light" : "dark")}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </PlainButton>
  );
}

/* lucide's sun and moon. */
function SunIcon() {
  return (
    <InlineIcon>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2m-7.07-17.07 1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
    </InlineIcon>
  );
}

function MoonIcon() {
  return (
    <InlineIcon>
      <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z" />
    </InlineIcon>
  );
}
