import { PublicResumeView } from "@/features/share/components/public-resume";

export const metadata = { title: "Resume" };

export function generateStaticParams() {
  return [{ slug: "_" }];
}

export default function PublicResumePage() {
  return <PublicResumeView />;
}
