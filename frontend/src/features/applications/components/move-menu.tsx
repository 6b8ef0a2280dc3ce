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
import type { ApplicationSummary } from "@/lib/api/generated/zod.gen";
import { STATUSES, STATUS_LABEL, isStatus } from "../board";

/**
 * A card's "Move to" menu, the way to move it without dragging. Loaded on first use by the
 * card; it mounts opened. After a move the board gives the focus to the card in its new column,
 * so the menu does not return it to its trigger.
 */
export function MoveMenu({
  application,
  trigger,
  onMove,
}: {
  application: ApplicationSummary;
  trigger: React.ReactElement;
  onMove: (application: ApplicationSummary, status: ApplicationStatus) => void;
}) {
  const moved = React.useRef(false);
  return (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" onCloseAutoFocus={(event) => moved.current && event.preventDefault()}>
        <DropdownMenuLabel>Move to</DropdownMenuLabel>
        <DropdownMenuRadioGroup
          value={application.status}
          onValueChange={(value) => {
            if (!isStatus(value) || value === application.status) return;
            moved.current = true;
            onMove(application, value);
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
