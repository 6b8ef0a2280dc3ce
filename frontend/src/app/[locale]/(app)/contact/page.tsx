import { getTranslations } from "next-intl/server";
import { BackLink, PageContainer, PageHeading } from "@/components/layout/page";
import { Card, CardContent } from "@/components/ui/card";
import { SupportForm } from "@/features/support/components/support-form";
import { enterLocale, titled, type LocaleProps } from "@/i18n/page";

export const generateMetadata = titled("contact");

export default async function ContactPage(props: LocaleProps) {
  await enterLocale(props);
  const t = await getTranslations("pages");
  return (
    <PageContainer className="max-w-2xl">
      <BackLink href="/dashboard">{t("backToDashboard")}</BackLink>
      <PageHeading title={t("contact.title")} subtitle={t("contact.subtitle")} />
      <Card>
        <CardContent className="pt-6">
          <SupportForm idPrefix="contact" />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
