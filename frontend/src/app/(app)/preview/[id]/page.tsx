import { ResumePreview } from "@/features/resumes/components/resume-preview";

export const metadata = { title: "Preview" };

export function generateStaticParams() {
  return [{ id: "_" }];
}

export default function PreviewPage() {
  return <ResumePreview />;
}
