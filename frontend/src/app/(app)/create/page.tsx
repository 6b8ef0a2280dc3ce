import { BackLink, PageContainer, PageHeading } from "@/components/layout/page";
import { CreateWithImportNotes } from "./create-with-import-notes";
import { ImportResumeButton } from "@/features/import/components/import-resume-button";

export const metadata = { title: "Create Your Resume" };

export default function CreatePage() {
  return (
    <PageContainer className="max-w-4xl">
      <BackLink href="/dashboard">Back to Dashboard</BackLink>
      <PageHeading
        title="Create Your Resume"
        subtitle="Fill in your details and let AI enhance your content"
        actions={<ImportResumeButton />}
      />
      <CreateWithImportNotes />
    </PageContainer>
  );
}
