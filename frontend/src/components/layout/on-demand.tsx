"use client";

import * as React from "react";

/** What a stand-in trigger spreads on its button. */
export interface StandInProps {
  "aria-haspopup": "menu" | "dialog";
  "aria-expanded": false;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
}

/**
 * A menu or dialog whose code loads on first use, not with the page's first-load JS. Until the user
 * activates it, `trigger` renders a light look-alike button; hovering or focusing it starts the
 * download, and a click renders `children` (a `React.lazy` component that mounts opened, with the
 * real trigger, so Radix then owns focus, keyboard and aria as before).
 */
export function OnDemand({
  popup,
  preload,
  trigger,
  children,
}: {
  popup: "menu" | "dialog";
  preload: () => unknown;
  trigger: (props: StandInProps) => React.ReactNode;
  children: React.ReactNode;
}) {
  const [active, setActive] = React.useState(false);
  const standIn: StandInProps = { "aria-haspopup": popup, "aria-expanded": false };
  if (!active) {
    return trigger({ ...standIn, onPointerEnter: preload, onFocus: preload, onClick: () => setActive(true) });
  }
  return <React.Suspense fallback={trigger(standIn)}>{children}</React.Suspense>;
}
