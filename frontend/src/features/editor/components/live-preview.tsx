"use client";

import * as React from "react";
import { useTranslations } from "next-intl";
import type { AiEnhancedData, ResumeData } from "@/lib/api/generated/zod.gen";
import { printed } from "@/lib/design/printed";
import { useStableExcept } from "@/lib/memo-by";
import { ResumePage } from "@/lib/design/page";
import { Scaled } from "@/lib/design/scaled";
import type { TemplateStyle } from "@/lib/resumes/templates";
import type { ResumeFormValues } from "../resume-form-schema";

/** What the form's values print: the resume and, for a saved one, its AI text. */
export type Printable = (values: ResumeFormValues) => { resume_data: ResumeData; ai_enhanced_data?: AiEnhancedData };

/**
 * The page as the PDF will print it, drawn from the form's values as they are typed (the
 * renderer's own template descriptions and fonts, as on the preview screen). Rendering follows
 * typing at a lower priority, so a keystroke never waits for the page.
 */
export function LivePreview({ values, printable, template }: { values: ResumeFormValues; printable: Printable; template: TemplateStyle }) {
  const t = useTranslations("editor");
  const deferred = React.useDeferredValue(values);
  // A design change redraws the page, not the text it prints.
  const content = useStableExcept(deferred, ["design"]);
  const view = React.useMemo(() => {
    // Enhanced text where the AI wrote it; an edited original prints instead, as in the PDF.
    const { resume_data, ai_enhanced_data } = printable(content);
    return printed(resume_data, ai_enhanced_data ?? NONE, ai_enhanced_data !== undefined);
  }, [content, printable]);
  return (
    <Scaled className="rounded-md bg-white shadow-lg ring-1 ring-black/5" label={t("livePreview")}>
      <ResumePage resume={view} template={template} design={deferred.design} />
    </Scaled>
  );
}

const NONE: AiEnhancedData = {
  ats_keywords: [],
  enhanced_projects: [],
  enhanced_summary: "",
  enhanced_summary_source: "",
  enhanced_volunteering: [],
  enhanced_work_experience: [],
  suggested_skills: [],
};
