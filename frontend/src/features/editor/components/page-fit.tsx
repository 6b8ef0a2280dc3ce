"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import { AlertTriangleIcon, FileTextIcon, ShrinkIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { chooseErrorMessage, errorReference } from "@/lib/api/errors";
import type { Design } from "@/lib/api/generated/zod.gen";
import { toast } from "@/lib/toast";
import type { TemplateStyle } from "@/lib/resumes/templates";
import { linesOver, useFitToPages } from "../api/fit-pages";
import { usePageCount, type PagedResume } from "../api/page-count";
import { tidyDesign, type ResumeFormValues } from "../resume-form-schema";
import type { Printable } from "./live-preview";

/** The count follows typing once it pauses this long: one request per pause, not per key. */
const SETTLE_MS = 600;
/** A last page holding this many lines or fewer is worth a warning (and a fit). */
const FEW_LINES = 5;
/** The page counts offered to fit to, each when the resume runs longer. */
const FIT_TARGETS = [1, 2] as const;

/**
 * The pages the resume prints on as it stands (unsaved edits included), as the server's page
 * engine lays them out; a warning when the last page holds only a few lines; and "Fit to 1 page",
 * which applies the design the server finds as one change that Undo takes back.
 */
export function PageFit({
  values,
  printable,
  template,
  onDesign,
}: {
  values: ResumeFormValues;
  printable: Printable;
  template: TemplateStyle;
  /** Applies a fitted design to the form, as one undo step. */
  onDesign: (design: Design) => void;
}) {
  const t = useTranslations("editor.pages");
  const settled = useSettled(values, SETTLE_MS);
  const counted = React.useMemo(() => pagedResume(printable, settled, template), [printable, settled, template]);
  const { count, counting } = usePageCount(counted);
  const fit = useFitToPages();

  const fitTo = (pages: number) => {
    // The resume as it is now, not as last counted: the design must fit what the user sees.
    const resume = pagedResume(printable, values, template);
    fit.mutate(
      { resume, pages },
      {
        onSuccess: ({ design, pages: fitted }) => {
          if (sameDesign(design, resume.resume_data.design ?? {})) {
            toast.info(t("alreadyFits", { pages: fitted }));
            return;
          }
          onDesign(tidyDesign(design));
          toast.success(t("fitted", { pages: fitted }));
        },
        onError: (error) => {
          const over = linesOver(error);
          toast.error(over === undefined ? chooseErrorMessage(error, t("fitFailed")) : t("doesNotFit", { pages, lines: over }), errorReference(error));
        },
      },
    );
  };

  // A server that cannot count (an older one, a resume it refuses) leaves the page as it was.
  if (!count && !counting) return null;
  const targets = FIT_TARGETS.filter((target) => count && target < count.pages);
  return (
    // As tall with buttons as without, counting or counted: the page below stays put.
    <div className="mb-3 flex min-h-13 flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border bg-card px-3 py-2 text-card-foreground shadow-xs">
      <div role="status" className="grid min-w-0 flex-1 gap-0.5 text-sm">
        {count ? (
          <>
            <p className="flex items-center gap-2 font-medium">
              <FileTextIcon aria-hidden="true" className="size-4 text-muted-foreground" />
              {t("count", { pages: count.pages })}
            </p>
            {count.pages > 1 && count.last_page_lines <= FEW_LINES ? (
              <p className="flex items-start gap-2 text-amber-700 dark:text-amber-300">
                <AlertTriangleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {t("lastPageShort", { page: count.pages, lines: count.last_page_lines })}
              </p>
            ) : null}
          </>
        ) : (
          <p className="flex items-center gap-2 text-muted-foreground">
            <FileTextIcon aria-hidden="true" className="size-4" />
            {t("counting")}
          </p>
        )}
      </div>
      {targets.length ? (
        <div className="flex flex-wrap gap-2">
          {targets.map((target) => (
            <Button key={target} variant="outline" size="sm" disabled={fit.isPending} onClick={() => fitTo(target)}>
              {fit.isPending && fit.variables.pages === target ? <Spinner /> : <ShrinkIcon aria-hidden="true" />}
              {t("fitTo", { pages: target })}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * A valid 1 × 1 PNG in place of the user's photo: the template sizes the photo's box, so the page
 * engine needs to know there is one, not its pixels. Spares sending (and the server decoding) up
 * to 2 MB at every pause in typing.
 */
const PHOTO_STAND_IN =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

/** What the page engine is sent for these values: the resume as a save sends it, in the template shown. */
function pagedResume(printable: Printable, values: ResumeFormValues, template: TemplateStyle): PagedResume {
  // Only these: a saved resume's printable is its whole record (id, dates…), which a save leaves out too.
  const { resume_data, ai_enhanced_data } = printable(values);
  const laidOut = resume_data.profile_photo ? { ...resume_data, profile_photo: PHOTO_STAND_IN } : resume_data;
  return { resume_data: laidOut, ai_enhanced_data, template };
}

/** Whether two designs make the same settings (the server may spell the template's own as null). */
function sameDesign(a: Design, b: Design): boolean {
  const settings = (design: Design) => JSON.stringify(Object.entries(tidyDesign(design)).sort(([x], [y]) => x.localeCompare(y)));
  return settings(a) === settings(b);
}

/** `value` once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = React.useState(value);
  React.useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
