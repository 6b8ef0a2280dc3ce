"use client";

import type * as React from "react";
import { useRouter } from "next/navigation";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { chooseErrorMessage, errorReference } from "@/lib/api/errors";
import { toast } from "@/lib/toast";
import { DELETE_FAILED, useDeleteApplication } from "../api/applications";

/** The delete confirmation, loaded on first use; it mounts opened. */
export function DeleteApplicationDialog({ id, company, trigger }: { id: string; company: string; trigger: React.ReactElement }) {
  const del = useDeleteApplication();
  const router = useRouter();
  return (
    <AlertDialog defaultOpen>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete application</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete the application to {company}? Its history goes with it; the resume and letter stay.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            disabled={del.isPending}
            onClick={() =>
              del.mutate(id, {
                onSuccess: () => {
                  toast.success("Application deleted");
                  router.push("/applications");
                },
                onError: (error) => toast.error(chooseErrorMessage(error, DELETE_FAILED), errorReference(error)),
              })
            }
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
