import { PageContainer } from "@/components/layout/page";
import { ApplicationsScreen } from "@/features/applications/components/applications-screen";
import { enterLocale, titled, type LocaleProps } from "@/i18n/page";

export const generateMetadata = titled("applications");

export default async function ApplicationsPage(props: LocaleProps) {
  await enterLocale(props);
  return (
    <PageContainer className="max-w-7xl">
      <ApplicationsScreen />
    </PageContainer>
  );
}
