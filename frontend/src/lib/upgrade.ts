"use client";

import * as React from "react";

/** Whether the upgrade modal is open: one modal, opened from any screen. */
let open = false;
const listeners = new Set<() => void>();

function emit() {
  for (const l of listeners) l();
}

export function openUpgrade(): void {
  open = true;
  emit();
}

export function setUpgradeOpen(value: boolean): void {
  open = value;
  emit();
}

/** The modal's code: loaded when it is first opened (or a button that opens it is pointed at). */
export const loadUpgradeModal = () => import("@/features/billing/components/upgrade-modal");

export function preloadUpgradeModal(): void {
  void loadUpgradeModal();
}

export function useUpgradeOpen(): boolean {
  return React.useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => false,
  );
}
