"use client";

import * as React from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { ThemeProvider, useTheme } from "next-themes";
import dynamic from "next/dynamic";
import { AuthProvider, prefetchSession } from "@/lib/auth/session";
import { ensureDefaultRegion } from "@/lib/region-default";
import { showPendingFlash } from "@/lib/flash";
import { ApiError } from "@/lib/api/errors";
import { isToasterWanted, subscribeToasterWanted } from "@/lib/toast";

/** Toasts only ever follow a user's action or a page load: the Toaster need not be in first-load JS,
    and it loads with the first toast (lib/toast), not with every page. */
const Toaster = dynamic(() => import("sonner").then((m) => m.Toaster), { ssr: false });

function makeQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Never retry what the server refused (4xx); retry a flaky network once.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
      },
    },
  });
  prefetchSession(client);
  return client;
}

/*
 * One query client per browser page (TanStack Query's pattern for the Next.js app router),
 * created as soon as this module runs, when the page's code has loaded and before hydration
 * reaches <Providers>: the session check it starts is then under way while React hydrates.
 * The static export's prerender makes its own client per render.
 */
let browserClient: QueryClient | undefined;
function getQueryClient(): QueryClient {
  if (typeof window === "undefined") return makeQueryClient();
  return (browserClient ??= makeQueryClient());
}
if (typeof window !== "undefined") getQueryClient();

/** `loginFailed`: the alert for a sign-in that failed, in the page's language (no catalog loads here). */
export function Providers({ children, loginFailed }: { children: React.ReactNode; loginFailed: string }) {
  const [client] = React.useState(getQueryClient);
  React.useEffect(() => {
    ensureDefaultRegion();
    showPendingFlash();
  }, []);
  return (
    <ThemeProvider attribute="class" defaultTheme="light" enableSystem={false} storageKey="theme" disableTransitionOnChange>
      <QueryClientProvider client={client}>
        <AuthProvider loginFailed={loginFailed}>{children}</AuthProvider>
        <ThemedToaster />
      </QueryClientProvider>
    </ThemeProvider>
  );
}

function ThemedToaster() {
  const { resolvedTheme } = useTheme();
  const wanted = React.useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  if (!wanted) return null;
  // Toasts come in from the reading direction's end: the left in Arabic.
  const rtl = document.documentElement.dir === "rtl";
  return (
    <Toaster
      position={rtl ? "top-left" : "top-right"}
      dir={rtl ? "rtl" : "ltr"}
      duration={4000}
      visibleToasts={3}
      gap={14}
      closeButton
      theme={resolvedTheme === "dark" ? "dark" : "light"}
      toastOptions={{ classNames: { toast: "font-sans" } }}
    />
  );
}
