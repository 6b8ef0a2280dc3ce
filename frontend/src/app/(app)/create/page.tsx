import { BackLink, PageContainer, PageHeading } from "@/components/layout/page";
import { CreateResume } from "@/features/resumes/components/create-resume";
import { ImportResumeButton } from "@/features/resumes/components/import-resume-button";

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
      <CreateResume />
    </PageContainer>
  );
}
