import { Spinner } from "@/components/ui/spinner";

export function LoadingScreen({ label = "Loading..." }: { label?: string }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4" role="status" aria-live="polite">
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-xl bg-primary text-xl font-bold text-primary-foreground shadow-sm"
      >
        V
      </span>
      <div className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        <span>{label}</span>
      </div>
    </div>
  );
}
