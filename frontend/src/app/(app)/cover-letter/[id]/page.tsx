import { PageContainer } from "@/components/layout/page";
import { CoverLetterPage } from "@/features/cover-letter/components/cover-letter-page";

export const metadata = { title: "Cover Letter" };

export function generateStaticParams() {
  return [{ id: "_" }];
}

export default function CoverLetterRoute() {
  return (
    <PageContainer>
      <CoverLetterPage />
    </PageContainer>
  );
}
