import { PreviewWithMatch } from "./preview-with-match";
import { enterLocale, titled, type LocaleProps } from "@/i18n/page";

export const generateMetadata = titled("preview");

export function generateStaticParams() {
  return [{ id: "_" }];
}

export default async function PreviewPage(props: LocaleProps) {
  await enterLocale(props);
  return <PreviewWithMatch />;
}
