import { PageContainer } from "@/components/layout/page";
import { ApplicationPage } from "@/features/applications/components/application-page";
import { enterLocale, titled, type LocaleProps } from "@/i18n/page";

export const generateMetadata = titled("application");

export function generateStaticParams() {
  return [{ id: "_" }];
}

export default async function ApplicationRoute(props: LocaleProps) {
  await enterLocale(props);
  return (
    <PageContainer>
      <ApplicationPage />
    </PageContainer>
  );
}
