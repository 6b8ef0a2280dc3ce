"use client";

import * as React from "react";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from "./sheet";

/**
 * A side sheet of actions that mounts opened: loaded on first use through `OnDemand`, so the
 * Dialog code (focus trap, scroll lock) is not first-load JS. `children` gets `close`.
 */
export function ActionSheet({
  title,
  description,
  trigger,
  children,
}: {
  title: string;
  description: string;
  trigger: React.ReactElement;
  children: (close: () => void) => React.ReactNode;
}) {
  const [open, setOpen] = React.useState(true);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent side="end">
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
          <SheetDescription className="sr-only">{description}</SheetDescription>
        </SheetHeader>
        {children(() => setOpen(false))}
      </SheetContent>
    </Sheet>
  );
}
