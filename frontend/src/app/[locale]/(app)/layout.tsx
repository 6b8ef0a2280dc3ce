import { ClientMessages } from "@/i18n/client-messages";
import { enterLocale, type LocaleProps } from "@/i18n/page";
import { SignedInShell } from "./signed-in-shell";

export default async function SignedInLayout({ children, ...props }: LocaleProps & { children: React.ReactNode }) {
  await enterLocale(props);
  return (
    <ClientMessages>
      <SignedInShell>{children}</SignedInShell>
    </ClientMessages>
  );
}
