"use client";

import * as React from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { ApplicationStatus } from "@/lib/api/generated/types.gen";
import type { Application } from "@/lib/api/generated/zod.gen";
import { STATUSES, STATUS_LABEL, isStatus } from "../board";
import { focusCard } from "./focus-card";

/**
 * A card's "Move to" menu, the way to move it without dragging. Loaded on first use by the
 * card; it mounts opened. After a move the focus follows the card to its new column.
 */
export function MoveMenu({
  application,
  trigger,
  onMove,
}: {
  application: Application;
  trigger: React.ReactElement;
  onMove: (application: Application, status: ApplicationStatus) => void;
}) {
  return (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Move to</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={application.status}
          onValueChange={(value) => {
            if (!isStatus(value) || value === application.status) return;
            onMove(application, value);
            // The card, this menu with it, now renders in the other column.
            focusCard(application.id);
          }}
        >
          {STATUSES.map((status) => (
            <DropdownMenuRadioItem key={status} value={status}>
              {STATUS_LABEL[status]}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
