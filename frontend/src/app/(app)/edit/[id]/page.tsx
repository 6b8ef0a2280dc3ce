import { PageContainer, PageHeading } from "@/components/layout/page";
import { BackToPreview, EditResume } from "@/features/editor/components/edit-resume";

export const metadata = { title: "Edit Resume" };

export function generateStaticParams() {
  return [{ id: "_" }];
}

export default function EditPage() {
  return (
    <PageContainer className="max-w-7xl">
      <BackToPreview />
      <PageHeading title="Edit Resume" subtitle="Make changes to your resume details" />
      <EditResume />
    </PageContainer>
  );
}
