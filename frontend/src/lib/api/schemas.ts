import { z } from "zod";

/** zod schemas of every API answer the client reads (DESIGN §4). Unknown keys are dropped. */

export const configSchema = z.object({
  sign_in: z.object({ kind: z.string(), label: z.string() }),
  ai_writer: z.object({ kind: z.string() }).optional(),
  payments: z.object({ mode: z.string() }).optional(),
});
export type AppConfig = z.infer<typeof configSchema>;

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  picture: z.string().nullable().optional().transform((v) => v ?? null),
  subscription_status: z.string().default("inactive"),
  subscription_plan: z.string().nullable().optional().transform((v) => v ?? null),
  subscription_end: z.string().nullable().optional().transform((v) => v ?? null),
  pdf_credits: z.number().default(0),
});
export type User = z.infer<typeof userSchema>;

export const workEntrySchema = z.object({
  position: z.string().default(""),
  company: z.string().default(""),
  duration: z.string().default(""),
  description: z.string().default(""),
});
export const educationEntrySchema = z.object({
  degree: z.string().default(""),
  institution: z.string().default(""),
  year: z.string().default(""),
});
export const resumeDataSchema = z.object({
  name: z.string().default(""),
  email: z.string().default(""),
  phone: z.string().default(""),
  location: z.string().default(""),
  summary: z.string().default(""),
  job_title: z.string().default(""),
  experience_level: z.string().default("entry"),
  work_experience: z.array(workEntrySchema).default([]),
  education: z.array(educationEntrySchema).default([]),
  skills: z.array(z.string()).default([]),
  certifications: z.array(z.string()).default([]),
  profile_photo: z.string().nullable().optional().transform((v) => v ?? null),
});
export type ResumeData = z.infer<typeof resumeDataSchema>;

export const enhancedWorkEntrySchema = workEntrySchema.extend({
  enhanced_description: z.string().default(""),
});
export const aiEnhancedDataSchema = z.object({
  enhanced_summary: z.string().default(""),
  enhanced_work_experience: z.array(enhancedWorkEntrySchema).default([]),
  ats_keywords: z.array(z.string()).default([]),
  suggested_skills: z.array(z.string()).default([]),
});
export type AiEnhancedData = z.infer<typeof aiEnhancedDataSchema>;

export const resumeListItemSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string().optional(),
  template_style: z.string().nullable().optional().transform((v) => v ?? "modern"),
  resume_data: resumeDataSchema,
  enhanced_work_experience: z.array(enhancedWorkEntrySchema).default([]),
  has_photo: z.boolean().optional(),
});
export type ResumeListItem = z.infer<typeof resumeListItemSchema>;
export const resumeListSchema = z.array(resumeListItemSchema);

export const resumeRecordSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  resume_data: resumeDataSchema,
  ai_enhanced_data: aiEnhancedDataSchema.nullable().optional().transform(
    (v) => v ?? { enhanced_summary: "", enhanced_work_experience: [], ats_keywords: [], suggested_skills: [] },
  ),
  template_style: z.string().nullable().optional().transform((v) => v ?? "modern"),
});
export type ResumeRecord = z.infer<typeof resumeRecordSchema>;

export const generateResponseSchema = z.object({
  success: z.boolean(),
  ai_enhanced_data: aiEnhancedDataSchema.nullable().optional(),
  provider: z.string().optional(),
});
export const idResponseSchema = z.object({ id: z.string() });

export const coverLetterSchema = z.object({
  id: z.string().optional(),
  letter_content: z.string(),
  company_name: z.string(),
  provider: z.string().optional(),
  created_at: z.string().optional(),
});

/** "built-in" is the deterministic rule-based writer; anything else is a language model. */
export function writerLabel(provider: string | undefined): string | null {
  if (!provider) return null;
  return provider === "built-in" ? "Written by the built-in writer (rule-based, no language model)" : "Written by an AI language model";
}
export type CoverLetter = z.infer<typeof coverLetterSchema>;
export const coverLetterListSchema = z.array(coverLetterSchema);

export const linkedinTipsSchema = z.object({
  headline: z.string(),
  summary: z.string().default(""),
  skills: z.array(z.string()).default([]),
  tips: z.array(z.string()).default([]),
  provider: z.string().optional(),
});
export type LinkedinTips = z.infer<typeof linkedinTipsSchema>;

export const planSchema = z.object({
  id: z.enum(["single_pdf", "pro_monthly"]),
  name: z.string(),
  price: z.number(),
  amount: z.number().optional(),
  currency: z.string().optional(),
  currency_symbol: z.string(),
  period: z.string(),
  description: z.string().default(""),
  features: z.array(z.string()).default([]),
  popular: z.boolean().default(false),
});
export type Plan = z.infer<typeof planSchema>;
export const plansResponseSchema = z.object({ region: z.string(), plans: z.array(planSchema) });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

export const checkoutSchema = z.object({
  url: z.string().nullable().optional(),
  session_id: z.string().optional(),
});

export const paymentStatusSchema = z.object({
  payment_status: z.string(),
  status: z.string(),
  plan_type: z.string().nullable().optional(),
  amount_total: z.number().nullable().optional(),
  currency: z.string().nullable().optional(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** ATS match (docs/ats.md). */
export const keywordKindSchema = z.enum(["skill", "certification", "education", "title"]).catch("skill");
export const atsReportSchema = z.object({
  score: z.number(),
  matched_keywords: z.array(
    z.object({ keyword: z.string(), kind: keywordKindSchema, weight: z.number(), found_in: z.array(z.string()).default([]) }),
  ),
  missing_keywords: z.array(z.object({ keyword: z.string(), kind: keywordKindSchema, weight: z.number() })),
  section_findings: z.array(z.object({ section: z.string(), code: z.string(), message: z.string() })).default([]),
  suggestions: z.array(z.string()).default([]),
});
export type AtsReport = z.infer<typeof atsReportSchema>;
export type MissingKeyword = AtsReport["missing_keywords"][number];

export const tailorResponseSchema = z.object({
  id: z.string(),
  job_title: z.string(),
  score_before: z.number(),
  score_after: z.number(),
  provider: z.string().optional(),
});
export type TailorResponse = z.infer<typeof tailorResponseSchema>;

/** One problem of a 422 answer: where (`["body", "work", "2", "startDate"]`), and what. */
export const fieldErrorSchema = z.object({ loc: z.array(z.string()), msg: z.string(), type: z.string().optional() });
export type FieldError = z.infer<typeof fieldErrorSchema>;
export const validationErrorSchema = z.object({ detail: z.array(fieldErrorSchema) });

export const importedResumeSchema = z.object({ id: z.string(), dropped: z.array(z.string()).default([]) });
export type ImportedResume = z.infer<typeof importedResumeSchema>;
