"use client";

import * as React from "react";
import { PlainButton, type PlainButtonProps } from "@/components/ui/plain-button";
import { signInHref, useConfig } from "@/lib/auth/session";

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

/** The nav's button: `wide` ("Sign in with {provider}") on wide screens, `narrow` ("Sign In") on
    narrow ones. Both come drawn from the server, in the page's language. */
export function NavSignIn({ wide, narrow }: { wide: React.ReactNode; narrow: React.ReactNode }) {
  return (
    <SignInButton size="sm" data-testid="nav-sign-in">
      <span className="hidden sm:inline">{wide}</span>
      <span className="sm:hidden">{narrow}</span>
    </SignInButton>
  );
}

/** The sign-in provider's name, from /api/config, asked only where it shows: on a phone the
    landing page then loads neither the answer nor the schemas that check it. `fallback` (the
    catalog's word for email) shows until then. */
export function ProviderName({ fallback }: { fallback: React.ReactNode }) {
  const wide = React.useSyncExternalStore(subscribeWide, () => window.matchMedia(WIDE).matches, () => false);
  const config = useConfig({ enabled: wide });
  return <>{config.data?.sign_in.label ?? fallback}</>;
}
