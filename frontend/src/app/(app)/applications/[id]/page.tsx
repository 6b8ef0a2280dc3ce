import { PageContainer } from "@/components/layout/page";
import { ApplicationPage } from "@/features/applications/components/application-page";

export const metadata = { title: "Application" };

export function generateStaticParams() {
  return [{ id: "_" }];
}

export default function ApplicationRoute() {
  return (
    <PageContainer>
      <ApplicationPage />
    </PageContainer>
  );
}
