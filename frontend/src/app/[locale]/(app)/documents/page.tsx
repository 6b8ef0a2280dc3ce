import Link from "next/link";
import { PlusIcon } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { BackLink, PageContainer, PageHeading } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { DocumentsGrid } from "@/features/documents/components/documents";
import { ImportJsonResume } from "@/features/import/components/import-json-resume";
import { ImportResumeButton } from "@/features/import/components/import-resume-button";
import { enterLocale, titled, type LocaleProps } from "@/i18n/page";

export const generateMetadata = titled("documents");

export default async function DocumentsPage(props: LocaleProps) {
  await enterLocale(props);
  const t = await getTranslations("pages");
  return (
    <PageContainer>
      <BackLink href="/dashboard">{t("backToDashboard")}</BackLink>
      <PageHeading
        title={t("documents.title")}
        subtitle={t("documents.subtitle")}
        actions={
          <>
            <ImportResumeButton />
            <ImportJsonResume />
            <Button asChild>
              <Link href="/create">
                <PlusIcon aria-hidden="true" />
                {t("documents.newResume")}
              </Link>
            </Button>
          </>
        }
      />
      <DocumentsGrid />
    </PageContainer>
  );
}
