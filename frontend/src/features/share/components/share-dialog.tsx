"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
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

/**
 * A resume's public link: create it, copy it, see how often it was opened, choose what it shows,
 * guard it with a password, or turn it off for good. Loaded on first use; it mounts opened.
 */
export function ShareDialog({ resumeId, trigger }: { resumeId: string; trigger: React.ReactNode }) {
  const t = useTranslations("share.dialog");
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
      onError: (error) => toast.error(chooseErrorMessage(error, t("failed"))),
    });

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast.success(t("copied"));
    } catch {
      toast.error(t("copyFailed"));
    }
  };

  const current = link.data;
  return (
    <Dialog defaultOpen>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        {link.isPending ? (
          <Spinner className="mx-auto size-6 text-primary" />
        ) : !current ? (
          <Button onClick={() => send({ enabled: true }, t("created"))} disabled={update.isPending}>
            {update.isPending ? <Spinner /> : <Link2Icon aria-hidden="true" />}
            {t("create")}
          </Button>
        ) : (
          <div className="grid gap-5">
            <div className="flex gap-2">
              <Label htmlFor="share-url" className="sr-only">
                {t("publicLink")}
              </Label>
              <Input id="share-url" dir="ltr" readOnly value={current.url} onFocus={(e) => e.currentTarget.select()} />
              <Button variant="outline" onClick={() => void copy(current.url)} aria-label={t("copy")}>
                {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
              </Button>
            </div>
            <p className="flex gap-5 text-sm text-muted-foreground">
              <span className="flex items-center gap-1.5">
                <EyeIcon aria-hidden="true" className="size-4" />
                {t("views", { count: current.views })}
              </span>
              <span className="flex items-center gap-1.5">
                <DownloadIcon aria-hidden="true" className="size-4" />
                {t("downloads", { count: current.downloads })}
              </span>
            </p>
            <div className="grid gap-3">
              <Toggle
                id="share-hide-contact"
                label={t("hideContact")}
                checked={current.hide_contact}
                disabled={update.isPending}
                onChange={(hide_contact) => send({ hide_contact })}
              />
              <Toggle
                id="share-indexing"
                label={t("allowIndexing")}
                checked={current.allow_indexing}
                disabled={update.isPending}
                onChange={(allow_indexing) => send({ allow_indexing })}
              />
            </div>
            <form
              className="grid gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                if (password) send({ password }, t("passwordSet"));
              }}
            >
              <Label htmlFor="share-password">{current.password_protected ? t("changePassword") : t("password")}</Label>
              <div className="flex gap-2">
                <Input id="share-password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} maxLength={1024} />
                <Button type="submit" variant="outline" disabled={!password || update.isPending}>
                  {t("setPassword")}
                </Button>
              </div>
              {current.password_protected ? (
                <Button type="button" variant="ghost" size="sm" className="justify-self-start" onClick={() => send({ remove_password: true }, t("passwordRemoved"))}>
                  {t("removePassword")}
                </Button>
              ) : null}
            </form>
            <div className="flex justify-end border-t pt-4">
              <Button variant="destructive" onClick={() => send({ enabled: false }, t("turnedOff"))} disabled={update.isPending}>
                {t("turnOff")}
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
