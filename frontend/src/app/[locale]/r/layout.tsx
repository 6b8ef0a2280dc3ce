import { ClientMessages } from "@/i18n/client-messages";
import { enterLocale, type LocaleProps } from "@/i18n/page";

export default async function PublicResumeLayout({ children, ...props }: LocaleProps & { children: React.ReactNode }) {
  await enterLocale(props);
  return <ClientMessages>{children}</ClientMessages>;
}
