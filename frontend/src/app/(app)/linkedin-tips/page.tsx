import { BackLink, PageContainer, PageHeading } from "@/components/layout/page";
import { LinkedinTips } from "@/features/linkedin/components/linkedin-tips";

export const metadata = { title: "LinkedIn Optimization" };

export default function LinkedinTipsPage() {
  return (
    <PageContainer>
      <BackLink href="/dashboard">Back to Dashboard</BackLink>
      <PageHeading title="LinkedIn Optimization" subtitle="Stand out to recruiters searching for your next role." />
      <LinkedinTips />
    </PageContainer>
  );
}
