import { NotFoundPage } from "@/components/layout/not-found-page";

export default function NotFound() {
  return <NotFoundPage />;
}
