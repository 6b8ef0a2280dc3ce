"use client";

import * as React from "react";
import { CheckIcon, CopyIcon, EyeIcon, DownloadIcon, Link2Icon } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { chooseErrorMessage } from "@/lib/api/errors";
import type { ShareRequest } from "@/lib/api/generated/types.gen";
import { useShare, useUpdateShare } from "../api/share";

export const SHARE_FAILED = "Failed to update the link. Please try again.";

/**
 * A resume's public link: create it, copy it, see how often it was opened, choose what it shows,
 * guard it with a password, or turn it off for good. Loaded on first use; it mounts opened.
 */
export function ShareDialog({ resumeId, trigger }: { resumeId: string; trigger: React.ReactNode }) {
  const link = useShare(resumeId);
  const update = useUpdateShare(resumeId);
  const [password, setPassword] = React.useState("");
  const [copied, setCopied] = React.useState(false);

  const send = (request: ShareRequest, done?: string) =>
    update.mutate(request, {
      onSuccess: () => {
        if (done) toast.success(done);
        setPassword("");
      },
      onError: (error) => toast.error(chooseErrorMessage(error, SHARE_FAILED)),
    });

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success("Link copied");
    } catch {
      toast.error("Copy failed: select the link and copy it.");
    }
  };

  const current = link.data;
  return (
    <Dialog defaultOpen>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Share resume</DialogTitle>
          <DialogDescription>Anyone with the link can open this resume on any device, without signing in.</DialogDescription>
        </DialogHeader>
        {link.isPending ? (
          <Spinner className="mx-auto size-6 text-primary" />
        ) : !current ? (
          <Button onClick={() => send({ enabled: true }, "Link created")} disabled={update.isPending}>
            {update.isPending ? <Spinner /> : <Link2Icon aria-hidden="true" />}
            Create link
          </Button>
        ) : (
          <div className="grid gap-5">
            <div className="flex gap-2">
              <Label htmlFor="share-url" className="sr-only">
                Public link
              </Label>
              <Input id="share-url" readOnly value={current.url} onFocus={(e) => e.currentTarget.select()} />
              <Button variant="outline" onClick={() => void copy(current.url)} aria-label="Copy link">
                {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
              </Button>
            </div>
            <p className="flex gap-5 text-sm text-muted-foreground">
              <span className="flex items-center gap-1.5">
                <EyeIcon aria-hidden="true" className="size-4" />
                {current.views} {current.views === 1 ? "view" : "views"}
              </span>
              <span className="flex items-center gap-1.5">
                <DownloadIcon aria-hidden="true" className="size-4" />
                {current.downloads} {current.downloads === 1 ? "download" : "downloads"}
              </span>
            </p>
            <div className="grid gap-3">
              <Toggle
                id="share-hide-contact"
                label="Hide my email, phone and street address"
                checked={current.hide_contact}
                disabled={update.isPending}
                onChange={(hide_contact) => send({ hide_contact })}
              />
              <Toggle
                id="share-indexing"
                label="Let search engines list this page"
                checked={current.allow_indexing}
                disabled={update.isPending}
                onChange={(allow_indexing) => send({ allow_indexing })}
              />
            </div>
            <form
              className="grid gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                if (password) send({ password }, "Password set");
              }}
            >
              <Label htmlFor="share-password">{current.password_protected ? "Change the password" : "Password (optional)"}</Label>
              <div className="flex gap-2">
                <Input id="share-password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} maxLength={1024} />
                <Button type="submit" variant="outline" disabled={!password || update.isPending}>
                  Set
                </Button>
              </div>
              {current.password_protected ? (
                <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={() => send({ remove_password: true }, "Password removed")}>
                  Remove password
                </Button>
              ) : null}
            </form>
            <div className="flex justify-end border-t pt-4">
              <Button variant="destructive" onClick={() => send({ enabled: false }, "Link turned off")} disabled={update.isPending}>
                Turn off link
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function Toggle({ id, label, checked, disabled, onChange }: { id: string; label: string; checked: boolean; disabled: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="flex items-center gap-3">
      <input id={id} type="checkbox" className="size-4 accent-primary" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}
