"use client";

import type { ExternalToast, toast as sonnerToast } from "sonner";

/*
 * Whether a toast was asked for yet: the Toaster (providers.tsx) mounts only then, so a page load
 * neither downloads nor runs sonner. sonner's Toaster shows the toasts raised before it subscribed.
 */
let toasterWanted = false;
const listeners = new Set<() => void>();

export function subscribeToasterWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isToasterWanted = (): boolean => toasterWanted;

/**
 * sonner's `toast`, loaded on first use: toasts only follow an action, so sonner stays out of
 * every page's first-load JavaScript. Calls keep their order (one shared promise).
 */
type Sonner = typeof sonnerToast;
let loaded: Promise<Sonner> | null = null;
const sonner = () => {
  if (!loaded) {
    loaded = import("sonner").then((m) => m.toast);
    toasterWanted = true;
    for (const listener of listeners) listener();
  }
  return loaded;
};

const show =
  (kind: "success" | "error" | "info" | "loading") =>
  (message: string, options?: ExternalToast): void => {
    void sonner().then((t) => t[kind](message, options));
  };

export const toast = Object.assign(
  (message: string, options?: ExternalToast): void => {
    void sonner().then((t) => t(message, options));
  },
  {
    success: show("success"),
    error: show("error"),
    info: show("info"),
    loading: show("loading"),
    dismiss: (id?: string | number): void => {
      void sonner().then((t) => t.dismiss(id));
    },
  },
);
