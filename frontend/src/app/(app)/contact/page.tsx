import { BackLink, PageContainer, PageHeading } from "@/components/layout/page";
import { Card, CardContent } from "@/components/ui/card";
import { SupportForm } from "@/features/support/components/support-form";

export const metadata = { title: "Contact Support" };

export default function ContactPage() {
  return (
    <PageContainer className="max-w-2xl">
      <BackLink href="/dashboard">Back to Dashboard</BackLink>
      <PageHeading title="Contact Support" subtitle="Tell us what you need. We'll get back to you within 24 hours." />
      <Card>
        <CardContent className="pt-6">
          <SupportForm idPrefix="contact" />
        </CardContent>
      </Card>
    </PageContainer>
  );
}
