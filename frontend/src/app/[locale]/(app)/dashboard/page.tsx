import { PageContainer } from "@/components/layout/page";
import { ApplicationsOverview } from "@/features/applications/components/applications-overview";
import { Dashboard } from "@/features/documents/components/dashboard";
import { ImportResumeButton } from "@/features/import/components/import-resume-button";
import { enterLocale, titled, type LocaleProps } from "@/i18n/page";

export const generateMetadata = titled("dashboard");

export default async function DashboardPage(props: LocaleProps) {
  await enterLocale(props);
  return (
    <PageContainer>
      <Dashboard importAction={<ImportResumeButton size="lg" />} applications={<ApplicationsOverview />} />
    </PageContainer>
  );
}
