import { BackLink, PageContainer, PageHeading } from "@/components/layout/page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AccountCard, SubscriptionCard } from "@/features/account/components/account-cards";
import { DataCard } from "@/features/account/components/data-card";
import { DigestCard } from "@/features/account/components/digest-card";
import { SupportDialog } from "@/features/support/components/support-dialog";

export const metadata = { title: "Settings" };

export default function SettingsPage() {
  return (
    <PageContainer className="max-w-3xl">
      <BackLink href="/dashboard">Back to Dashboard</BackLink>
      <PageHeading title="Settings" subtitle="Manage your account and subscription." />
      <div className="grid gap-6">
        <AccountCard />
        <SubscriptionCard />
        <DigestCard />
        <Card>
          <CardHeader>
            <CardTitle>Support</CardTitle>
            <CardDescription>Questions about your resume, billing or a problem? We reply within 24 hours.</CardDescription>
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
