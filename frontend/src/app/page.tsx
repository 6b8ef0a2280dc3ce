import { Landing } from "@/features/marketing/components/landing";
import { RedirectSignedIn } from "@/features/marketing/components/landing-gate";

export default function HomePage() {
  return (
    <>
      <RedirectSignedIn />
      <Landing />
    </>
  );
}
