"use client";

import Link from "next/link";
import { flashThenGo } from "@/lib/flash";
import { SparklesIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { CREATE_SUCCESS, useCreateResume } from "../api/create-resume";
import { emptyResumeForm, toResumeData } from "../resume-form-schema";
import { ResumeForm } from "./resume-form";

export function CreateResume() {
  const create = useCreateResume();
  const busy = create.isPending || create.isSuccess;
  return (
    <ResumeForm
      mode="create"
      defaultValues={emptyResumeForm}
      busy={busy}
      onSubmit={(values) =>
        create.mutate(toResumeData(values), { onSuccess: (id) => flashThenGo("success", CREATE_SUCCESS, `/preview/${id}`) })
      }
      actions={
        <>
          <Button variant="outline" asChild>
            <Link href="/dashboard">Cancel</Link>
          </Button>
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? <Spinner /> : <SparklesIcon aria-hidden="true" />}
            {busy ? "Generating with AI..." : "Generate Resume with AI"}
          </Button>
        </>
      }
    />
  );
}
