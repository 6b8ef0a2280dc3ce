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

/** "Sign in with {provider}" on wide screens, "Sign In" on narrow ones. */
export function NavSignIn() {
  const config = useConfig();
  return (
    <SignInButton size="sm" data-testid="nav-sign-in">
      <span className="hidden sm:inline">{signInLabel(config.data)}</span>
      <span className="sm:hidden">Sign In</span>
    </SignInButton>
  );
}
