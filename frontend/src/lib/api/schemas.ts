import { z } from "zod/mini";

/** zod schemas of every API answer the client reads (docs/api.md). Unknown keys are dropped.
    zod/mini: the same checks as classic zod at a fraction of its first-load JS. */

const str = (fallback: string) => z._default(z.string(), fallback);
const strings = () => z._default(z.array(z.string()), []);
/** Absent or null become `fallback`. */
const orElse = <T extends z.ZodMiniType, F>(schema: T, fallback: F) =>
  z.pipe(z.optional(z.nullable(schema)), z.transform((v: z.output<T> | null | undefined) => v ?? fallback));

export const configSchema = z.object({
  sign_in: z.object({ kind: z.string(), label: z.string() }),
  ai_writer: z.optional(z.object({ kind: z.string() })),
  payments: z.optional(z.object({ mode: z.string() })),
});
export type AppConfig = z.infer<typeof configSchema>;

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  picture: orElse(z.string(), null),
  subscription_status: str("inactive"),
  subscription_plan: orElse(z.string(), null),
  subscription_end: orElse(z.string(), null),
  pdf_credits: z._default(z.number(), 0),
  /** Pro was cancelled: it ends on subscription_end instead of renewing. */
  cancel_at_period_end: z._default(z.boolean(), false),
});
export type User = z.infer<typeof userSchema>;

export const workEntrySchema = z.object({
  position: str(""),
  company: str(""),
  duration: str(""),
  description: str(""),
});
export const educationEntrySchema = z.object({
  degree: str(""),
  institution: str(""),
  year: str(""),
});
/** Sections beyond the first five, named after JSON Resume; each is optional and absent = empty. */
const entries = <T extends z.ZodMiniType>(entry: T) => z._default(z.array(entry), []);
const linkSchema = z.object({ label: str(""), url: str("") });
const projectSchema = z.object({ name: str(""), role: str(""), url: str(""), duration: str(""), description: str("") });
const volunteeringSchema = z.object({ role: str(""), organization: str(""), duration: str(""), description: str("") });
const awardSchema = z.object({ title: str(""), awarder: str(""), date: str(""), description: str("") });
const publicationSchema = z.object({ name: str(""), publisher: str(""), date: str(""), url: str(""), description: str("") });
const languageSchema = z.object({ language: str(""), fluency: str("") });
const customEntrySchema = z.object({ title: str(""), subtitle: str(""), date: str(""), description: str("") });
const customSectionSchema = z.object({ id: z.string(), heading: str(""), entries: entries(customEntrySchema) });

export const resumeDataSchema = z.object({
  name: str(""),
  email: str(""),
  phone: str(""),
  location: str(""),
  summary: str(""),
  job_title: str(""),
  experience_level: str("entry"),
  work_experience: z._default(z.array(workEntrySchema), []),
  education: z._default(z.array(educationEntrySchema), []),
  skills: strings(),
  certifications: strings(),
  profile_photo: orElse(z.string(), null),
  title: str(""),
  links: entries(linkSchema),
  projects: entries(projectSchema),
  volunteering: entries(volunteeringSchema),
  awards: entries(awardSchema),
  publications: entries(publicationSchema),
  languages: entries(languageSchema),
  custom_sections: entries(customSectionSchema),
  section_order: strings(),
  hidden_sections: strings(),
});
export type ResumeData = z.infer<typeof resumeDataSchema>;
export type Link = z.infer<typeof linkSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Volunteering = z.infer<typeof volunteeringSchema>;
export type Award = z.infer<typeof awardSchema>;
export type Publication = z.infer<typeof publicationSchema>;
export type Language = z.infer<typeof languageSchema>;
export type CustomSection = z.infer<typeof customSectionSchema>;
export type CustomEntry = z.infer<typeof customEntrySchema>;

/**
 * An enhanced entry records the original it was written from: `source_description` (newer
 * servers) or the copied `description` (older ones). Both stay absent when the server sent
 * neither, so "unknown" is not mistaken for "was empty" (see `stale.ts`).
 */
const enhancedText = {
  enhanced_description: str(""),
  source_description: z.optional(z.string()),
  description: z.optional(z.string()),
};
export const enhancedWorkEntrySchema = z.object({
  position: str(""),
  company: str(""),
  duration: str(""),
  ...enhancedText,
});
const enhancedEntrySchema = z.object(enhancedText);
export type EnhancedEntry = z.infer<typeof enhancedEntrySchema>;
export const aiEnhancedDataSchema = z.object({
  enhanced_summary: str(""),
  enhanced_summary_source: z.optional(z.string()),
  enhanced_work_experience: z._default(z.array(enhancedWorkEntrySchema), []),
  enhanced_projects: entries(enhancedEntrySchema),
  enhanced_volunteering: entries(enhancedEntrySchema),
  ats_keywords: strings(),
  suggested_skills: strings(),
});
export type AiEnhancedData = z.infer<typeof aiEnhancedDataSchema>;

export const resumeListItemSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  updated_at: z.optional(z.string()),
  template_style: orElse(z.string(), "modern"),
  resume_data: resumeDataSchema,
  enhanced_work_experience: z._default(z.array(enhancedWorkEntrySchema), []),
  has_photo: z.optional(z.boolean()),
  /** A Single PDF credit was spent on this resume: clean for good. */
  unlocked: z._default(z.boolean(), false),
});
export type ResumeListItem = z.infer<typeof resumeListItemSchema>;
export const resumeListSchema = z.array(resumeListItemSchema);

export const resumeRecordSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  resume_data: resumeDataSchema,
  ai_enhanced_data: orElse(aiEnhancedDataSchema, {
    enhanced_summary: "",
    enhanced_work_experience: [] as z.infer<typeof enhancedWorkEntrySchema>[],
    enhanced_projects: [] as EnhancedEntry[],
    enhanced_volunteering: [] as EnhancedEntry[],
    ats_keywords: [] as string[],
    suggested_skills: [] as string[],
  }),
  template_style: orElse(z.string(), "modern"),
  unlocked: z._default(z.boolean(), false),
});
export type ResumeRecord = z.infer<typeof resumeRecordSchema>;

export const generateResponseSchema = z.object({
  success: z.boolean(),
  ai_enhanced_data: z.optional(z.nullable(aiEnhancedDataSchema)),
  provider: z.optional(z.string()),
});
export const idResponseSchema = z.object({ id: z.string() });

export const coverLetterSchema = z.object({
  id: z.optional(z.string()),
  letter_content: z.string(),
  company_name: z.string(),
  provider: z.optional(z.string()),
  created_at: z.optional(z.string()),
});

export type CoverLetter = z.infer<typeof coverLetterSchema>;
export const coverLetterListSchema = z.array(coverLetterSchema);

export const linkedinTipsSchema = z.object({
  headline: z.string(),
  summary: str(""),
  skills: strings(),
  tips: strings(),
  provider: z.optional(z.string()),
});
export type LinkedinTips = z.infer<typeof linkedinTipsSchema>;

export const planSchema = z.object({
  id: z.enum(["single_pdf", "pro_monthly"]),
  name: z.string(),
  price: z.number(),
  amount: z.optional(z.number()),
  currency: z.optional(z.string()),
  currency_symbol: z.string(),
  period: z.string(),
  description: str(""),
  features: strings(),
  popular: z._default(z.boolean(), false),
});
export type Plan = z.infer<typeof planSchema>;
export const plansResponseSchema = z.object({ region: z.string(), plans: z.array(planSchema) });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const checkoutSchema = z.object({
  url: z.optional(z.nullable(z.string())),
  session_id: z.optional(z.string()),
});
export const portalSchema = z.object({ url: z.string() });

export const paymentStatusSchema = z.object({
  payment_status: z.string(),
  status: z.string(),
  plan_type: z.optional(z.nullable(z.string())),
  amount_total: z.optional(z.nullable(z.number())),
  currency: z.optional(z.nullable(z.string())),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** ATS match (docs/ats.md). */
export const keywordKindSchema = z.catch(z.enum(["skill", "certification", "education", "title"]), "skill");
export const atsReportSchema = z.object({
  score: z.number(),
  matched_keywords: z.array(
    z.object({ keyword: z.string(), kind: keywordKindSchema, weight: z.number(), found_in: strings() }),
  ),
  missing_keywords: z.array(z.object({ keyword: z.string(), kind: keywordKindSchema, weight: z.number() })),
  section_findings: z._default(z.array(z.object({ section: z.string(), code: z.string(), message: z.string() })), []),
  suggestions: strings(),
});
export type AtsReport = z.infer<typeof atsReportSchema>;
export type MissingKeyword = AtsReport["missing_keywords"][number];

export const tailorResponseSchema = z.object({
  id: z.string(),
  job_title: z.string(),
  score_before: z.number(),
  score_after: z.number(),
  provider: z.optional(z.string()),
});
export type TailorResponse = z.infer<typeof tailorResponseSchema>;

/** One problem of a 422 answer: where (`["body", "work", "2", "startDate"]`), and what. */
export const fieldErrorSchema = z.object({ loc: z.array(z.string()), msg: z.string(), type: z.optional(z.string()) });
export type FieldError = z.infer<typeof fieldErrorSchema>;
export const validationErrorSchema = z.object({ detail: z.array(fieldErrorSchema) });

export const importedResumeSchema = z.object({ id: z.string(), dropped: strings() });
export type ImportedResume = z.infer<typeof importedResumeSchema>;

/**
 * `POST /api/resume/import/file`: a resume file read into a draft to check before saving (nothing
 * is stored). `unplaced` is text no field took; `source` says what the file was ("vitae": a PDF
 * Vitae wrote, read back exactly). An unknown source reads as "pdf": only "vitae" changes what
 * the client says.
 */
export const importSourceSchema = z.catch(z.enum(["pdf", "docx", "linkedin", "vitae"]), "pdf");
export const importDraftSchema = z.object({
  resume_data: resumeDataSchema,
  unplaced: strings(),
  source: importSourceSchema,
  warnings: strings(),
});
export type ImportDraft = z.infer<typeof importDraftSchema>;
