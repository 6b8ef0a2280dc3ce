import { PageContainer } from "@/components/layout/page";
import { PaymentResult } from "@/features/billing/components/payment-result";

export const metadata = { title: "Payment" };

export default function PaymentSuccessPage() {
  return (
    <PageContainer className="flex flex-1 items-center py-16">
      <PaymentResult />
    </PageContainer>
  );
}
