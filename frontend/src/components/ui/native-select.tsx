import * as React from "react";
import { ChevronDownIcon } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * The browser's own select, styled like `SelectTrigger`: keyboard, screen readers and phones'
 * pickers come built in, at none of Radix Select's first-load JS (about 34 kB with its portal,
 * focus scope and scroll lock; first-load budgets in docs/performance.md).
 */
export function NativeSelect({ className, ...props }: React.ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        data-slot="native-select"
        className={cn(
          "flex h-10 w-full appearance-none items-center rounded-lg border border-input bg-background py-2 pe-9 ps-3 text-sm shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:opacity-60",
          className,
        )}
        {...props}
      />
      <ChevronDownIcon aria-hidden="true" className="pointer-events-none absolute top-3 end-3 size-4 opacity-60" />
    </div>
  );
}
