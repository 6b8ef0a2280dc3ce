import * as React from "react";
import { cn } from "@/lib/utils";

/** A span shown as a block, so that it may also stand inside a heading or a line of text
    (with `inline-block`). */
export function Skeleton({ className, ...props }: React.ComponentProps<"span">) {
  return <span aria-hidden="true" className={cn("block animate-pulse rounded-md bg-muted", className)} {...props} />;
}
