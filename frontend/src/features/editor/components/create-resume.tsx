"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { flashThenGo } from "@/lib/flash";
import { SparklesIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useUser } from "@/lib/auth/session";
import { useCreateResume } from "../api/create-resume";
import { forgetDraft, readDraft, type StoredDraft } from "@/lib/resumes/import-draft";
import { emptyResumeForm, fromResumeData, resumeFormErrors, toResumeData } from "../resume-form-schema";
import type { FormErrors } from "@/lib/form";
import { ResumeForm } from "./resume-form";
import type { ResumeFormValues } from "../resume-form-schema";

/** A new resume prints its own words: the AI writes once it is created. */
const printNew = (values: ResumeFormValues) => ({ resume_data: toResumeData(values) });

/**
 * /create, or /create?import=<id>: the form opens filled with an imported draft, under `notes`
 * about it (what the file held that no field took; the import feature's, composed by the route).
 */
export function CreateResume({ notes }: { notes?: (imported: StoredDraft) => React.ReactNode }) {
  return (
    <React.Suspense fallback={null}>
      <CreateResumeForm notes={notes} />
    </React.Suspense>
  );
}

function CreateResumeForm({ notes }: { notes?: (imported: StoredDraft) => React.ReactNode }) {
  const t = useTranslations("editor.create");
  const importId = useSearchParams().get("import");
  const user = useUser();
  const imported = React.useMemo(() => readDraft(importId, user.id), [importId, user.id]);
  const create = useCreateResume();
  const busy = create.isPending || create.isSuccess;
  const [serverErrors, setServerErrors] = React.useState<FormErrors>();
  return (
    <>
      {imported ? (
        <React.Suspense key={importId} fallback={null}>
          {notes?.(imported)}
        </React.Suspense>
      ) : importId ? (
        <p role="status" className="mb-6 rounded-xl border bg-muted/40 p-4 text-sm text-muted-foreground">
          {t("draftGone")}
        </p>
      ) : null}
      <ResumeForm
        // A new import replaces the whole form, even when it arrives while /create is open.
        key={imported ? `import-${importId}` : "new"}
        mode="create"
        defaultValues={imported ? fromResumeData(imported.draft.resume_data) : emptyResumeForm}
        template="modern"
        printable={printNew}
        busy={busy}
        serverErrors={serverErrors}
        onSubmit={(values) =>
          create.mutate(toResumeData(values), {
            onSuccess: (id) => {
              if (importId) forgetDraft(importId);
              flashThenGo("success", t("created"), `/preview/${id}`);
            },
            // The toast says it all (spec); the fields say where.
            onError: (error) => setServerErrors(resumeFormErrors(error)),
          })
        }
        actions={
          <>
            <Button variant="outline" asChild>
              <Link href="/dashboard">{t("cancel")}</Link>
            </Button>
            <Button type="submit" size="lg" disabled={busy}>
              {busy ? <Spinner /> : <SparklesIcon aria-hidden="true" />}
              {busy ? t("busy") : t("submit")}
            </Button>
          </>
        }
      />
    </>
  );
}
