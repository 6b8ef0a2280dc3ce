"use client";

import * as React from "react";
import { DownloadIcon, Trash2Icon } from "lucide-react";
import { OnDemand } from "@/components/layout/on-demand";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { chooseErrorMessage } from "@/lib/api/errors";
import { toast } from "@/lib/toast";
import { downloadMyData, EXPORT_FAILED } from "../api/account";

const loadModal = () => import("./delete-account-modal");
const DeleteAccountModal = React.lazy(() => loadModal().then((m) => ({ default: m.DeleteAccountModal })));

/** Settings: take everything away as one file, or delete the account. */
export function DataCard() {
  const [downloading, setDownloading] = React.useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (error) {
      toast.error(chooseErrorMessage(error, EXPORT_FAILED));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your Data</CardTitle>
        <CardDescription>
          Download everything Vitae stores about you as one JSON file, or delete your account and all of it.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void download()} disabled={downloading}>
          {downloading ? <Spinner /> : <DownloadIcon aria-hidden="true" />}
          Download my data
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
  return (
    <Button variant="destructive" {...props}>
      <Trash2Icon aria-hidden="true" />
      Delete my account
    </Button>
  );
}
