import { PageContainer } from "@/components/layout/page";
import { PaymentResult } from "@/features/billing/components/payment-result";
import { enterLocale, titled, type LocaleProps } from "@/i18n/page";

export const generateMetadata = titled("payment");

export default async function PaymentSuccessPage(props: LocaleProps) {
  await enterLocale(props);
  return (
    <PageContainer className="flex flex-1 items-center py-16">
      <PaymentResult />
    </PageContainer>
  );
}
