import { PageContainer } from "@/components/layout/page";
import { ApplicationsOverview } from "@/features/applications/components/applications-overview";
import { Dashboard } from "@/features/documents/components/dashboard";
import { ImportResumeButton } from "@/features/import/components/import-resume-button";

export const metadata = { title: "Dashboard" };

export default function DashboardPage() {
  return (
    <PageContainer>
      <Dashboard importAction={<ImportResumeButton size="lg" />} applications={<ApplicationsOverview />} />
    </PageContainer>
  );
}
