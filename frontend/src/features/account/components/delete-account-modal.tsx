"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { chooseErrorMessage, errorReference } from "@/lib/api/errors";
import { useAuth, useUser } from "@/lib/auth/session";
import { flashThenGo } from "@/lib/flash";
import { toast } from "@/lib/toast";
import { confirmsEmail, useDeleteAccount } from "../api/account";
import { DeleteAccountTrigger } from "./data-card";

/**
 * The deletion dialog, loaded on first use by `DataCard`; it mounts opened. The user types the
 * account's email; Delete stays disabled until it matches.
 */
export function DeleteAccountModal() {
  const user = useUser();
  const { logout } = useAuth();
  const del = useDeleteAccount();
  const t = useTranslations("account.delete");
  const [open, setOpen] = React.useState(true);
  const [typed, setTyped] = React.useState("");
  const matches = confirmsEmail(typed, user.email);

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!matches || del.isPending) return;
    del.mutate(typed, {
      onSuccess: async () => {
        // The server ended every session already; this clears what the browser remembers.
        await logout();
        flashThenGo("success", t("deleted"), "/");
      },
      onError: (error) => toast.error(chooseErrorMessage(error, t("failed")), errorReference(error)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !del.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <DeleteAccountTrigger />
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="grid gap-5">
          <Field>
            <Label htmlFor="delete-account-email">
              {t.rich("confirmLabel", { email: user.email, strong: (chunks) => <span className="font-semibold">{chunks}</span> })}
            </Label>
            <Input
              id="delete-account-email"
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={del.isPending}>
              {t("cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={!matches || del.isPending}>
              {del.isPending && <Spinner />}
              {t("confirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
