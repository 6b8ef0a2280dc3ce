"use client";

import * as React from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ThemeProvider, useTheme } from "next-themes";
import dynamic from "next/dynamic";
import { AuthProvider } from "@/lib/auth/session";
import { ensureDefaultRegion } from "@/lib/region-default";
import { showPendingFlash } from "@/lib/flash";
import { ApiError } from "@/lib/api/errors";

/** Toasts only ever follow a user's action or a page load: the Toaster need not be in first-load JS. */
const Toaster = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Never retry what the server refused (4xx); retry a flaky network once.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
      },
    },
  });
}

export function Providers({ children }: { children: React.ReactNode }) {
  const [client] = React.useState(makeQueryClient);
  React.useEffect(() => {
    ensureDefaultRegion();
    showPendingFlash();
  }, []);
  return (
    <ThemeProvider attribute="class" defaultTheme="light" enableSystem={false} storageKey="theme" disableTransitionOnChange>
      <QueryClientProvider client={client}>
        <AuthProvider>{children}</AuthProvider>
        <ThemedToaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}

function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  return (
    <Toaster
      position="top-right"
      duration={4000}
      visibleToasts={3}
      gap={14}
      closeButton
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      toastOptions={{ classNames: { toast: "font-sans" } }}
    />
  );
}
