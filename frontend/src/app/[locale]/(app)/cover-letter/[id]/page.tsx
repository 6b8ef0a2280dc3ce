import { PageContainer } from "@/components/layout/page";
import { CoverLetterWithMatch } from "./cover-letter-with-match";
import { enterLocale, titled, type LocaleProps } from "@/i18n/page";

export const generateMetadata = titled("coverLetter");

export function generateStaticParams() {
  return [{ id: "_" }];
}

export default async function CoverLetterRoute(props: LocaleProps) {
  await enterLocale(props);
  return (
    <PageContainer>
      <CoverLetterWithMatch />
    </PageContainer>
  );
}
