import { getTranslations } from "next-intl/server";
import { BackLink, PageContainer, PageHeading } from "@/components/layout/page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AccountCard, SubscriptionCard } from "@/features/account/components/account-cards";
import { DataCard } from "@/features/account/components/data-card";
import { DigestCard } from "@/features/account/components/digest-card";
import { LanguageCard } from "@/features/account/components/language-card";
import { SupportDialog } from "@/features/support/components/support-dialog";
import { enterLocale, titled, type LocaleProps } from "@/i18n/page";

export const generateMetadata = titled("settings");

export default async function SettingsPage(props: LocaleProps) {
  await enterLocale(props);
  const t = await getTranslations("pages");
  return (
    <PageContainer className="max-w-3xl">
      <BackLink href="/dashboard">{t("backToDashboard")}</BackLink>
      <PageHeading title={t("settings.title")} subtitle={t("settings.subtitle")} />
      <div className="grid gap-6">
        <AccountCard />
        <LanguageCard />
        <SubscriptionCard />
        <DigestCard />
        <Card>
          <CardHeader>
            <CardTitle>{t("settings.supportTitle")}</CardTitle>
            <CardDescription>{t("settings.supportDescription")}</CardDescription>
          </CardHeader>
          <CardContent>
            <SupportDialog />
          </CardContent>
        </Card>
        <DataCard />
      </div>
    </PageContainer>
  );
}
