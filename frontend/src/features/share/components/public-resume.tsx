"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import { useQueryClient } from "@tanstack/react-query";
import { DownloadIcon, LockIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, chooseErrorMessage } from "@/lib/api/errors";
import { cn } from "@/lib/utils";
import { useRouteId } from "@/lib/route-id";
import { openWithPassword, publicKey, publicPdfUrl, usePublicLink, usePublicPages } from "../api/public";

/**
 * `/r/{slug}`: a shared resume as its owner designed it, with no sign-in. For an open link the
 * server has written the pages into this page's HTML already (drawn as the PDF prints them, so
 * they paint with the first bytes) with the link's Open Graph tags and robots rule; the script
 * only adds what is around them, and reads the link (which counts the visit). Behind a password
 * it asks for the password, then for the pages.
 */
export function PublicResumeView() {
  const t = useTranslations("share.public");
  const slug = useRouteId("r");
  const link = usePublicLink(slug);
  const drawn = useServerDrawnPages();
  const open = link.data?.kind === "resume";
  const pages = usePublicPages(slug, open && drawn === false);

  let top: React.ReactNode;
  if (!slug || link.isPending || (open && !drawn && pages.isPending)) {
    // The exported shell keeps the header's room, as a page the server drew needs it.
    top = drawn === false ? <Loading label={t("loading")} /> : <div className="h-9" />;
  } else if (link.isError || link.data.kind === "gone" || pages.isError) {
    const error = link.error ?? pages.error;
    top = (
      <Centered>
        <h1 className="text-2xl font-bold tracking-tight">{t("notFound")}</h1>
        <p className="max-w-md text-muted-foreground">{error ? chooseErrorMessage(error, t("gone")) : t("gone")}</p>
      </Centered>
    );
  } else if (link.data.kind === "password") {
    top = <PasswordForm slug={slug} />;
  } else {
    const { name } = link.data;
    top = (
      <div className="flex h-9 items-center justify-between gap-3">
        <p className="line-clamp-2 min-w-0 text-sm leading-tight text-muted-foreground">
          {t.rich(name ? "sharedBy" : "sharedAnonymously", {
            name,
            vitae: (words) => (
              // eslint-disable-next-line @next/next/no-html-link-for-pages -- a visitor's first page: a full load is fine
              <a href="/" className="font-medium text-foreground underline-offset-4 hover:underline">
                {words}
              </a>
            ),
          })}
        </p>
        <a href={publicPdfUrl(slug)} className={cn(buttonVariants({ size: "sm" }), "shrink-0")} download>
          <DownloadIcon aria-hidden="true" />
          {t("download")}
        </a>
      </div>
    );
  }
  return (
    <main id="main" className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-3 py-4 sm:px-6 sm:py-8">
      {top}
      {/* Filled by the server, or once a password opened the link; the same element throughout,
          so React never replaces what the server wrote. */}
      <section
        id="public-pages"
        aria-label={t("resume")}
        hidden={!open && !link.isPending}
        className="grid gap-4 [&>svg]:h-auto [&>svg]:w-full [&>svg]:rounded-md [&>svg]:shadow-lg [&>svg]:ring-1 [&>svg]:ring-black/5"
        dangerouslySetInnerHTML={{ __html: pages.data ?? "" }}
        suppressHydrationWarning
      />
    </main>
  );
}

/**
 * Whether the server wrote the pages into this page: `null` while hydrating (the exported shell
 * has none), then what the document holds.
 */
function useServerDrawnPages(): boolean | null {
  return React.useSyncExternalStore(
    noSubscription,
    () => (document.getElementById("public-pages")?.childElementCount ?? 0) > 0,
    () => null,
  );
}

const noSubscription = () => () => {};

function Loading({ label }: { label: string }) {
  return (
    <Centered>
      <Spinner className="size-8 text-primary" />
      <p role="status" className="sr-only">
        {label}
      </p>
    </Centered>
  );
}

function PasswordForm({ slug }: { slug: string }) {
  const t = useTranslations("share.public");
  const queryClient = useQueryClient();
  const [password, setPassword] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError(t("passwordRequired"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await openWithPassword(slug, password);
      await queryClient.invalidateQueries({ queryKey: publicKey(slug) });
    } catch (err) {
      setError(err instanceof ApiError && err.status === 401 ? t("wrongPassword") : chooseErrorMessage(err, t("wrongPassword")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Centered>
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <LockIcon aria-hidden="true" className="size-5" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">{t("protected")}</h1>
      <p className="max-w-md text-muted-foreground">{t("askPassword")}</p>
      <form onSubmit={submit} noValidate className="grid w-full max-w-xs gap-3 text-start">
        <Label htmlFor="link-password">{t("password")}</Label>
        <Input
          id="link-password"
          type="password"
          autoComplete="off"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? "link-password-error" : undefined}
        />
        {error ? (
          <p id="link-password-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={busy}>
          {busy ? <Spinner /> : null}
          {t("open")}
        </Button>
      </form>
    </Centered>
  );
}

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-[70dvh] flex-col items-center justify-center gap-4 px-4 text-center">{children}</div>
  );
}
