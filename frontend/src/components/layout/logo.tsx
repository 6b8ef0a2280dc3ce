import Link from "next/link";
import { cn } from "@/lib/utils";

export function Logo({ href = "/", className }: { href?: string; className?: string }) {
  return (
    <Link
      href={href}
      className={cn("inline-flex items-center gap-2 rounded-md font-semibold tracking-tight", className)}
    >
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-lg bg-primary text-[15px] font-bold text-primary-foreground shadow-sm"
      >
        V
      </span>
      <span className="text-lg">Vitae</span>
    </Link>
  );
}
