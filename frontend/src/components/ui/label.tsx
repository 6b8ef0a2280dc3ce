import * as React from "react";
import { cn } from "@/lib/utils";

/**
 * The browser's own label: Radix Label adds only a guard against selecting text on double-click,
 * which `select-none` already gives, at a primitive's worth of first-load JS.
 */
export function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn("text-sm font-medium leading-none select-none peer-disabled:opacity-60", className)}
      {...props}
    />
  );
}
