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

/**
 * Loads the modal's code, which the signed-in layout names (shared code never imports a
 * feature): it is loaded when the modal is first opened, or a button that opens it is pointed at.
 */
let loadModal: (() => Promise<unknown>) | undefined;

export function setUpgradeModalLoader(load: () => Promise<unknown>): void {
  loadModal = load;
}

export function preloadUpgradeModal(): void {
  void loadModal?.();
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
