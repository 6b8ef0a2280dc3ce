"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
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
import { STATUSES, isStatus } from "../board";

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
  const t = useTranslations("applications");
  const moved = React.useRef(false);
  return (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" onCloseAutoFocus={(event) => moved.current && event.preventDefault()}>
        <DropdownMenuLabel>{t("board.moveTo")}</DropdownMenuLabel>
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
              {t(`status.${status}`)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
