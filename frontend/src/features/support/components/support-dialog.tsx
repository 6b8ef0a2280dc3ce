"use client";

import * as React from "react";
import { LifeBuoyIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { SupportForm } from "./support-form";

export function SupportDialog() {
  const [open, setOpen] = React.useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <LifeBuoyIcon aria-hidden="true" />
          Contact Support
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader>
          <DialogTitle>Contact Support</DialogTitle>
          <DialogDescription>We read every message and reply within 24 hours.</DialogDescription>
        </DialogHeader>
        <SupportForm idPrefix="support-modal" onSent={() => setOpen(false)} onCancel={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}
