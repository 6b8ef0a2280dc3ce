import { PreviewWithMatch } from "./preview-with-match";

export const metadata = { title: "Preview" };

export function generateStaticParams() {
  return [{ id: "_" }];
}

export default function PreviewPage() {
  return <PreviewWithMatch />;
}
