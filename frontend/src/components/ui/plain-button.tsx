import * as React from "react";
import type { VariantProps } from "class-variance-authority";
import { buttonVariants } from "./button-variants";

export interface PlainButtonProps extends React.ComponentProps<"button">, VariantProps<typeof buttonVariants> {}

/**
 * A `Button` without `asChild` and without tailwind-merge (callers pass no conflicting classes):
 * for the landing page, whose first-load JavaScript must stay within 20 kB of a bare Next.js page's.
 */
export function PlainButton({ className, variant, size, type, ...props }: PlainButtonProps) {
  return (
    <button data-slot="button" type={type ?? "button"} className={buttonVariants({ variant, size, className })} {...props} />
  );
}
