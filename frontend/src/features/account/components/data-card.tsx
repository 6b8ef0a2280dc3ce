"use client";

import * as React from "react";
import { DownloadIcon, Trash2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { OnDemand } from "@/components/layout/on-demand";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { chooseErrorMessage } from "@/lib/api/errors";
import { toast } from "@/lib/toast";
import { downloadMyData } from "../api/account";

const loadModal = () => import("./delete-account-modal");
const DeleteAccountModal = React.lazy(() => loadModal().then((m) => ({ default: m.DeleteAccountModal })));

/** Settings: take everything away as one file, or delete the account. */
export function DataCard() {
  const [downloading, setDownloading] = React.useState(false);
  const t = useTranslations("account.data");
  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      toast.error(chooseErrorMessage(error, t("exportFailed")));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void download()} disabled={downloading}>
          {downloading ? <Spinner /> : <DownloadIcon aria-hidden="true" />}
          {t("download")}
        </Button>
        <OnDemand popup="dialog" preload={loadModal} trigger={(props) => <DeleteAccountTrigger {...props} />}>
          <DeleteAccountModal />
        </OnDemand>
      </CardContent>
    </Card>
  );
}

/** Also the real dialog's trigger (Radix adds its props). */
export function DeleteAccountTrigger(props: React.ComponentProps<"button">) {
  const t = useTranslations("account.data");
  return (
    <Button variant="destructive" {...props}>
      <Trash2Icon aria-hidden="true" />
      {t("delete")}
    </Button>
  );
}
