import { getTranslations } from "next-intl/server";
import { BackLink, PageContainer, PageHeading } from "@/components/layout/page";
import { LinkedinTips } from "@/features/linkedin/components/linkedin-tips";
import { enterLocale, titled, type LocaleProps } from "@/i18n/page";

export const generateMetadata = titled("linkedinTips");

export default async function LinkedinTipsPage(props: LocaleProps) {
  await enterLocale(props);
  const t = await getTranslations("pages");
  return (
    <PageContainer>
      <BackLink href="/dashboard">{t("backToDashboard")}</BackLink>
      <PageHeading title={t("linkedinTips.title")} subtitle={t("linkedinTips.subtitle")} />
      <LinkedinTips />
    </PageContainer>
  );
}
