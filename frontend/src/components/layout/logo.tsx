import Link from "next/link";
import { cn } from "@/lib/utils";
import { LOGO_CLASS, LogoMark } from "./logo-mark";

export function Logo({ href = "/", className }: { href?: string; className?: string }) {
  return (
    <Link href={href} className={cn(LOGO_CLASS, className)}>
      <LogoMark />
    </Link>
  );
}
