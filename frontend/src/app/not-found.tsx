import { buttonVariants } from "@/components/ui/button-variants";

/* A plain link, not next/link in a Slot: the root not-found page belongs to every route's layout,
   so whatever client code it imports lands in every page's first-load JS. */

export default function NotFound() {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="text-3xl font-bold tracking-tight">Page not found</h1>
      <p className="max-w-md text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load is fine from a 404 */}
      <a href="/" className={buttonVariants()}>
        Go home
      </a>
    </main>
  );
}
