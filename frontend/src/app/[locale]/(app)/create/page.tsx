import { getTranslations } from "next-intl/server";
import { BackLink, PageContainer, PageHeading } from "@/components/layout/page";
import { CreateWithImportNotes } from "./create-with-import-notes";
import { ImportResumeButton } from "@/features/import/components/import-resume-button";
import { enterLocale, titled, type LocaleProps } from "@/i18n/page";

export const generateMetadata = titled("create");

export default async function CreatePage(props: LocaleProps) {
  await enterLocale(props);
  const t = await getTranslations("pages");
  return (
    <PageContainer className="max-w-4xl">
      <BackLink href="/dashboard">{t("backToDashboard")}</BackLink>
      <PageHeading title={t("create.title")} subtitle={t("create.subtitle")} actions={<ImportResumeButton />} />
      <CreateWithImportNotes />
    </PageContainer>
  );
}
