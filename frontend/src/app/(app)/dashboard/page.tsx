import { PageContainer } from "@/components/layout/page";
import { Dashboard } from "@/features/resumes/components/dashboard";

export const metadata = { title: "Dashboard" };

export default function DashboardPage() {
  return (
    <PageContainer>
      <Dashboard />
    </PageContainer>
  );
}
