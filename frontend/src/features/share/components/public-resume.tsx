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
import { printed } from "@/lib/design/printed";
import { ResumePage } from "@/lib/design/page";
import { Scaled } from "@/lib/design/scaled";
import { useRouteId } from "@/lib/route-id";
import { openWithPassword, publicKey, publicPdfUrl, usePublicLink } from "../api/public";

/**
 * `/r/{slug}`: a shared resume as its owner designed it, with no sign-in. The server has put the
 * link's Open Graph tags and robots rule in this page's HTML already.
 */
export function PublicResumeView() {
  const t = useTranslations("share.public");
  const slug = useRouteId("r");
  const link = usePublicLink(slug);

  if (!slug || link.isPending) {
    return (
      <Centered>
        <Spinner className="size-8 text-primary" />
        <p role="status" className="sr-only">
          {t("loading")}
        </p>
      </Centered>
    );
  }
  if (link.isError || link.data.kind === "gone") {
    return (
      <Centered>
        <h1 className="text-2xl font-bold tracking-tight">{t("notFound")}</h1>
        <p className="max-w-md text-muted-foreground">{link.isError ? chooseErrorMessage(link.error, t("gone")) : t("gone")}</p>
      </Centered>
    );
  }
  if (link.data.kind === "password") return <PasswordForm slug={slug} />;

  const resume = link.data.resume;
  const view = printed(resume.resume_data, resume.ai_enhanced_data, true);
  return (
    <main id="main" className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-3 py-4 sm:px-6 sm:py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          {t.rich(view.name ? "sharedBy" : "sharedAnonymously", {
            name: view.name,
            vitae: (words) => (
              // eslint-disable-next-line @next/next/no-html-link-for-pages -- a visitor's first page: a full load is fine
              <a href="/" className="font-medium text-foreground underline-offset-4 hover:underline">
                {words}
              </a>
            ),
          })}
        </p>
        <a href={publicPdfUrl(slug)} className={buttonVariants({ size: "sm" })} download>
          <DownloadIcon aria-hidden="true" />
          {t("download")}
        </a>
      </div>
      <Scaled className="rounded-md bg-white shadow-lg ring-1 ring-black/5" label={t("resume")}>
        <ResumePage resume={view} template={resume.template_style} design={resume.resume_data.design} watermark={!resume.unlocked} />
      </Scaled>
    </main>
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
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      {children}
    </main>
  );
}
