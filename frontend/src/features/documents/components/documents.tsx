"use client";

import Link from "next/link";
import { FolderOpenIcon, PlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useResumeList } from "../api/list-resumes";
import { DocumentCard, ResumeCardSkeleton } from "./resume-card";
import { useListErrorToast } from "./use-list-error-toast";

export function DocumentsGrid() {
  const list = useResumeList();
  const t = useTranslations("documents.grid");
  useListErrorToast(list.isError);
  const resumes = list.data ?? [];

  if (list.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label={t("loading")}>
        {[0, 1, 2].map((i) => (
          <ResumeCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (resumes.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-3 border-dashed px-6 py-16 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-muted">
          <FolderOpenIcon aria-hidden="true" className="size-6 text-muted-foreground" />
        </span>
        <h2 className="font-semibold">{t("emptyTitle")}</h2>
        <p className="max-w-sm text-sm text-muted-foreground">{t("emptyText")}</p>
        <Button asChild className="mt-2">
          <Link href="/create">
            <PlusIcon aria-hidden="true" />
            {t("create")}
          </Link>
        </Button>
      </Card>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {resumes.map((r) => (
        <DocumentCard key={r.id} resume={r} />
      ))}
    </div>
  );
}
