import { Landing } from "@/features/marketing/components/landing";
import { RedirectSignedIn } from "@/features/marketing/components/landing-gate";
import { enterLocale, type LocaleProps } from "@/i18n/page";

export default async function HomePage(props: LocaleProps) {
  await enterLocale(props);
  return (
    <>
      <RedirectSignedIn />
      <Landing />
    </>
  );
}
