import Link from "next/link";
import { PlusIcon } from "lucide-react";
import { BackLink, PageContainer, PageHeading } from "@/components/layout/page";
import { Button } from "@/components/ui/button";
import { DocumentsGrid } from "@/features/documents/components/documents";
import { ImportJsonResume } from "@/features/import/components/import-json-resume";
import { ImportResumeButton } from "@/features/import/components/import-resume-button";

export const metadata = { title: "My Documents" };

export default function DocumentsPage() {
  return (
    <PageContainer>
      <BackLink href="/dashboard">Back to Dashboard</BackLink>
      <PageHeading
        title="My Documents"
        subtitle="All your resumes in one place."
        actions={
          <>
            <ImportResumeButton />
            <ImportJsonResume />
            <Button asChild>
              <Link href="/create">
                <PlusIcon aria-hidden="true" />
                New Resume
              </Link>
            </Button>
          </>
        }
      />
      <DocumentsGrid />
    </PageContainer>
  );
}
