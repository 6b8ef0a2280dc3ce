import { getTranslations } from "next-intl/server";
import { PageContainer, PageHeading } from "@/components/layout/page";
import { BackToPreview, EditResume } from "@/features/editor/components/edit-resume";
import { enterLocale, titled, type LocaleProps } from "@/i18n/page";

export const generateMetadata = titled("edit");

export function generateStaticParams() {
  return [{ id: "_" }];
}

export default async function EditPage(props: LocaleProps) {
  await enterLocale(props);
  const t = await getTranslations("pages.edit");
  return (
    <PageContainer className="max-w-7xl">
      <BackToPreview />
      <PageHeading title={t("title")} subtitle={t("subtitle")} />
      <EditResume />
    </PageContainer>
  );
}
