import { PublicResumeView } from "@/features/share/components/public-resume";
import { enterLocale, titled, type LocaleProps } from "@/i18n/page";

export const generateMetadata = titled("publicResume");

export function generateStaticParams() {
  return [{ slug: "_" }];
}

export default async function PublicResumePage(props: LocaleProps) {
  await enterLocale(props);
  return <PublicResumeView />;
}
