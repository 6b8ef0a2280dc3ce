import * as React from "react";
import { cn } from "@/lib/utils";

/** A labelled form control with its description and error, in the shadcn `Field` manner. */
export function Field({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="field" className={cn("grid content-start gap-2", className)} {...props} />;
}

export function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p className={cn("text-xs text-muted-foreground", className)} {...props} />;
}

export function FieldError({ className, message, id }: { className?: string; message?: string; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className={cn("text-sm font-medium text-destructive", className)}>
      {message}
    </p>
  );
}
