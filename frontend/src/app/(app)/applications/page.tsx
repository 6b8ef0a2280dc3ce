import { PageContainer } from "@/components/layout/page";
import { ApplicationsScreen } from "@/features/applications/components/applications-screen";

export const metadata = { title: "Applications" };

export default function ApplicationsPage() {
  return (
    <PageContainer className="max-w-7xl">
      <ApplicationsScreen />
    </PageContainer>
  );
}
