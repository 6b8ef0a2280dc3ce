// Generated from the server's OpenAPI document (/api/openapi.json) by `npm run generate:api`
// (frontend/scripts/generate-api.mjs). Do not edit: change the server, then regenerate.

import * as z from 'zod/mini';

/**
 * The account's settings.
 */
export const zAccountSettings = z.object({
    digest_opt_in: z.boolean(),
    language: z.nullish(z.string())
});

export type AccountSettings = z.infer<typeof zAccountSettings>;

/**
 * A change to the account's settings: what is absent stays as it is.
 */
export const zAccountSettingsChange = z.object({
    digest_opt_in: z.nullish(z.boolean()),
    language: z.nullish(z.string())
});

export type AccountSettingsChange = z.infer<typeof zAccountSettingsChange>;

/**
 * One suggestion, said in any language: what to do (`code`) and the values its words name
 * (`keyword`; `stress`: `strong` when the posting stresses the keyword, else `mention`).
 */
export const zAdvice = z.object({
    code: z.string(),
    params: z.optional(z.record(z.string(), z.string()))
});

export type Advice = z.infer<typeof zAdvice>;

export const zAiWriterInfo = z.object({
    kind: z.string(),
    model: z.nullish(z.string())
});

export type AiWriterInfo = z.infer<typeof zAiWriterInfo>;

/**
 * Where an application stands.
 */
export const zApplicationStatus = z.enum([
    'saved',
    'applied',
    'interviewing',
    'offer',
    'rejected',
    'withdrawn'
]);

export type ApplicationStatus = z.infer<typeof zApplicationStatus>;

/**
 * An application's own fields, checked: trimmed, within their limits, the status and date
 * parsed. Locations of errors are the field names (`company`, `next_step_date`, …).
 */
export const zApplicationDetails = z.object({
    company: z.string(),
    job_description: z.string(),
    job_url: z.string(),
    location: z.string(),
    next_step_date: z.nullish(z.iso.date()),
    next_step_note: z.string(),
    role: z.string(),
    salary_note: z.string(),
    status: zApplicationStatus
});

export type ApplicationDetails = z.infer<typeof zApplicationDetails>;

/**
 * The fields of an application, for a create (absent fields are empty) or an edit (absent
 * fields are kept). `null` or `""` clears a field.
 */
export const zApplicationFields = z.object({
    company: z.nullish(z.string()),
    cover_letter_id: z.nullish(z.string()),
    job_description: z.nullish(z.string()),
    job_url: z.nullish(z.string()),
    location: z.nullish(z.string()),
    next_step_date: z.nullish(z.iso.date()),
    next_step_note: z.nullish(z.string()),
    resume_id: z.nullish(z.string()),
    role: z.nullish(z.string()),
    salary_note: z.nullish(z.string()),
    status: z.nullish(zApplicationStatus),
    updated_at: z.nullish(z.iso.datetime({ offset: true, local: true }))
});

export type ApplicationFields = z.infer<typeof zApplicationFields>;

export const zAward = z.object({
    awarder: z._default(z.optional(z.string()), ''),
    date: z._default(z.optional(z.string()), ''),
    description: z._default(z.optional(z.string()), ''),
    page_break_before: z._default(z.optional(z.boolean()), false),
    title: z._default(z.optional(z.string()), '')
});

export type Award = z.infer<typeof zAward>;

export const zCheckoutCreated = z.object({
    session_id: z.string(),
    url: z.string()
});

export type CheckoutCreated = z.infer<typeof zCheckoutCreated>;

/**
 * Which text of the resume to score.
 */
export const zContentVersion = z.enum(['enhanced', 'original']);

export type ContentVersion = z.infer<typeof zContentVersion>;

export const zCoverLetter = z.object({
    company_name: z.string(),
    created_at: z.iso.datetime({ offset: true, local: true }),
    id: z.string(),
    job_description: z.string(),
    letter_content: z.string(),
    provider: z.string(),
    resume_id: z.string()
});

export type CoverLetter = z.infer<typeof zCoverLetter>;

export const zCoverLetterRequest = z.object({
    company_name: z.optional(z.string()),
    job_description: z.optional(z.string()),
    resume_id: z.optional(z.string())
});

export type CoverLetterRequest = z.infer<typeof zCoverLetterRequest>;

export const zCoverLetterResponse = z.object({
    company_name: z.string(),
    created_at: z.iso.datetime({ offset: true, local: true }),
    id: z.string(),
    letter_content: z.string(),
    provider: z.string()
});

export type CoverLetterResponse = z.infer<typeof zCoverLetterResponse>;

/**
 * A letter as a list of all of them names it: which resume it was written from, for which
 * company, when. The letter and its posting are read one at a time.
 */
export const zCoverLetterSummary = z.object({
    company_name: z.string(),
    created_at: z.iso.datetime({ offset: true, local: true }),
    id: z.string(),
    resume_id: z.string()
});

export type CoverLetterSummary = z.infer<typeof zCoverLetterSummary>;

export const zCreated = z.object({
    id: z.string()
});

export type Created = z.infer<typeof zCreated>;

export const zCustomEntry = z.object({
    date: z._default(z.optional(z.string()), ''),
    description: z._default(z.optional(z.string()), ''),
    page_break_before: z._default(z.optional(z.boolean()), false),
    subtitle: z._default(z.optional(z.string()), ''),
    title: z._default(z.optional(z.string()), '')
});

export type CustomEntry = z.infer<typeof zCustomEntry>;

/**
 * A section with the user's own heading (licences, talks, interests…).
 */
export const zCustomSection = z.object({
    entries: z._default(z.optional(z.array(zCustomEntry)), []),
    heading: z._default(z.optional(z.string()), ''),
    id: z._default(z.string(), '')
});

export type CustomSection = z.infer<typeof zCustomSection>;

/**
 * One day of the owner's chart.
 */
export const zDayCount = z.object({
    date: z.string(),
    downloads: z.int(),
    views: z.int()
});

export type DayCount = z.infer<typeof zDayCount>;

export const zDeleteAccount = z.object({
    email: z.string()
});

export type DeleteAccount = z.infer<typeof zDeleteAccount>;

export const zEducation = z.object({
    degree: z._default(z.optional(z.string()), ''),
    institution: z._default(z.optional(z.string()), ''),
    page_break_before: z._default(z.optional(z.boolean()), false),
    year: z._default(z.optional(z.string()), '')
});

export type Education = z.infer<typeof zEducation>;

/**
 * A project as the writer returns it: the original fields plus the improved description.
 */
export const zEnhancedProject = z.object({
    description: z._default(z.optional(z.string()), ''),
    enhanced_description: z._default(z.optional(z.string()), ''),
    name: z._default(z.optional(z.string()), '')
});

export type EnhancedProject = z.infer<typeof zEnhancedProject>;

/**
 * A volunteering entry as the writer returns it.
 */
export const zEnhancedVolunteering = z.object({
    description: z._default(z.optional(z.string()), ''),
    enhanced_description: z._default(z.optional(z.string()), ''),
    organization: z._default(z.optional(z.string()), ''),
    role: z._default(z.optional(z.string()), '')
});

export type EnhancedVolunteering = z.infer<typeof zEnhancedVolunteering>;

/**
 * A work entry as the writer returns it: the original fields plus the improved description.
 */
export const zEnhancedWorkExperience = z.object({
    company: z._default(z.optional(z.string()), ''),
    description: z._default(z.optional(z.string()), ''),
    duration: z._default(z.optional(z.string()), ''),
    enhanced_description: z._default(z.optional(z.string()), ''),
    position: z._default(z.optional(z.string()), '')
});

export type EnhancedWorkExperience = z.infer<typeof zEnhancedWorkExperience>;

/**
 * What the AI writer adds to a resume (`ai_enhanced_data` on the wire). Each enhanced text keeps
 * the original it was written from (`description` of an entry, `enhanced_summary_source`), so
 * an original edited since is noticed (see [`crate::enhanced`]).
 */
export const zAiEnhancedData = z.object({
    ats_keywords: z._default(z.optional(z.array(z.string())), []),
    enhanced_projects: z._default(z.optional(z.array(zEnhancedProject)), []),
    enhanced_summary: z._default(z.optional(z.string()), ''),
    enhanced_summary_source: z._default(z.optional(z.string()), ''),
    enhanced_volunteering: z._default(z.optional(z.array(zEnhancedVolunteering)), []),
    enhanced_work_experience: z._default(z.optional(z.array(zEnhancedWorkExperience)), []),
    suggested_skills: z._default(z.optional(z.array(z.string())), [])
});

export type AiEnhancedData = z.infer<typeof zAiEnhancedData>;

export const zExperienceLevel = z.enum([
    'entry',
    'mid',
    'senior',
    'executive'
]);

export type ExperienceLevel = z.infer<typeof zExperienceLevel>;

/**
 * One problem with one field. `loc` is the path inside the request body, e.g.
 * `["resume_data", "work_experience", "0", "position"]`; `code` and `params` say what is wrong
 * in a form any language can word (`msg` is the English, sometimes led by the problem's place
 * in a file: "Row 3, column status: …").
 */
export const zFieldError = z.object({
    code: z.string(),
    loc: z.array(z.string()),
    msg: z.string(),
    params: z.optional(z.record(z.string(), z.string())),
    type: z.string()
});

export type FieldError = z.infer<typeof zFieldError>;

export const zFontSummary = z.object({
    category: z.string(),
    id: z.string(),
    name: z.string(),
    scripts: z.array(z.string())
});

export type FontSummary = z.infer<typeof zFontSummary>;

/**
 * How many applications reached each stage of the funnel.
 */
export const zFunnel = z.object({
    applied: z.int().check(z.gte(0), z.maximum(2147483647, { error: 'Invalid value: Expected int32 to be <= 2147483647' })),
    interviewing: z.int().check(z.gte(0), z.maximum(2147483647, { error: 'Invalid value: Expected int32 to be <= 2147483647' })),
    offer: z.int().check(z.gte(0), z.maximum(2147483647, { error: 'Invalid value: Expected int32 to be <= 2147483647' }))
});

export type Funnel = z.infer<typeof zFunnel>;

/**
 * How many applications reached each stage in the last `days` days.
 */
export const zFunnelReport = z.intersection(zFunnel, z.object({
    days: z.int()
}));

export type FunnelReport = z.infer<typeof zFunnelReport>;

export const zGenerateResponse = z.object({
    ai_enhanced_data: zAiEnhancedData,
    provider: z.string(),
    success: z.boolean()
});

export type GenerateResponse = z.infer<typeof zGenerateResponse>;

/**
 * One thing to know about a draft: `photo_not_included`, `embedded_unreadable`,
 * `text_shortened` {field, limit} or `entries_dropped` {entries, limit}.
 */
export const zImportNote = z.object({
    code: z.string(),
    params: z.optional(z.record(z.string(), z.string()))
});

export type ImportNote = z.infer<typeof zImportNote>;

/**
 * How many applications an import stored.
 */
export const zImportResult = z.object({
    imported: z.int().check(z.gte(0))
});

export type ImportResult = z.infer<typeof zImportResult>;

/**
 * What the file was. A PDF Vitae wrote (`vitae`) is read back exactly.
 */
export const zImportSource = z.enum([
    'pdf',
    'docx',
    'linkedin',
    'vitae'
]);

export type ImportSource = z.infer<typeof zImportSource>;

export const zImportedResume = z.object({
    dropped: z.array(z.string()),
    id: z.string()
});

export type ImportedResume = z.infer<typeof zImportedResume>;

export const zKeywordKind = z.enum([
    'skill',
    'certification',
    'education',
    'title'
]);

export type KeywordKind = z.infer<typeof zKeywordKind>;

export const zLanguage = z.object({
    fluency: z._default(z.optional(z.string()), ''),
    language: z._default(z.optional(z.string()), '')
});

export type Language = z.infer<typeof zLanguage>;

/**
 * A web address printed in the header (LinkedIn, GitHub, a portfolio).
 */
export const zLink = z.object({
    label: z._default(z.optional(z.string()), ''),
    url: z._default(z.optional(z.string()), '')
});

export type Link = z.infer<typeof zLink>;

export const zLinkPassword = z.object({
    password: z.string()
});

export type LinkPassword = z.infer<typeof zLinkPassword>;

export const zMissingKeyword = z.object({
    keyword: z.string(),
    kind: zKeywordKind,
    weight: z.int().check(z.gte(0), z.maximum(2147483647, { error: 'Invalid value: Expected int32 to be <= 2147483647' }))
});

export type MissingKeyword = z.infer<typeof zMissingKeyword>;

/**
 * A sheet of paper.
 */
export const zPaper = z.enum(['a4', 'letter']);

export type Paper = z.infer<typeof zPaper>;

/**
 * A resume's design choices; `None` is the template's default.
 */
export const zDesign = z.object({
    accent: z.nullish(z.string().check(z.regex(/^#[0-9A-Fa-f]{6}$/))),
    font: z.nullish(z.string()),
    font_size: z.nullish(z.number().check(z.gte(9), z.lte(12))),
    line_height: z.nullish(z.number().check(z.gte(1), z.lte(1.6))),
    margins_mm: z.nullish(z.number().check(z.gte(10), z.lte(30))),
    paper: z.nullish(zPaper),
    spacing: z.nullish(z.number().check(z.gte(0.25), z.lte(1.5)))
});

export type Design = z.infer<typeof zDesign>;

/**
 * Whether a checkout was paid (`unpaid`, `paid`, `failed` on the wire).
 */
export const zPaymentStatus = z.enum([
    'unpaid',
    'paid',
    'failed'
]);

export type PaymentStatus = z.infer<typeof zPaymentStatus>;

export const zPaymentsInfo = z.object({
    mode: z.string()
});

export type PaymentsInfo = z.infer<typeof zPaymentsInfo>;

export const zPlanId = z.enum(['single_pdf', 'pro_monthly']);

export type PlanId = z.infer<typeof zPlanId>;

/**
 * A plan as offered in one region: its price, period, features and whether it is highlighted.
 */
export const zPlanOffer = z.object({
    amount: z.int(),
    currency: z.string(),
    currency_symbol: z.string(),
    description: z.string(),
    features: z.array(z.string()),
    id: zPlanId,
    name: z.string(),
    period: z.string(),
    popular: z.boolean(),
    price: z.number()
});

export type PlanOffer = z.infer<typeof zPlanOffer>;

export const zPortalOpened = z.object({
    url: z.string()
});

export type PortalOpened = z.infer<typeof zPortalOpened>;

/**
 * Something the PDF could not do as the resume asks.
 */
export const zPrintNote = z.object({
    code: z.string(),
    detail: z.string(),
    section: z.string()
});

export type PrintNote = z.infer<typeof zPrintNote>;

/**
 * A design that fits.
 */
export const zFit = z.object({
    design: zDesign,
    notes: z.array(zPrintNote),
    pages: z.int().check(z.gte(0))
});

export type Fit = z.infer<typeof zFit>;

/**
 * How a resume falls on its pages.
 */
export const zPages = z.object({
    last_page_lines: z.int().check(z.gte(0)),
    notes: z.array(zPrintNote),
    pages: z.int().check(z.gte(0)),
    too_many_pages: z.boolean()
});

export type Pages = z.infer<typeof zPages>;

export const zPrintCheck = z.object({
    missing_characters: z.array(z.string()),
    notes: z.array(zPrintNote),
    pages: z.int().check(z.gte(0)),
    too_many_pages: z.boolean()
});

export type PrintCheck = z.infer<typeof zPrintCheck>;

export const zProject = z.object({
    description: z._default(z.optional(z.string()), ''),
    duration: z._default(z.optional(z.string()), ''),
    name: z._default(z.optional(z.string()), ''),
    page_break_before: z._default(z.optional(z.boolean()), false),
    role: z._default(z.optional(z.string()), ''),
    url: z._default(z.optional(z.string()), '')
});

export type Project = z.infer<typeof zProject>;

export const zPublication = z.object({
    date: z._default(z.optional(z.string()), ''),
    description: z._default(z.optional(z.string()), ''),
    name: z._default(z.optional(z.string()), ''),
    page_break_before: z._default(z.optional(z.boolean()), false),
    publisher: z._default(z.optional(z.string()), ''),
    url: z._default(z.optional(z.string()), '')
});

export type Publication = z.infer<typeof zPublication>;

/**
 * The pricing region a country maps to. Any region the server does not know is USD.
 */
export const zRegion = z.enum([
    'INR',
    'AED',
    'USD'
]);

export type Region = z.infer<typeof zRegion>;

export const zCheckoutBody = z.object({
    origin_url: z.optional(z.string()),
    plan_type: z.optional(zPlanId),
    region: z.nullish(zRegion)
});

export type CheckoutBody = z.infer<typeof zCheckoutBody>;

export const zPlans = z.object({
    plans: z.array(zPlanOffer),
    region: zRegion
});

export type Plans = z.infer<typeof zPlans>;

export const zRestoreVersion = z.object({
    updated_at: z.iso.datetime({ offset: true, local: true })
});

export type RestoreVersion = z.infer<typeof zRestoreVersion>;

/**
 * How the score adds up.
 */
export const zScoreBreakdown = z.object({
    checks_passed: z.int().check(z.gte(0), z.maximum(2147483647, { error: 'Invalid value: Expected int32 to be <= 2147483647' })),
    checks_total: z.int().check(z.gte(0), z.maximum(2147483647, { error: 'Invalid value: Expected int32 to be <= 2147483647' })),
    keyword_points: z.int().check(z.gte(0), z.maximum(2147483647, { error: 'Invalid value: Expected int32 to be <= 2147483647' })),
    matched_weight: z.int().check(z.gte(0), z.maximum(2147483647, { error: 'Invalid value: Expected int32 to be <= 2147483647' })),
    structure_points: z.int().check(z.gte(0), z.maximum(2147483647, { error: 'Invalid value: Expected int32 to be <= 2147483647' })),
    total_weight: z.int().check(z.gte(0), z.maximum(2147483647, { error: 'Invalid value: Expected int32 to be <= 2147483647' }))
});

export type ScoreBreakdown = z.infer<typeof zScoreBreakdown>;

export const zScoreRequest = z.object({
    content: z.optional(zContentVersion),
    job_description: z.optional(z.string()),
    resume_id: z.optional(z.string())
});

export type ScoreRequest = z.infer<typeof zScoreRequest>;

/**
 * A part of the resume.
 */
export const zSection = z.enum([
    'title',
    'summary',
    'skills',
    'experience',
    'education',
    'certifications',
    'projects',
    'volunteering',
    'awards',
    'publications',
    'languages',
    'custom',
    'contact'
]);

export type Section = z.infer<typeof zSection>;

export const zMatchedKeyword = z.object({
    found_in: z.array(zSection),
    keyword: z.string(),
    kind: zKeywordKind,
    weight: z.int().check(z.gte(0), z.maximum(2147483647, { error: 'Invalid value: Expected int32 to be <= 2147483647' }))
});

export type MatchedKeyword = z.infer<typeof zMatchedKeyword>;

/**
 * Something about the resume's structure that costs points, e.g. no summary.
 */
export const zSectionFinding = z.object({
    code: z.string(),
    message: z.string(),
    section: zSection
});

export type SectionFinding = z.infer<typeof zSectionFinding>;

export const zAtsReport = z.object({
    advice: z.array(zAdvice),
    breakdown: zScoreBreakdown,
    matched_keywords: z.array(zMatchedKeyword),
    missing_keywords: z.array(zMissingKeyword),
    score: z.int().check(z.gte(0), z.maximum(2147483647, { error: 'Invalid value: Expected int32 to be <= 2147483647' })),
    section_findings: z.array(zSectionFinding),
    suggestions: z.array(z.string())
});

export type AtsReport = z.infer<typeof zAtsReport>;

export const zSessionRequest = z.object({
    session_id: z.optional(z.string())
});

export type SessionRequest = z.infer<typeof zSessionRequest>;

/**
 * A checkout session's state (`open`, `complete`, `expired` on the wire).
 */
export const zSessionStatus = z.enum([
    'open',
    'complete',
    'expired'
]);

export type SessionStatus = z.infer<typeof zSessionStatus>;

export const zPaymentStatusBody = z.object({
    amount_total: z.int(),
    currency: z.string(),
    payment_status: zPaymentStatus,
    plan_type: zPlanId,
    status: zSessionStatus
});

export type PaymentStatusBody = z.infer<typeof zPaymentStatusBody>;

/**
 * What the owner asks of a link.
 */
export const zShareRequest = z.object({
    allow_indexing: z.optional(z.boolean()),
    enabled: z.optional(z.boolean()),
    hide_contact: z.optional(z.boolean()),
    password: z.nullish(z.string()),
    remove_password: z.optional(z.boolean())
});

export type ShareRequest = z.infer<typeof zShareRequest>;

/**
 * A link's counts: in all, and per day for the last 30 days (oldest first, every day listed).
 */
export const zShareStats = z.object({
    days: z.array(zDayCount),
    downloads: z.int(),
    views: z.int()
});

export type ShareStats = z.infer<typeof zShareStats>;

/**
 * A link as its owner sees it (`GET`/`POST /api/resume/{id}/share`).
 */
export const zShareView = z.object({
    allow_indexing: z.boolean(),
    created_at: z.iso.datetime({ offset: true, local: true }),
    downloads: z.int(),
    hide_contact: z.boolean(),
    password_protected: z.boolean(),
    slug: z.string(),
    url: z.string(),
    views: z.int()
});

export type ShareView = z.infer<typeof zShareView>;

export const zSignInInfo = z.object({
    kind: z.string(),
    label: z.string()
});

export type SignInInfo = z.infer<typeof zSignInInfo>;

/**
 * The public part of the configuration (`GET /api/config`).
 */
export const zPublicConfig = z.object({
    ai_writer: zAiWriterInfo,
    payments: zPaymentsInfo,
    sign_in: zSignInInfo
});

export type PublicConfig = z.infer<typeof zPublicConfig>;

/**
 * The enhanced texts whose original was edited after they were written (indices into the
 * resume's lists). Empty when everything is current.
 */
export const zStaleEnhancements = z.object({
    projects: z._default(z.optional(z.array(z.int().check(z.gte(0)))), []),
    summary: z._default(z.optional(z.boolean()), false),
    volunteering: z._default(z.optional(z.array(z.int().check(z.gte(0)))), []),
    work_experience: z._default(z.optional(z.array(z.int().check(z.gte(0)))), [])
});

export type StaleEnhancements = z.infer<typeof zStaleEnhancements>;

/**
 * An absolute http or https address with a host and no spaces.
 * One change of status, dated.
 */
export const zStatusChange = z.object({
    at: z.iso.datetime({ offset: true, local: true }),
    status: zApplicationStatus
});

export type StatusChange = z.infer<typeof zStatusChange>;

/**
 * An application as stored.
 */
export const zApplication = z.intersection(zApplicationDetails, z.object({
    ats_score: z.nullish(z.int().check(z.gte(0), z.maximum(2147483647, { error: 'Invalid value: Expected int32 to be <= 2147483647' }))),
    cover_letter_id: z.nullish(z.string()),
    created_at: z.iso.datetime({ offset: true, local: true }),
    id: z.string(),
    resume_id: z.nullish(z.string()),
    status_history: z.array(zStatusChange),
    updated_at: z.iso.datetime({ offset: true, local: true })
}));

export type Application = z.infer<typeof zApplication>;

/**
 * An application as the board and the list show it: all of it but the job description, which
 * can run to 20,000 characters and is read on the application's own page, so that hundreds of
 * applications stay a small answer.
 */
export const zApplicationSummary = z.object({
    ats_score: z.nullish(z.int().check(z.gte(0), z.maximum(2147483647, { error: 'Invalid value: Expected int32 to be <= 2147483647' }))),
    company: z.string(),
    cover_letter_id: z.nullish(z.string()),
    created_at: z.iso.datetime({ offset: true, local: true }),
    id: z.string(),
    job_url: z.string(),
    location: z.string(),
    next_step_date: z.nullish(z.iso.date()),
    next_step_note: z.string(),
    resume_id: z.nullish(z.string()),
    role: z.string(),
    salary_note: z.string(),
    status: zApplicationStatus,
    status_history: z.array(zStatusChange),
    updated_at: z.iso.datetime({ offset: true, local: true })
});

export type ApplicationSummary = z.infer<typeof zApplicationSummary>;

export const zSubscriptionStatus = z.enum(['active', 'inactive']);

export type SubscriptionStatus = z.infer<typeof zSubscriptionStatus>;

export const zSupportCategory = z.enum([
    'general',
    'technical',
    'billing',
    'feature',
    'bug'
]);

export type SupportCategory = z.infer<typeof zSupportCategory>;

export const zSupportReceipt = z.object({
    id: z.string()
});

export type SupportReceipt = z.infer<typeof zSupportReceipt>;

export const zSupportRequest = z.object({
    category: z._default(z.optional(zSupportCategory), 'general'),
    message: z._default(z.optional(z.string()), ''),
    subject: z._default(z.optional(z.string()), '')
});

export type SupportRequest = z.infer<typeof zSupportRequest>;

export const zTailorRequest = z.object({
    job_description: z.optional(z.string())
});

export type TailorRequest = z.infer<typeof zTailorRequest>;

export const zTailorResponse = z.object({
    id: z.string(),
    job_title: z.string(),
    provider: z.string(),
    score_after: z.int().check(z.gte(0), z.maximum(2147483647, { error: 'Invalid value: Expected int32 to be <= 2147483647' })),
    score_before: z.int().check(z.gte(0), z.maximum(2147483647, { error: 'Invalid value: Expected int32 to be <= 2147483647' }))
});

export type TailorResponse = z.infer<typeof zTailorResponse>;

export const zTemplateDefaults = z.object({
    accent: z.string(),
    font: z.string(),
    font_size: z.number(),
    line_height: z.number(),
    margins_mm: z.number()
});

export type TemplateDefaults = z.infer<typeof zTemplateDefaults>;

export const zTemplateStyle = z.enum([
    'modern',
    'minimal',
    'corporate',
    'classic',
    'elegant',
    'sidebar',
    'compact',
    'timeline',
    'academic',
    'headline'
]);

export type TemplateStyle = z.infer<typeof zTemplateStyle>;

export const zTemplateSummary = z.object({
    columns: z.int().check(z.gte(0), z.maximum(2147483647, { error: 'Invalid value: Expected int32 to be <= 2147483647' })),
    defaults: zTemplateDefaults,
    description: z.string(),
    id: zTemplateStyle,
    name: z.string()
});

export type TemplateSummary = z.infer<typeof zTemplateSummary>;

export const zTipsRequest = z.object({
    current_headline: z.nullish(z.string()),
    job_title: z.optional(z.string()),
    resume_id: z.nullish(z.string())
});

export type TipsRequest = z.infer<typeof zTipsRequest>;

export const zTipsResponse = z.object({
    headline: z.string(),
    provider: z.string(),
    skills: z.array(z.string()),
    summary: z.string(),
    tips: z.array(z.string())
});

export type TipsResponse = z.infer<typeof zTipsResponse>;

export const zUser = z.object({
    cancel_at_period_end: z.boolean(),
    email: z.string(),
    id: z.string(),
    name: z.string(),
    pdf_credits: z.int().check(z.minimum(-2147483648, { error: 'Invalid value: Expected int32 to be >= -2147483648' }), z.maximum(2147483647, { error: 'Invalid value: Expected int32 to be <= 2147483647' })),
    picture: z.nullish(z.string()),
    subscription_end: z.nullish(z.iso.datetime({ offset: true, local: true })),
    subscription_plan: z.nullish(zPlanId),
    subscription_status: zSubscriptionStatus
});

export type User = z.infer<typeof zUser>;

/**
 * One version in the history list.
 */
export const zVersionItem = z.object({
    changes: z.array(z.string()),
    replaced_at: z.iso.datetime({ offset: true, local: true }),
    saved_at: z.iso.datetime({ offset: true, local: true }),
    summary: z.string(),
    version: z.int().check(z.minimum(-2147483648, { error: 'Invalid value: Expected int32 to be >= -2147483648' }), z.maximum(2147483647, { error: 'Invalid value: Expected int32 to be <= 2147483647' }))
});

export type VersionItem = z.infer<typeof zVersionItem>;

export const zVolunteering = z.object({
    description: z._default(z.optional(z.string()), ''),
    duration: z._default(z.optional(z.string()), ''),
    organization: z._default(z.optional(z.string()), ''),
    page_break_before: z._default(z.optional(z.boolean()), false),
    role: z._default(z.optional(z.string()), '')
});

export type Volunteering = z.infer<typeof zVolunteering>;

export const zWorkExperience = z.object({
    company: z._default(z.optional(z.string()), ''),
    description: z._default(z.optional(z.string()), ''),
    duration: z._default(z.optional(z.string()), ''),
    page_break_before: z._default(z.optional(z.boolean()), false),
    position: z._default(z.optional(z.string()), '')
});

export type WorkExperience = z.infer<typeof zWorkExperience>;

/**
 * What the job seeker enters (`resume_data` on the wire). Missing fields read as empty so that
 * validation, not the JSON parser, tells the user what is required.
 */
export const zResumeData = z.object({
    awards: z._default(z.optional(z.array(zAward)), []),
    certifications: z._default(z.optional(z.array(z.string())), []),
    custom_sections: z._default(z.optional(z.array(zCustomSection)), []),
    design: z._default(z.optional(zDesign), {}),
    education: z._default(z.optional(z.array(zEducation)), []),
    email: z._default(z.optional(z.string()), ''),
    experience_level: z._default(z.optional(zExperienceLevel), 'entry'),
    hidden_sections: z._default(z.optional(z.array(z.string())), []),
    job_title: z._default(z.optional(z.string()), ''),
    keep_together: z._default(z.optional(z.array(z.string())), []),
    language: z._default(z.optional(z.string()), ''),
    languages: z._default(z.optional(z.array(zLanguage)), []),
    links: z._default(z.optional(z.array(zLink)), []),
    location: z._default(z.optional(z.string()), ''),
    name: z._default(z.optional(z.string()), ''),
    phone: z._default(z.optional(z.string()), ''),
    profile_photo: z._default(z.nullish(z.string()), null),
    projects: z._default(z.optional(z.array(zProject)), []),
    publications: z._default(z.optional(z.array(zPublication)), []),
    section_order: z._default(z.optional(z.array(z.string())), []),
    skills: z._default(z.optional(z.array(z.string())), []),
    summary: z._default(z.optional(z.string()), ''),
    title: z._default(z.optional(z.string()), ''),
    volunteering: z._default(z.optional(z.array(zVolunteering)), []),
    work_experience: z._default(z.optional(z.array(zWorkExperience)), [])
});

export type ResumeData = z.infer<typeof zResumeData>;

export const zGenerateRequest = z.object({
    job_description: z.nullish(z.string()),
    resume_data: zResumeData
});

export type GenerateRequest = z.infer<typeof zGenerateRequest>;

/**
 * A draft resume read from a file.
 */
export const zImportDraft = z.object({
    notes: z.array(zImportNote),
    resume_data: zResumeData,
    source: zImportSource,
    unplaced: z.array(z.string()),
    warnings: z.array(z.string())
});

export type ImportDraft = z.infer<typeof zImportDraft>;

/**
 * The resume as its public link shows it (`GET /api/public/{slug}`): what its PDF prints,
 * nothing more.
 */
export const zPublicResume = z.object({
    hide_contact: z.boolean(),
    resume_data: zResumeData,
    slug: z.string(),
    template_style: zTemplateStyle,
    unlocked: z.boolean(),
    updated_at: z.iso.datetime({ offset: true, local: true })
});

export type PublicResume = z.infer<typeof zPublicResume>;

/**
 * One entry of the resume list: never carries the photo.
 *
 * The two documents are the stored JSON, checked to be JSON and passed through as written: the
 * list is the hottest read, and decoding 20 resumes only to encode them again was half of its
 * cost (docs/performance.md). The columns only ever hold our own encoding of a validated
 * `ResumeData` (photo taken out) and of `AiEnhancedData`, so the bytes are those a decode and
 * re-encode would give; a change to the shape of those types must rewrite stored rows in a
 * migration.
 */
export const zResumeListItem = z.object({
    created_at: z.iso.datetime({ offset: true, local: true }),
    enhanced_work_experience: z.array(zEnhancedWorkExperience),
    has_photo: z.boolean(),
    id: z.string(),
    resume_data: zResumeData,
    share_slug: z.nullish(z.string()),
    template_style: zTemplateStyle,
    unlocked: z.boolean(),
    updated_at: z.iso.datetime({ offset: true, local: true })
});

export type ResumeListItem = z.infer<typeof zResumeListItem>;

export const zSaveResume = z.object({
    ai_enhanced_data: z.optional(zAiEnhancedData),
    resume_data: zResumeData,
    template_style: z.optional(zTemplateStyle)
});

export type SaveResume = z.infer<typeof zSaveResume>;

/**
 * A saved resume as the API returns it.
 */
export const zStoredResume = z.object({
    ai_enhanced_data: zAiEnhancedData,
    created_at: z.iso.datetime({ offset: true, local: true }),
    id: z.string(),
    resume_data: zResumeData,
    stale_enhancements: z.optional(zStaleEnhancements),
    template_style: zTemplateStyle,
    unlocked: z.optional(z.boolean()),
    updated_at: z.iso.datetime({ offset: true, local: true })
});

export type StoredResume = z.infer<typeof zStoredResume>;

/**
 * A resume as a save sends it, saved or not, and which of its texts to lay out.
 */
export const zUnsavedResume = z.object({
    ai_enhanced_data: z.optional(zAiEnhancedData),
    content: z.optional(zContentVersion),
    resume_data: zResumeData,
    template: z.optional(zTemplateStyle)
});

export type UnsavedResume = z.infer<typeof zUnsavedResume>;

export const zFitRequest = z.intersection(zUnsavedResume, z.object({
    pages: z.int().check(z.gte(1), z.lte(10))
}));

export type FitRequest = z.infer<typeof zFitRequest>;

export const zUpdateResume = z.object({
    ai_enhanced_data: z.optional(zAiEnhancedData),
    resume_data: zResumeData,
    template_style: z.optional(zTemplateStyle),
    updated_at: z.iso.datetime({ offset: true, local: true })
});

export type UpdateResume = z.infer<typeof zUpdateResume>;

/**
 * One version with its content.
 */
export const zVersionContent = z.intersection(zVersionItem, z.object({
    ai_enhanced_data: zAiEnhancedData,
    resume_data: zResumeData,
    template_style: zTemplateStyle
}));

export type VersionContent = z.infer<typeof zVersionContent>;

export const zRemoveBody = zDeleteAccount;

/**
 * Deleted; the session cookie is cleared
 */
export const zRemoveResponse = z.void();

export const zUnsubscribeQuery = z.object({
    token: z.string()
});

export const zUnsubscribeOneClickQuery = z.object({
    token: z.string()
});

export const zSettingsResponse = zAccountSettings;

export const zSetSettingsBody = zAccountSettingsChange;

export const zSetSettingsResponse = zAccountSettings;

export const zListApplicationsQuery = z.object({
    status: z.optional(zApplicationStatus)
});

export const zListApplicationsResponse = z.array(zApplicationSummary);

export const zCreateApplicationBody = zApplicationFields;

export const zCreateApplicationResponse = zApplication;

export const zDueApplicationsResponse = z.array(zApplication);

export const zApplicationFunnelResponse = zFunnelReport;

/**
 * One field, `file`: a CSV with the export's columns (at most 5 MB, 5,000 rows)
 */
export const zImportApplicationsCsvBody = z.unknown();

export const zImportApplicationsCsvResponse = zImportResult;

export const zRemoveApplicationPath = z.object({
    id: z.string()
});

export const zRemoveApplicationResponse = z.void();

export const zGetApplicationPath = z.object({
    id: z.string()
});

export const zGetApplicationResponse = zApplication;

export const zUpdateApplicationBody = zApplicationFields;

export const zUpdateApplicationPath = z.object({
    id: z.string()
});

export const zUpdateApplicationResponse = zApplication;

export const zApplicationEventPath = z.object({
    id: z.string()
});

export const zScoreBody = zScoreRequest;

export const zScoreResponse = zAtsReport;

export const zOidcCallbackQuery = z.object({
    code: z.optional(z.string()),
    state: z.optional(z.string()),
    error: z.optional(z.string())
});

export const zDevLoginFormQuery = z.object({
    redirect: z.optional(z.string())
});

export const zDevLoginSubmitBody = z.record(z.string(), z.string());

export const zLoginQuery = z.object({
    redirect: z.optional(z.string())
});

/**
 * Signed out
 */
export const zLogoutResponse = z.void();

/**
 * Every session of the user has ended
 */
export const zLogoutAllResponse = z.void();

export const zMeResponse = zUser;

export const zExchangeSessionBody = zSessionRequest;

/**
 * Signed in; sets the session cookie
 */
export const zExchangeSessionResponse = zUser;

export const zConfigResponse = zPublicConfig;

export const zCoverLetterBody = zCoverLetterRequest;

export const zCoverLetterResponse2 = zCoverLetterResponse;

export const zAllCoverLettersResponse = z.array(zCoverLetterSummary);

export const zFontsResponse = z.array(zFontSummary);

export const zLinkedinTipsBody = zTipsRequest;

export const zLinkedinTipsResponse = zTipsResponse;

export const zCreateCheckoutBody = zCheckoutBody;

export const zCreateCheckoutResponse = zCheckoutCreated;

export const zDemoCheckoutPath = z.object({
    session_id: z.string()
});

export const zDemoCancelPath = z.object({
    session_id: z.string()
});

export const zDemoPayPath = z.object({
    session_id: z.string()
});

export const zPortalResponse = zPortalOpened;

export const zStatusPath = z.object({
    session_id: z.string()
});

export const zStatusResponse = zPaymentStatusBody;

export const zWebhookBody = z.string();

export const zPlansQuery = z.object({
    region: z.optional(zRegion)
});

export const zPlansResponse = zPlans;

export const zResumePath = z.object({
    slug: z.string()
});

export const zResumeResponse = zPublicResume;

export const zAccessBody = zLinkPassword;

export const zAccessPath = z.object({
    slug: z.string()
});

/**
 * Right (or the link has no password)
 */
export const zAccessResponse = z.void();

export const zCardPath = z.object({
    slug: z.string()
});

export const zPagesPath = z.object({
    slug: z.string()
});

export const zPdfPath = z.object({
    slug: z.string()
});

export const zPdfQuery = z.object({
    paper: z.optional(zPaper)
});

export const zPdfResponse = z.string();

export const zPhotoPath = z.object({
    slug: z.string()
});

export const zFitBody = zFitRequest;

export const zFitResponse = zFit;

export const zGenerateBody = zGenerateRequest;

export const zGenerateResponse2 = zGenerateResponse;

/**
 * A JSON Resume v1.0.0 document
 */
export const zImportBody = z.record(z.string(), z.unknown());

export const zImportResponse = zImportedResume;

/**
 * One field, `file`: a PDF with a text layer, a .docx, or a LinkedIn data-export .zip (at most 5 MB)
 */
export const zImportFileBody = z.unknown();

export const zImportFileResponse = zImportDraft;

export const zListResponse = z.array(zResumeListItem);

export const zPaginateBody = zUnsavedResume;

export const zPaginateResponse = zPages;

export const zSaveBody = zSaveResume;

export const zSaveResponse = zCreated;

export const zRemove2Path = z.object({
    id: z.string()
});

export const zRemove2Response = z.void();

export const zGetOnePath = z.object({
    id: z.string()
});

export const zGetOneResponse = zStoredResume;

export const zUpdateBody = zUpdateResume;

export const zUpdatePath = z.object({
    id: z.string()
});

export const zUpdateResponse = zStoredResume;

export const zCoverLettersPath = z.object({
    id: z.string()
});

export const zCoverLettersResponse = z.array(zCoverLetter);

export const zDownloadPath = z.object({
    id: z.string()
});

export const zDownloadQuery = z.object({
    template: z.optional(zTemplateStyle),
    content: z.optional(zContentVersion),
    paper: z.optional(zPaper)
});

export const zExport2Path = z.object({
    id: z.string()
});

export const zDownload2Path = z.object({
    id: z.string()
});

export const zDownload2Query = z.object({
    template: z.optional(zTemplateStyle),
    content: z.optional(zContentVersion),
    paper: z.optional(zPaper),
    watermark: z.optional(z.boolean())
});

export const zDownload2Response = z.string();

export const zPrintCheckPath = z.object({
    id: z.string()
});

export const zPrintCheckResponse = zPrintCheck;

export const zRevokePath = z.object({
    id: z.string()
});

export const zRevokeResponse = z.void();

export const zGetOne2Path = z.object({
    id: z.string()
});

export const zGetOne2Response = zShareView;

export const zPutBody = zShareRequest;

export const zPutPath = z.object({
    id: z.string()
});

export const zPutResponse = z.union([
    zShareView,
    z.void()
]);

export const zStatsPath = z.object({
    id: z.string()
});

export const zStatsResponse = zShareStats;

export const zTailorBody = zTailorRequest;

export const zTailorPath = z.object({
    id: z.string()
});

export const zTailorResponse2 = zTailorResponse;

export const zResume2Path = z.object({
    id: z.string()
});

export const zDownload3Path = z.object({
    id: z.string()
});

export const zDownload3Query = z.object({
    content: z.optional(zContentVersion)
});

export const zList2Path = z.object({
    id: z.string()
});

export const zList2Response = z.array(zVersionItem);

export const zGetOne3Path = z.object({
    id: z.string(),
    version: z.string()
});

export const zGetOne3Response = zVersionContent;

export const zRestoreBody = zRestoreVersion;

export const zRestorePath = z.object({
    id: z.string(),
    version: z.string()
});

export const zRestoreResponse = zStoredResume;

export const zContactBody = zSupportRequest;

export const zContactResponse = zSupportReceipt;

export const zTemplatesResponse = z.array(zTemplateSummary);

export const zTemplatePath = z.object({
    id: z.string()
});
