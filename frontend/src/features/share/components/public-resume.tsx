"use client";

import * as React from "react";
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

export const LINK_GONE = "This link does not exist or was turned off.";
export const WRONG_PASSWORD = "That password is not right.";

/**
 * `/r/{slug}`: a shared resume as its owner designed it, with no sign-in. The server has put the
 * link's Open Graph tags and robots rule in this page's HTML already.
 */
export function PublicResumeView() {
  const slug = useRouteId("r");
  const link = usePublicLink(slug);

  if (!slug || link.isPending) {
    return (
      <Centered>
        <Spinner className="size-8 text-primary" />
        <p role="status" className="sr-only">
          Loading resume...
        </p>
      </Centered>
    );
  }
  if (link.isError || link.data.kind === "gone") {
    return (
      <Centered>
        <h1 className="text-2xl font-bold tracking-tight">Resume not found</h1>
        <p className="max-w-md text-muted-foreground">{link.isError ? chooseErrorMessage(link.error, LINK_GONE) : LINK_GONE}</p>
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
          {view.name ? `${view.name}'s resume` : "A resume"}, shared with{" "}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a visitor's first page: a full load is fine */}
          <a href="/" className="font-medium text-foreground underline-offset-4 hover:underline">
            Vitae
          </a>
        </p>
        <a href={publicPdfUrl(slug)} className={buttonVariants({ size: "sm" })} download>
          <DownloadIcon aria-hidden="true" />
          Download PDF
        </a>
      </div>
      <Scaled className="rounded-md bg-white shadow-lg ring-1 ring-black/5" label="Resume">
        <ResumePage resume={view} template={resume.template_style} design={resume.resume_data.design} watermark={!resume.unlocked} />
      </Scaled>
    </main>
  );
}

function PasswordForm({ slug }: { slug: string }) {
  const queryClient = useQueryClient();
  const [password, setPassword] = React.useState("");
  const [error, setError] = React.useState<string | null>(null);
  const [busy, setBusy] = React.useState(false);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError("Enter the password");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await openWithPassword(slug, password);
      await queryClient.invalidateQueries({ queryKey: publicKey(slug) });
    } catch (err) {
      setError(err instanceof ApiError && err.status === 401 ? WRONG_PASSWORD : chooseErrorMessage(err, WRONG_PASSWORD));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Centered>
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <LockIcon aria-hidden="true" className="size-5" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight">This resume is protected</h1>
      <p className="max-w-md text-muted-foreground">Enter the password its owner gave you.</p>
      <form onSubmit={submit} noValidate className="grid w-full max-w-xs gap-3 text-start">
        <Label htmlFor="link-password">Password</Label>
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
          Open resume
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
