"use client";

import * as React from "react";
import { PlainButton, type PlainButtonProps } from "@/components/ui/plain-button";
import { signInHref, signInLabel, useConfig } from "@/lib/auth/session";

/** Every sign-in or call-to-action button sends the browser to the sign-in provider, returning to /dashboard. */
export function SignInButton({ children, ...props }: PlainButtonProps) {
  return (
    <PlainButton {...props} onClick={() => window.location.assign(signInHref())}>
      {children}
    </PlainButton>
  );
}

/** Tailwind's `sm`: from this width on the nav shows the provider's name. */
const WIDE = "(min-width: 40rem)";

function subscribeWide(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** "Sign in with {provider}" on wide screens, "Sign In" on narrow ones. The provider's name comes
    from /api/config, asked only where it shows: on a phone the landing page then loads neither the
    answer nor the schemas that check it. */
export function NavSignIn() {
  const wide = React.useSyncExternalStore(subscribeWide, () => window.matchMedia(WIDE).matches, () => false);
  const config = useConfig({ enabled: wide });
  return (
    <SignInButton size="sm" data-testid="nav-sign-in">
      <span className="hidden sm:inline">{signInLabel(config.data)}</span>
      <span className="sm:hidden">Sign In</span>
    </SignInButton>
  );
}
