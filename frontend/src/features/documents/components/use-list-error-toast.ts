"use client";

import * as React from "react";
import { toast } from "@/lib/toast";
import { LOAD_RESUMES_FAILED } from "../api/list-resumes";

/** A failed resume list ends loading and shows an error toast once. */
export function useListErrorToast(isError: boolean) {
  React.useEffect(() => {
    if (isError) toast.error(LOAD_RESUMES_FAILED, { id: "resume-list-error" });
  }, [isError]);
}
