"use client";

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
import { DELETE_CONFIRM, useDeleteResume } from "../api/delete-resume";
import { DeleteTrigger } from "./resume-card";

/** The delete confirmation, loaded on first use by `DocumentCard`; it mounts opened. */
export function DeleteResumeDialog({ id, title }: { id: string; title: string }) {
  const del = useDeleteResume();
  return (
    <AlertDialog defaultOpen>
      <AlertDialogTrigger asChild>
        <DeleteTrigger title={title} disabled={del.isPending} />
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete resume</AlertDialogTitle>
          <AlertDialogDescription>{DELETE_CONFIRM}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => del.mutate(id)}>Delete</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
