import { PageContainer } from "@/components/layout/page";
import { CoverLetterWithMatch } from "./cover-letter-with-match";

export const metadata = { title: "Cover Letter" };

export function generateStaticParams() {
  return [{ id: "_" }];
}

export default function CoverLetterRoute() {
  return (
    <PageContainer>
      <CoverLetterWithMatch />
    </PageContainer>
  );
}
