// Generated from the server's OpenAPI document (/api/openapi.json) by `npm run generate:api`
// (frontend/scripts/generate-api.mjs). Do not edit: change the server, then regenerate.

export type ClientOptions = {
    baseUrl: `${string}://${string}` | (string & {});
};

/**
 * The account's settings.
 */
export type AccountSettings = {
    /**
     * One mail a day (UTC) of the next steps due on open applications, when there are any.
     * Off until turned on.
     */
    digest_opt_in: boolean;
    /**
     * The interface language chosen (`en`, `ar`, `hi`, `es`, `fr`, `de`, `pt-BR`); `null` until
     * one is chosen, when the browser's language is followed.
     */
    language?: string | null;
};

/**
 * A change to the account's settings: what is absent stays as it is.
 */
export type AccountSettingsChange = {
    digest_opt_in?: boolean | null;
    /**
     * One of the interface languages.
     */
    language?: string | null;
};

/**
 * One suggestion, said in any language: what to do (`code`) and the values its words name
 * (`keyword`; `stress`: `strong` when the posting stresses the keyword, else `mention`).
 */
export type Advice = {
    code: string;
    params?: {
        [key: string]: string;
    };
};

/**
 * What the AI writer adds to a resume (`ai_enhanced_data` on the wire). Each enhanced text keeps
 * the original it was written from (`description` of an entry, `enhanced_summary_source`), so
 * an original edited since is noticed (see [`crate::enhanced`]).
 */
export type AiEnhancedData = {
    ats_keywords?: Array<string>;
    /**
     * One entry per project, in the same order (or none).
     */
    enhanced_projects?: Array<EnhancedProject>;
    enhanced_summary?: string;
    /**
     * The summary `enhanced_summary` was written from; absent on resumes enhanced before it
     * was recorded.
     */
    enhanced_summary_source?: string;
    /**
     * One entry per volunteering entry, in the same order (or none).
     */
    enhanced_volunteering?: Array<EnhancedVolunteering>;
    /**
     * One entry per work entry of the resume, in the same order.
     */
    enhanced_work_experience?: Array<EnhancedWorkExperience>;
    suggested_skills?: Array<string>;
};

export type AiWriterInfo = {
    /**
     * "built-in" or "openai-compatible".
     */
    kind: string;
    model?: string | null;
};

/**
 * An application as stored.
 */
export type Application = ApplicationDetails & {
    /**
     * The ATS match (0–100) of the linked resume against the job description, as of the
     * application's last save; `null` without a linked resume or a job description.
     */
    ats_score?: number | null;
    /**
     * The cover letter sent, if linked; cleared when that letter is deleted.
     */
    cover_letter_id?: string | null;
    created_at: string;
    id: string;
    /**
     * The resume sent (usually a tailored copy), if linked; cleared when that resume is deleted.
     */
    resume_id?: string | null;
    /**
     * Every status it has had, oldest first; the first is from its creation.
     */
    status_history: Array<StatusChange>;
    updated_at: string;
};

/**
 * An application's own fields, checked: trimmed, within their limits, the status and date
 * parsed. Locations of errors are the field names (`company`, `next_step_date`, …).
 */
export type ApplicationDetails = {
    company: string;
    job_description: string;
    /**
     * `http://` or `https://`; empty when none.
     */
    job_url: string;
    location: string;
    /**
     * `YYYY-MM-DD`.
     */
    next_step_date?: string | null;
    next_step_note: string;
    role: string;
    salary_note: string;
    status: ApplicationStatus;
};

/**
 * The fields of an application, for a create (absent fields are empty) or an edit (absent
 * fields are kept). `null` or `""` clears a field.
 */
export type ApplicationFields = {
    /**
     * Required, at most 200 characters.
     */
    company?: string | null;
    /**
     * One of the user's cover letters.
     */
    cover_letter_id?: string | null;
    /**
     * At most 20,000 characters.
     */
    job_description?: string | null;
    /**
     * An `http://` or `https://` address, at most 2,048 characters.
     */
    job_url?: string | null;
    /**
     * At most 200 characters.
     */
    location?: string | null;
    /**
     * `YYYY-MM-DD`.
     */
    next_step_date?: string | null;
    /**
     * At most 500 characters.
     */
    next_step_note?: string | null;
    /**
     * One of the user's resumes.
     */
    resume_id?: string | null;
    /**
     * Required, at most 200 characters.
     */
    role?: string | null;
    /**
     * At most 200 characters.
     */
    salary_note?: string | null;
    status?: null | ApplicationStatus;
    /**
     * An edit only: the application's `updated_at` as the client last read it. When it has
     * changed since, the edit is refused with 409 and nothing is written.
     */
    updated_at?: string | null;
};

/**
 * Where an application stands.
 */
export const ApplicationStatus = {
    SAVED: 'saved',
    APPLIED: 'applied',
    INTERVIEWING: 'interviewing',
    OFFER: 'offer',
    REJECTED: 'rejected',
    WITHDRAWN: 'withdrawn'
} as const;

/**
 * Where an application stands.
 */
export type ApplicationStatus = typeof ApplicationStatus[keyof typeof ApplicationStatus];

/**
 * An application as the board and the list show it: all of it but the job description, which
 * can run to 20,000 characters and is read on the application's own page, so that hundreds of
 * applications stay a small answer.
 */
export type ApplicationSummary = {
    /**
     * The ATS match (0–100) of the linked resume against the job description.
     */
    ats_score?: number | null;
    company: string;
    cover_letter_id?: string | null;
    created_at: string;
    id: string;
    job_url: string;
    location: string;
    /**
     * `YYYY-MM-DD`.
     */
    next_step_date?: string | null;
    next_step_note: string;
    resume_id?: string | null;
    role: string;
    salary_note: string;
    status: ApplicationStatus;
    /**
     * Every status it has had, oldest first.
     */
    status_history: Array<StatusChange>;
    updated_at: string;
};

export type AtsReport = {
    /**
     * The same steps in any language: each one's code and the values its words name (the web
     * client's catalogs word them under `ats.advice`).
     */
    advice: Array<Advice>;
    breakdown: ScoreBreakdown;
    /**
     * Heaviest first.
     */
    matched_keywords: Array<MatchedKeyword>;
    /**
     * Heaviest first.
     */
    missing_keywords: Array<MissingKeyword>;
    /**
     * 0–100: `keyword_points + structure_points`.
     */
    score: number;
    section_findings: Array<SectionFinding>;
    /**
     * Concrete next steps, most valuable first, in English.
     */
    suggestions: Array<string>;
};

export type Award = {
    awarder?: string;
    date?: string;
    description?: string;
    /**
     * Starts on a new page in print ("Start on a new page"), unless it is first on one already.
     */
    page_break_before?: boolean;
    title?: string;
};

export type CheckoutBody = {
    /**
     * The page's own origin; must be `PUBLIC_URL`.
     */
    origin_url?: string;
    /**
     * Read by `PlanId::parse`, so that an unknown plan is answered with the plan's message.
     */
    plan_type?: PlanId;
    region?: null | Region;
};

export type CheckoutCreated = {
    session_id: string;
    url: string;
};

/**
 * Which text of the resume to score.
 */
export const ContentVersion = { ENHANCED: 'enhanced', ORIGINAL: 'original' } as const;

/**
 * Which text of the resume to score.
 */
export type ContentVersion = typeof ContentVersion[keyof typeof ContentVersion];

export type CoverLetter = {
    company_name: string;
    created_at: string;
    id: string;
    job_description: string;
    letter_content: string;
    /**
     * Which writer wrote it: "built-in" or "openai-compatible".
     */
    provider: string;
    resume_id: string;
};

export type CoverLetterRequest = {
    company_name?: string;
    job_description?: string;
    resume_id?: string;
};

export type CoverLetterResponse = {
    company_name: string;
    created_at: string;
    id: string;
    letter_content: string;
    provider: string;
};

/**
 * A letter as a list of all of them names it: which resume it was written from, for which
 * company, when. The letter and its posting are read one at a time.
 */
export type CoverLetterSummary = {
    company_name: string;
    created_at: string;
    id: string;
    resume_id: string;
};

export type Created = {
    id: string;
};

export type CustomEntry = {
    date?: string;
    description?: string;
    /**
     * Starts on a new page in print ("Start on a new page"), unless it is first on one already.
     */
    page_break_before?: boolean;
    subtitle?: string;
    title?: string;
};

/**
 * A section with the user's own heading (licences, talks, interests…).
 */
export type CustomSection = {
    entries?: Array<CustomEntry>;
    heading?: string;
    /**
     * Stable within the resume; `custom:<id>` names the section in `section_order`. Always
     * written (validation refuses an empty one), so the document marks it required.
     */
    id: string;
};

/**
 * One day of the owner's chart.
 */
export type DayCount = {
    /**
     * `YYYY-MM-DD`, UTC.
     */
    date: string;
    downloads: number;
    views: number;
};

export type DeleteAccount = {
    /**
     * The account's email, typed by the user to confirm.
     */
    email: string;
};

/**
 * A resume's design choices; `None` is the template's default.
 */
export type Design = {
    /**
     * `#RRGGBB`.
     */
    accent?: string | null;
    /**
     * A font id from `GET /api/fonts`.
     */
    font?: string | null;
    /**
     * Body text size in points, 9–12.
     */
    font_size?: number | null;
    /**
     * 1.0–1.6.
     */
    line_height?: number | null;
    /**
     * 10–30.
     */
    margins_mm?: number | null;
    paper?: null | Paper;
    /**
     * 0.25–1.5: the template's vertical spacing, as a multiple of its own (1).
     */
    spacing?: number | null;
};

export type Education = {
    degree?: string;
    institution?: string;
    /**
     * Starts on a new page in print ("Start on a new page"), unless it is first on one already.
     */
    page_break_before?: boolean;
    year?: string;
};

/**
 * A project as the writer returns it: the original fields plus the improved description.
 */
export type EnhancedProject = {
    /**
     * The original description `enhanced_description` was written from.
     */
    description?: string;
    enhanced_description?: string;
    name?: string;
};

/**
 * A volunteering entry as the writer returns it.
 */
export type EnhancedVolunteering = {
    /**
     * The original description `enhanced_description` was written from.
     */
    description?: string;
    enhanced_description?: string;
    organization?: string;
    role?: string;
};

/**
 * A work entry as the writer returns it: the original fields plus the improved description.
 */
export type EnhancedWorkExperience = {
    company?: string;
    description?: string;
    duration?: string;
    enhanced_description?: string;
    position?: string;
};

export const ExperienceLevel = {
    ENTRY: 'entry',
    MID: 'mid',
    SENIOR: 'senior',
    EXECUTIVE: 'executive'
} as const;

export type ExperienceLevel = typeof ExperienceLevel[keyof typeof ExperienceLevel];

/**
 * One problem with one field. `loc` is the path inside the request body, e.g.
 * `["resume_data", "work_experience", "0", "position"]`; `code` and `params` say what is wrong
 * in a form any language can word (`msg` is the English, sometimes led by the problem's place
 * in a file: "Row 3, column status: …").
 */
export type FieldError = {
    /**
     * Stable: the client's words for it are `fieldErrors.<code>`.
     */
    code: string;
    loc: Array<string>;
    msg: string;
    /**
     * The values the words name (`{"max": "200"}`), as text.
     */
    params?: {
        [key: string]: string;
    };
    type: string;
};

/**
 * A design that fits.
 */
export type Fit = {
    /**
     * The resume's design with the settings chosen (as it was when the resume already fits).
     */
    design: Design;
    notes: Array<PrintNote>;
    /**
     * Pages the resume prints on with it.
     */
    pages: number;
};

export type FitRequest = UnsavedResume & {
    /**
     * How many pages, 1–10.
     */
    pages: number;
};

export type FontSummary = {
    category: string;
    id: string;
    name: string;
    /**
     * Scripts the family draws itself; text in others is set in a matching Noto face.
     */
    scripts: Array<string>;
};

/**
 * How many applications reached each stage of the funnel.
 */
export type Funnel = {
    applied: number;
    interviewing: number;
    offer: number;
};

/**
 * How many applications reached each stage in the last `days` days.
 */
export type FunnelReport = Funnel & {
    days: number;
};

export type GenerateRequest = {
    /**
     * A job posting to tailor the wording to.
     */
    job_description?: string | null;
    resume_data: ResumeData;
};

export type GenerateResponse = {
    ai_enhanced_data: AiEnhancedData;
    /**
     * Which writer produced it: "built-in" or "openai-compatible".
     */
    provider: string;
    success: boolean;
};

/**
 * A draft resume read from a file.
 */
export type ImportDraft = {
    /**
     * The same, each as a code and the values its words name (`field`, `entries`, `limit`),
     * which the web client words under `import.notes` in its user's language.
     */
    notes: Array<ImportNote>;
    resume_data: ResumeData;
    source: ImportSource;
    /**
     * Text from the file that no field took, in document order, for the user to place.
     */
    unplaced: Array<string>;
    /**
     * What the user should know about the draft (text shortened, the photo left out…), in
     * English.
     */
    warnings: Array<string>;
};

/**
 * One thing to know about a draft: `photo_not_included`, `embedded_unreadable`,
 * `text_shortened` {field, limit} or `entries_dropped` {entries, limit}.
 */
export type ImportNote = {
    code: string;
    params?: {
        [key: string]: string;
    };
};

/**
 * How many applications an import stored.
 */
export type ImportResult = {
    imported: number;
};

/**
 * What the file was. A PDF Vitae wrote (`vitae`) is read back exactly.
 */
export const ImportSource = {
    PDF: 'pdf',
    DOCX: 'docx',
    LINKEDIN: 'linkedin',
    VITAE: 'vitae'
} as const;

/**
 * What the file was. A PDF Vitae wrote (`vitae`) is read back exactly.
 */
export type ImportSource = typeof ImportSource[keyof typeof ImportSource];

export type ImportedResume = {
    /**
     * The kinds of value the document held that Vitae has no field for, e.g.
     * `basics.profiles`, `work[].url`, `volunteer`.
     */
    dropped: Array<string>;
    /**
     * The new resume.
     */
    id: string;
};

export const KeywordKind = {
    SKILL: 'skill',
    CERTIFICATION: 'certification',
    EDUCATION: 'education',
    TITLE: 'title'
} as const;

export type KeywordKind = typeof KeywordKind[keyof typeof KeywordKind];

export type Language = {
    fluency?: string;
    language?: string;
};

/**
 * A web address printed in the header (LinkedIn, GitHub, a portfolio).
 */
export type Link = {
    label?: string;
    url?: string;
};

export type LinkPassword = {
    /**
     * 1 to 1024 bytes.
     */
    password: string;
};

export type MatchedKeyword = {
    /**
     * Where the resume mentions it.
     */
    found_in: Array<Section>;
    keyword: string;
    kind: KeywordKind;
    weight: number;
};

export type MissingKeyword = {
    keyword: string;
    kind: KeywordKind;
    weight: number;
};

/**
 * How a resume falls on its pages.
 */
export type Pages = {
    /**
     * Lines of text on the last page: a last page holding only a few is worth a warning.
     */
    last_page_lines: number;
    /**
     * What the page flow could not do as the resume asks.
     */
    notes: Array<PrintNote>;
    /**
     * Pages the PDF prints on (at most 400; see `too_many_pages`).
     */
    pages: number;
    /**
     * More than the 400 pages a PDF may have: its download answers 422 `too_many_pages`.
     */
    too_many_pages: boolean;
};

/**
 * A sheet of paper.
 */
export const Paper = { A4: 'a4', LETTER: 'letter' } as const;

/**
 * A sheet of paper.
 */
export type Paper = typeof Paper[keyof typeof Paper];

/**
 * Whether a checkout was paid (`unpaid`, `paid`, `failed` on the wire).
 */
export const PaymentStatus = {
    UNPAID: 'unpaid',
    PAID: 'paid',
    FAILED: 'failed'
} as const;

/**
 * Whether a checkout was paid (`unpaid`, `paid`, `failed` on the wire).
 */
export type PaymentStatus = typeof PaymentStatus[keyof typeof PaymentStatus];

export type PaymentStatusBody = {
    /**
     * Minor units (cents).
     */
    amount_total: number;
    currency: string;
    payment_status: PaymentStatus;
    plan_type: PlanId;
    status: SessionStatus;
};

export type PaymentsInfo = {
    /**
     * "demo" (no card is charged) or "stripe".
     */
    mode: string;
};

export const PlanId = { SINGLE_PDF: 'single_pdf', PRO_MONTHLY: 'pro_monthly' } as const;

export type PlanId = typeof PlanId[keyof typeof PlanId];

/**
 * A plan as offered in one region: its price, period, features and whether it is highlighted.
 */
export type PlanOffer = {
    /**
     * Minor units, exact: 499.
     */
    amount: number;
    currency: string;
    currency_symbol: string;
    description: string;
    features: Array<string>;
    id: PlanId;
    name: string;
    period: string;
    popular: boolean;
    /**
     * Major units, for display: 4.99.
     */
    price: number;
};

export type Plans = {
    plans: Array<PlanOffer>;
    region: Region;
};

export type PortalOpened = {
    /**
     * The provider's billing portal (the demo portal in demo mode).
     */
    url: string;
};

export type PrintCheck = {
    /**
     * Each character no font covers, once, in code point order; empty when all print.
     */
    missing_characters: Array<string>;
    /**
     * What the page flow could not do as the resume asks (a section too long to keep
     * together).
     */
    notes: Array<PrintNote>;
    /**
     * Pages the PDF prints on (the enhanced text, in the resume's template and paper).
     */
    pages: number;
    /**
     * More than the 400 pages a PDF may have: its download answers 422 `too_many_pages`.
     */
    too_many_pages: boolean;
};

/**
 * Something the PDF could not do as the resume asks.
 */
export type PrintNote = {
    /**
     * Stable: `keep_together_too_long`.
     */
    code: string;
    detail: string;
    /**
     * The section it concerns (`work_experience`, `custom:talks`).
     */
    section: string;
};

export type Project = {
    description?: string;
    duration?: string;
    name?: string;
    /**
     * Starts on a new page in print ("Start on a new page"), unless it is first on one already.
     */
    page_break_before?: boolean;
    role?: string;
    url?: string;
};

/**
 * The public part of the configuration (`GET /api/config`).
 */
export type PublicConfig = {
    ai_writer: AiWriterInfo;
    payments: PaymentsInfo;
    sign_in: SignInInfo;
};

/**
 * The resume as its public link shows it (`GET /api/public/{slug}`): what its PDF prints,
 * nothing more.
 */
export type PublicResume = {
    hide_contact: boolean;
    /**
     * The printed words: each AI-enhanced text that prints in place of its original, hidden
     * sections left out; with its photo; without email, phone and street address when
     * `hide_contact` is set.
     */
    resume_data: ResumeData;
    slug: string;
    template_style: TemplateStyle;
    /**
     * Shown without the watermark: the resume was unlocked, or its owner has Pro (as for the
     * owner's own clean download).
     */
    unlocked: boolean;
    updated_at: string;
};

export type Publication = {
    date?: string;
    description?: string;
    name?: string;
    /**
     * Starts on a new page in print ("Start on a new page"), unless it is first on one already.
     */
    page_break_before?: boolean;
    publisher?: string;
    url?: string;
};

/**
 * The pricing region a country maps to. Any region the server does not know is USD.
 */
export const Region = {
    INR: 'INR',
    AED: 'AED',
    USD: 'USD'
} as const;

/**
 * The pricing region a country maps to. Any region the server does not know is USD.
 */
export type Region = typeof Region[keyof typeof Region];

export type RestoreVersion = {
    /**
     * The `updated_at` of the resume as loaded; a newer stored one means a conflict (409).
     */
    updated_at: string;
};

/**
 * What the job seeker enters (`resume_data` on the wire). Missing fields read as empty so that
 * validation, not the JSON parser, tells the user what is required.
 */
export type ResumeData = {
    awards?: Array<Award>;
    certifications?: Array<string>;
    custom_sections?: Array<CustomSection>;
    /**
     * Colour, font, size, spacing and paper; absent fields are the template's own.
     */
    design?: Design;
    education?: Array<Education>;
    email?: string;
    experience_level?: ExperienceLevel;
    /**
     * Section keys not printed.
     */
    hidden_sections?: Array<string>;
    job_title?: string;
    /**
     * Section keys the PDF keeps on one page ("Keep together") where a page can hold them.
     */
    keep_together?: Array<string>;
    /**
     * The language the resume is written in (BCP 47: `en`, `ar`, `pt-BR`…; `language::find`):
     * its printed headings and its direction. Empty reads as English.
     */
    language?: string;
    languages?: Array<Language>;
    links?: Array<Link>;
    location?: string;
    name?: string;
    phone?: string;
    /**
     * `data:image/…;base64,…`, or null.
     */
    profile_photo?: string | null;
    projects?: Array<Project>;
    publications?: Array<Publication>;
    /**
     * Section keys in print order; see [`sections::ordered_sections`].
     */
    section_order?: Array<string>;
    skills?: Array<string>;
    summary?: string;
    /**
     * The resume's own name in the documents list; never printed.
     */
    title?: string;
    volunteering?: Array<Volunteering>;
    work_experience?: Array<WorkExperience>;
};

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
export type ResumeListItem = {
    created_at: string;
    enhanced_work_experience: Array<EnhancedWorkExperience>;
    has_photo: boolean;
    id: string;
    /**
     * A `ResumeData` whose `profile_photo` is null.
     */
    resume_data: ResumeData;
    /**
     * The slug of the resume's live public link (`/r/{slug}`); absent when it has none.
     */
    share_slug?: string | null;
    template_style: TemplateStyle;
    /**
     * As [`StoredResume::unlocked`].
     */
    unlocked: boolean;
    updated_at: string;
};

export type SaveResume = {
    ai_enhanced_data?: AiEnhancedData;
    resume_data: ResumeData;
    template_style?: TemplateStyle;
};

/**
 * How the score adds up.
 */
export type ScoreBreakdown = {
    checks_passed: number;
    checks_total: number;
    /**
     * Out of `KEYWORD_POINTS` (85).
     */
    keyword_points: number;
    matched_weight: number;
    /**
     * Out of `STRUCTURE_POINTS` (15).
     */
    structure_points: number;
    total_weight: number;
};

export type ScoreRequest = {
    content?: ContentVersion;
    job_description?: string;
    resume_id?: string;
};

/**
 * A part of the resume.
 */
export const Section = {
    TITLE: 'title',
    SUMMARY: 'summary',
    SKILLS: 'skills',
    EXPERIENCE: 'experience',
    EDUCATION: 'education',
    CERTIFICATIONS: 'certifications',
    PROJECTS: 'projects',
    VOLUNTEERING: 'volunteering',
    AWARDS: 'awards',
    PUBLICATIONS: 'publications',
    LANGUAGES: 'languages',
    CUSTOM: 'custom',
    CONTACT: 'contact'
} as const;

/**
 * A part of the resume.
 */
export type Section = typeof Section[keyof typeof Section];

/**
 * Something about the resume's structure that costs points, e.g. no summary.
 */
export type SectionFinding = {
    /**
     * Stable code: `missing_summary`, `empty_skills`, `no_experience`,
     * `no_quantified_achievements`, `missing_email`, `no_education`.
     */
    code: string;
    message: string;
    section: Section;
};

export type SessionRequest = {
    /**
     * The ticket from the `#session_id=` fragment.
     */
    session_id?: string;
};

/**
 * A checkout session's state (`open`, `complete`, `expired` on the wire).
 */
export const SessionStatus = {
    OPEN: 'open',
    COMPLETE: 'complete',
    EXPIRED: 'expired'
} as const;

/**
 * A checkout session's state (`open`, `complete`, `expired` on the wire).
 */
export type SessionStatus = typeof SessionStatus[keyof typeof SessionStatus];

/**
 * What the owner asks of a link.
 */
export type ShareRequest = {
    /**
     * Let search engines index the page (otherwise `noindex`).
     */
    allow_indexing?: boolean;
    /**
     * `false` revokes the link, as `DELETE` does. Default `true`.
     */
    enabled?: boolean;
    /**
     * Leave out the email, the phone and a street address in every public form.
     */
    hide_contact?: boolean;
    /**
     * A new password (1 to 1024 bytes). `null` or absent keeps the link's password, if any.
     */
    password?: string | null;
    /**
     * `true` removes the link's password (with no `password` in the same request).
     */
    remove_password?: boolean;
};

/**
 * A link's counts: in all, and per day for the last 30 days (oldest first, every day listed).
 */
export type ShareStats = {
    days: Array<DayCount>;
    downloads: number;
    views: number;
};

/**
 * A link as its owner sees it (`GET`/`POST /api/resume/{id}/share`).
 */
export type ShareView = {
    allow_indexing: boolean;
    created_at: string;
    downloads: number;
    hide_contact: boolean;
    password_protected: boolean;
    slug: string;
    /**
     * The public page: `PUBLIC_URL/r/{slug}`.
     */
    url: string;
    /**
     * In all, the owner's own and bots' not counted.
     */
    views: number;
};

export type SignInInfo = {
    /**
     * "dev" or "oidc".
     */
    kind: string;
    /**
     * The button reads "Sign in with {label}".
     */
    label: string;
};

/**
 * The enhanced texts whose original was edited after they were written (indices into the
 * resume's lists). Empty when everything is current.
 */
export type StaleEnhancements = {
    projects?: Array<number>;
    summary?: boolean;
    volunteering?: Array<number>;
    work_experience?: Array<number>;
};

/**
 * An absolute http or https address with a host and no spaces.
 * One change of status, dated.
 */
export type StatusChange = {
    at: string;
    status: ApplicationStatus;
};

/**
 * A saved resume as the API returns it.
 */
export type StoredResume = {
    ai_enhanced_data: AiEnhancedData;
    created_at: string;
    id: string;
    resume_data: ResumeData;
    /**
     * Enhanced texts whose original was edited since; left out when there are none.
     */
    stale_enhancements?: StaleEnhancements;
    template_style: TemplateStyle;
    /**
     * A Single PDF credit was spent on this resume: its clean copies stay free for good.
     */
    unlocked?: boolean;
    /**
     * Send it back unchanged with an update; a newer stored value means someone else saved.
     */
    updated_at: string;
};

export const SubscriptionStatus = { ACTIVE: 'active', INACTIVE: 'inactive' } as const;

export type SubscriptionStatus = typeof SubscriptionStatus[keyof typeof SubscriptionStatus];

export const SupportCategory = {
    GENERAL: 'general',
    TECHNICAL: 'technical',
    BILLING: 'billing',
    FEATURE: 'feature',
    BUG: 'bug'
} as const;

export type SupportCategory = typeof SupportCategory[keyof typeof SupportCategory];

export type SupportReceipt = {
    id: string;
};

export type SupportRequest = {
    category?: SupportCategory;
    message?: string;
    subject?: string;
};

export type TailorRequest = {
    job_description?: string;
};

export type TailorResponse = {
    /**
     * The new resume.
     */
    id: string;
    /**
     * Its target job title: the original's with " — tailored".
     */
    job_title: string;
    provider: string;
    /**
     * The copy's score.
     */
    score_after: number;
    /**
     * The original resume's score (its enhanced content where it has some).
     */
    score_before: number;
};

export type TemplateDefaults = {
    accent: string;
    font: string;
    font_size: number;
    line_height: number;
    margins_mm: number;
};

export const TemplateStyle = {
    MODERN: 'modern',
    MINIMAL: 'minimal',
    CORPORATE: 'corporate',
    CLASSIC: 'classic',
    ELEGANT: 'elegant',
    SIDEBAR: 'sidebar',
    COMPACT: 'compact',
    TIMELINE: 'timeline',
    ACADEMIC: 'academic',
    HEADLINE: 'headline'
} as const;

export type TemplateStyle = typeof TemplateStyle[keyof typeof TemplateStyle];

export type TemplateSummary = {
    /**
     * 1, or 2 for a template with a sidebar.
     */
    columns: number;
    defaults: TemplateDefaults;
    description: string;
    id: TemplateStyle;
    name: string;
};

export type TipsRequest = {
    current_headline?: string | null;
    job_title?: string;
    /**
     * Optionally, one of the user's resumes to draw skills and experience from.
     */
    resume_id?: string | null;
};

export type TipsResponse = {
    headline: string;
    provider: string;
    skills: Array<string>;
    summary: string;
    tips: Array<string>;
};

/**
 * A resume as a save sends it, saved or not, and which of its texts to lay out.
 */
export type UnsavedResume = {
    ai_enhanced_data?: AiEnhancedData;
    /**
     * Which text: `enhanced` (what a download prints, the default) or `original`.
     */
    content?: ContentVersion;
    resume_data: ResumeData;
    /**
     * The template to lay it out in (`modern` by default).
     */
    template?: TemplateStyle;
};

export type UpdateResume = {
    ai_enhanced_data?: AiEnhancedData;
    resume_data: ResumeData;
    template_style?: TemplateStyle;
    /**
     * The `updated_at` of the record as loaded; a newer stored one means a conflict (409).
     */
    updated_at: string;
};

export type User = {
    /**
     * Pro was cancelled and ends at `subscription_end` instead of renewing.
     */
    cancel_at_period_end: boolean;
    email: string;
    id: string;
    name: string;
    /**
     * Single PDF purchases not yet spent on a resume.
     */
    pdf_credits: number;
    picture?: string | null;
    subscription_end?: string | null;
    subscription_plan?: null | PlanId;
    /**
     * "active" means paid: Pro is running or a Single PDF credit is unspent.
     */
    subscription_status: SubscriptionStatus;
};

/**
 * One version with its content.
 */
export type VersionContent = VersionItem & {
    ai_enhanced_data: AiEnhancedData;
    /**
     * With the photo it had.
     */
    resume_data: ResumeData;
    template_style: TemplateStyle;
};

/**
 * One version in the history list.
 */
export type VersionItem = {
    /**
     * The same as keys: `header`, `title`, `language`, `summary`, `work_experience`, …,
     * `custom_sections`, `layout`, `photo`, `template`, `design`, `enhanced`; or `created`,
     * `restored:<n>`; empty when not known.
     */
    changes: Array<string>;
    /**
     * When a save or a restore replaced it.
     */
    replaced_at: string;
    /**
     * When this content was saved.
     */
    saved_at: string;
    /**
     * What the save that wrote this content changed, in words: "Summary, Work experience",
     * "Created", "Restored version 3", "Earlier edits" (saved before history was kept).
     */
    summary: string;
    version: number;
};

export type Volunteering = {
    description?: string;
    duration?: string;
    organization?: string;
    /**
     * Starts on a new page in print ("Start on a new page"), unless it is first on one already.
     */
    page_break_before?: boolean;
    role?: string;
};

export type WorkExperience = {
    company?: string;
    description?: string;
    duration?: string;
    /**
     * Starts on a new page in print ("Start on a new page"), unless it is first on one already.
     */
    page_break_before?: boolean;
    position?: string;
};

export type RemoveData = {
    body: DeleteAccount;
    path?: never;
    query?: never;
    url: '/api/account';
};

export type RemoveErrors = {
    /**
     * Malformed body
     */
    400: unknown;
    401: unknown;
    /**
     * Request body is too large
     */
    413: unknown;
    /**
     * Content-Type must be application/json
     */
    415: unknown;
    /**
     * The email is not the account's
     */
    422: unknown;
    /**
     * The payment provider failed; nothing was deleted
     */
    502: unknown;
    /**
     * The payment provider timed out; nothing was deleted
     */
    504: unknown;
};

export type RemoveResponses = {
    /**
     * Deleted; the session cookie is cleared
     */
    204: void;
};

export type RemoveResponse = RemoveResponses[keyof RemoveResponses];

export type UnsubscribeData = {
    body?: never;
    path?: never;
    query: {
        /**
         * The key the mail's link carries.
         */
        token: string;
    };
    url: '/api/account/digest/unsubscribe';
};

export type UnsubscribeErrors = {
    /**
     * No account has this key (the mail may be off already)
     */
    404: unknown;
    /**
     * No `token`
     */
    422: unknown;
};

export type UnsubscribeResponses = {
    /**
     * A short page saying the mail is off
     */
    200: unknown;
};

export type UnsubscribeOneClickData = {
    body?: never;
    path?: never;
    query: {
        /**
         * The key the mail's link carries.
         */
        token: string;
    };
    url: '/api/account/digest/unsubscribe';
};

export type UnsubscribeOneClickErrors = {
    /**
     * No account has this key (the mail may be off already)
     */
    404: unknown;
    /**
     * No `token`
     */
    422: unknown;
};

export type UnsubscribeOneClickResponses = {
    /**
     * A short page saying the mail is off
     */
    200: unknown;
};

export type ExportData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/account/export';
};

export type ExportErrors = {
    401: unknown;
    /**
     * Other exports are being prepared on this server; `Retry-After` says when to try again
     */
    429: unknown;
};

export type ExportResponses = {
    /**
     * One JSON document: the user, resumes with photos, cover letters, payments, support requests and job applications
     */
    200: unknown;
};

export type SettingsData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/account/settings';
};

export type SettingsErrors = {
    401: unknown;
};

export type SettingsResponses = {
    200: AccountSettings;
};

export type SettingsResponse = SettingsResponses[keyof SettingsResponses];

export type SetSettingsData = {
    body: AccountSettingsChange;
    path?: never;
    query?: never;
    url: '/api/account/settings';
};

export type SetSettingsErrors = {
    /**
     * Malformed body
     */
    400: unknown;
    401: unknown;
    /**
     * Request body is too large
     */
    413: unknown;
    /**
     * Content-Type must be application/json
     */
    415: unknown;
    /**
     * A language the interface does not speak, or an unknown field
     */
    422: unknown;
};

export type SetSettingsResponses = {
    200: AccountSettings;
};

export type SetSettingsResponse = SetSettingsResponses[keyof SetSettingsResponses];

export type ListApplicationsData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Only applications in this status.
         */
        status?: ApplicationStatus;
    };
    url: '/api/applications';
};

export type ListApplicationsErrors = {
    401: unknown;
    /**
     * An unknown `status`
     */
    422: unknown;
};

export type ListApplicationsResponses = {
    200: Array<ApplicationSummary>;
};

export type ListApplicationsResponse = ListApplicationsResponses[keyof ListApplicationsResponses];

export type CreateApplicationData = {
    body: ApplicationFields;
    path?: never;
    query?: never;
    url: '/api/applications';
};

export type CreateApplicationErrors = {
    /**
     * Malformed body
     */
    400: unknown;
    401: unknown;
    /**
     * The account keeps 5,000 applications already
     */
    409: unknown;
    /**
     * Request body is too large
     */
    413: unknown;
    /**
     * Content-Type must be application/json
     */
    415: unknown;
    /**
     * A bad field, an unknown field, or a link to a resume or cover letter that is not the user's, each at its location
     */
    422: unknown;
};

export type CreateApplicationResponses = {
    201: Application;
};

export type CreateApplicationResponse = CreateApplicationResponses[keyof CreateApplicationResponses];

export type DueApplicationsData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/applications/due';
};

export type DueApplicationsErrors = {
    401: unknown;
};

export type DueApplicationsResponses = {
    200: Array<Application>;
};

export type DueApplicationsResponse = DueApplicationsResponses[keyof DueApplicationsResponses];

export type ExportApplicationsCsvData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/applications/export.csv';
};

export type ExportApplicationsCsvErrors = {
    401: unknown;
};

export type ExportApplicationsCsvResponses = {
    /**
     * The CSV file, with a header row
     */
    200: unknown;
};

export type ApplicationFunnelData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/applications/funnel';
};

export type ApplicationFunnelErrors = {
    401: unknown;
};

export type ApplicationFunnelResponses = {
    200: FunnelReport;
};

export type ApplicationFunnelResponse = ApplicationFunnelResponses[keyof ApplicationFunnelResponses];

export type ImportApplicationsCsvData = {
    /**
     * One field, `file`: a CSV with the export's columns (at most 5 MB, 5,000 rows)
     */
    body?: unknown;
    path?: never;
    query?: never;
    url: '/api/applications/import';
};

export type ImportApplicationsCsvErrors = {
    /**
     * A malformed upload
     */
    400: unknown;
    401: unknown;
    /**
     * The account would keep more than 5,000 applications
     */
    409: unknown;
    /**
     * Over 5 MB
     */
    413: unknown;
    /**
     * Not multipart/form-data
     */
    415: unknown;
    /**
     * Over 5,000 rows, or problems each located at `["body", "file", row, column]`
     */
    422: unknown;
    429: unknown;
};

export type ImportApplicationsCsvResponses = {
    201: ImportResult;
};

export type ImportApplicationsCsvResponse = ImportApplicationsCsvResponses[keyof ImportApplicationsCsvResponses];

export type RemoveApplicationData = {
    body?: never;
    path: {
        id: string;
    };
    query?: never;
    url: '/api/applications/{id}';
};

export type RemoveApplicationErrors = {
    401: unknown;
    404: unknown;
};

export type RemoveApplicationResponses = {
    204: void;
};

export type RemoveApplicationResponse = RemoveApplicationResponses[keyof RemoveApplicationResponses];

export type GetApplicationData = {
    body?: never;
    path: {
        id: string;
    };
    query?: never;
    url: '/api/applications/{id}';
};

export type GetApplicationErrors = {
    401: unknown;
    404: unknown;
};

export type GetApplicationResponses = {
    200: Application;
};

export type GetApplicationResponse = GetApplicationResponses[keyof GetApplicationResponses];

export type UpdateApplicationData = {
    body: ApplicationFields;
    path: {
        id: string;
    };
    query?: never;
    url: '/api/applications/{id}';
};

export type UpdateApplicationErrors = {
    /**
     * Malformed body
     */
    400: unknown;
    401: unknown;
    404: unknown;
    /**
     * Changed elsewhere since it was loaded (`updated_at`)
     */
    409: unknown;
    /**
     * Request body is too large
     */
    413: unknown;
    /**
     * Content-Type must be application/json
     */
    415: unknown;
    /**
     * A bad field, an unknown field, or a link to a resume or cover letter that is not the user's, each at its location
     */
    422: unknown;
};

export type UpdateApplicationResponses = {
    200: Application;
};

export type UpdateApplicationResponse = UpdateApplicationResponses[keyof UpdateApplicationResponses];

export type ApplicationEventData = {
    body?: never;
    path: {
        id: string;
    };
    query?: never;
    url: '/api/applications/{id}/event.ics';
};

export type ApplicationEventErrors = {
    401: unknown;
    /**
     * No such application of the user's, or it has no next step date (`no_next_step`)
     */
    404: unknown;
};

export type ApplicationEventResponses = {
    /**
     * An iCalendar file (RFC 5545) with one all-day event
     */
    200: unknown;
};

export type ScoreData = {
    body: ScoreRequest;
    path?: never;
    query?: never;
    url: '/api/ats/score';
};

export type ScoreErrors = {
    /**
     * Malformed body
     */
    400: unknown;
    401: unknown;
    404: unknown;
    /**
     * Request body is too large
     */
    413: unknown;
    /**
     * Content-Type must be application/json
     */
    415: unknown;
    /**
     * Empty or over-long job description
     */
    422: unknown;
};

export type ScoreResponses = {
    200: AtsReport;
};

export type ScoreResponse = ScoreResponses[keyof ScoreResponses];

export type OidcCallbackData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Authorization code
         */
        code?: string;
        /**
         * Must match the flow cookie
         */
        state?: string;
        /**
         * The provider's error, if any
         */
        error?: string;
    };
    url: '/api/auth/callback';
};

export type OidcCallbackErrors = {
    /**
     * No OpenID Connect provider is configured
     */
    404: unknown;
    /**
     * Too many sign-ins from this address
     */
    429: unknown;
};

export type DevLoginFormData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Where to land after sign-in: `PUBLIC_URL/dashboard`.
         */
        redirect?: string;
    };
    url: '/api/auth/dev/login';
};

export type DevLoginFormErrors = {
    /**
     * Redirect outside this site
     */
    400: unknown;
    /**
     * Asked for a host other than localhost: the dev sign-in answers there only, unless allowed on any host
     */
    403: unknown;
    /**
     * An identity provider is configured
     */
    404: unknown;
    /**
     * A malformed query (a parameter given twice)
     */
    422: unknown;
};

export type DevLoginFormResponses = {
    /**
     * HTML form
     */
    200: unknown;
};

export type DevLoginSubmitData = {
    body: {
        [key: string]: string;
    };
    path?: never;
    query?: never;
    url: '/api/auth/dev/login';
};

export type DevLoginSubmitErrors = {
    /**
     * Malformed body
     */
    400: unknown;
    /**
     * Asked for a host other than localhost: the dev sign-in answers there only, unless allowed on any host
     */
    403: unknown;
    /**
     * An identity provider is configured
     */
    404: unknown;
    /**
     * Request body is too large
     */
    413: unknown;
    /**
     * The form again, with errors
     */
    422: unknown;
    /**
     * Too many sign-ins from this address
     */
    429: unknown;
};

export type LoginData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Where to land after sign-in: `PUBLIC_URL/dashboard`.
         */
        redirect?: string;
    };
    url: '/api/auth/login';
};

export type LoginErrors = {
    /**
     * Redirect outside this site
     */
    400: unknown;
    /**
     * A malformed query (a parameter given twice)
     */
    422: unknown;
};

export type LogoutData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/auth/logout';
};

export type LogoutResponses = {
    /**
     * Signed out
     */
    204: void;
};

export type LogoutResponse = LogoutResponses[keyof LogoutResponses];

export type LogoutAllData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/auth/logout-all';
};

export type LogoutAllErrors = {
    /**
     * Not signed in
     */
    401: unknown;
};

export type LogoutAllResponses = {
    /**
     * Every session of the user has ended
     */
    204: void;
};

export type LogoutAllResponse = LogoutAllResponses[keyof LogoutAllResponses];

export type MeData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/auth/me';
};

export type MeErrors = {
    /**
     * Not signed in
     */
    401: unknown;
};

export type MeResponses = {
    200: User;
};

export type MeResponse = MeResponses[keyof MeResponses];

export type ExchangeSessionData = {
    body: SessionRequest;
    path?: never;
    query?: never;
    url: '/api/auth/session';
};

export type ExchangeSessionErrors = {
    /**
     * Invalid session ID format
     */
    400: unknown;
    /**
     * Unknown, used or expired ticket, or one issued to another browser
     */
    401: unknown;
    /**
     * Request body is too large
     */
    413: unknown;
    /**
     * Content-Type must be application/json
     */
    415: unknown;
    /**
     * A field is missing or of the wrong type
     */
    422: unknown;
    /**
     * Too many sign-ins from this address
     */
    429: unknown;
};

export type ExchangeSessionResponses = {
    /**
     * Signed in; sets the session cookie
     */
    200: User;
};

export type ExchangeSessionResponse = ExchangeSessionResponses[keyof ExchangeSessionResponses];

export type ConfigData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/config';
};

export type ConfigResponses = {
    200: PublicConfig;
};

export type ConfigResponse = ConfigResponses[keyof ConfigResponses];

export type CoverLetterData = {
    body: CoverLetterRequest;
    path?: never;
    query?: never;
    url: '/api/cover-letter/generate';
};

export type CoverLetterErrors = {
    /**
     * Malformed body
     */
    400: unknown;
    401: unknown;
    404: unknown;
    /**
     * Request body is too large
     */
    413: unknown;
    /**
     * Content-Type must be application/json
     */
    415: unknown;
    422: unknown;
    429: unknown;
    502: unknown;
    504: unknown;
};

export type CoverLetterResponses = {
    200: CoverLetterResponse;
};

export type CoverLetterResponse2 = CoverLetterResponses[keyof CoverLetterResponses];

export type AllCoverLettersData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/cover-letters';
};

export type AllCoverLettersErrors = {
    401: unknown;
};

export type AllCoverLettersResponses = {
    200: Array<CoverLetterSummary>;
};

export type AllCoverLettersResponse = AllCoverLettersResponses[keyof AllCoverLettersResponses];

export type FontsData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/fonts';
};

export type FontsResponses = {
    200: Array<FontSummary>;
};

export type FontsResponse = FontsResponses[keyof FontsResponses];

export type HealthzData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/healthz';
};

export type HealthzResponses = {
    200: unknown;
};

export type LinkedinTipsData = {
    body: TipsRequest;
    path?: never;
    query?: never;
    url: '/api/linkedin/tips';
};

export type LinkedinTipsErrors = {
    /**
     * Malformed body
     */
    400: unknown;
    401: unknown;
    404: unknown;
    /**
     * Request body is too large
     */
    413: unknown;
    /**
     * Content-Type must be application/json
     */
    415: unknown;
    422: unknown;
    429: unknown;
    502: unknown;
    504: unknown;
};

export type LinkedinTipsResponses = {
    200: TipsResponse;
};

export type LinkedinTipsResponse = LinkedinTipsResponses[keyof LinkedinTipsResponses];

export type CreateCheckoutData = {
    body: CheckoutBody;
    path?: never;
    query?: never;
    url: '/api/payment/create-checkout';
};

export type CreateCheckoutErrors = {
    400: unknown;
    401: unknown;
    /**
     * Pro is active: neither plan can be bought again
     */
    409: unknown;
    /**
     * Request body is too large
     */
    413: unknown;
    /**
     * Content-Type must be application/json
     */
    415: unknown;
    422: unknown;
    502: unknown;
    504: unknown;
};

export type CreateCheckoutResponses = {
    200: CheckoutCreated;
};

export type CreateCheckoutResponse = CreateCheckoutResponses[keyof CreateCheckoutResponses];

export type DemoPortalData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/payment/demo-portal';
};

export type DemoPortalErrors = {
    401: unknown;
    404: unknown;
    /**
     * No subscription to manage
     */
    409: unknown;
};

export type DemoPortalResponses = {
    200: unknown;
};

export type DemoPortalCancelData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/payment/demo-portal/cancel';
};

export type DemoPortalCancelErrors = {
    401: unknown;
    404: unknown;
    409: unknown;
};

export type DemoPortalResumeData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/payment/demo-portal/resume';
};

export type DemoPortalResumeErrors = {
    401: unknown;
    404: unknown;
    409: unknown;
};

export type DemoCheckoutData = {
    body?: never;
    path: {
        session_id: string;
    };
    query?: never;
    url: '/api/payment/demo/{session_id}';
};

export type DemoCheckoutErrors = {
    401: unknown;
    404: unknown;
};

export type DemoCheckoutResponses = {
    200: unknown;
};

export type DemoCancelData = {
    body?: never;
    path: {
        session_id: string;
    };
    query?: never;
    url: '/api/payment/demo/{session_id}/cancel';
};

export type DemoCancelErrors = {
    401: unknown;
    404: unknown;
};

export type DemoPayData = {
    body?: never;
    path: {
        session_id: string;
    };
    query?: never;
    url: '/api/payment/demo/{session_id}/pay';
};

export type DemoPayErrors = {
    401: unknown;
    404: unknown;
};

export type PortalData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/payment/portal';
};

export type PortalErrors = {
    401: unknown;
    /**
     * No subscription to manage
     */
    409: unknown;
    502: unknown;
    504: unknown;
};

export type PortalResponses = {
    200: PortalOpened;
};

export type PortalResponse = PortalResponses[keyof PortalResponses];

export type StatusData = {
    body?: never;
    path: {
        session_id: string;
    };
    query?: never;
    url: '/api/payment/status/{session_id}';
};

export type StatusErrors = {
    401: unknown;
    404: unknown;
    502: unknown;
    504: unknown;
};

export type StatusResponses = {
    200: PaymentStatusBody;
};

export type StatusResponse = StatusResponses[keyof StatusResponses];

export type WebhookData = {
    body: string;
    path?: never;
    query?: never;
    url: '/api/payment/webhook';
};

export type WebhookErrors = {
    /**
     * Signature does not verify
     */
    400: unknown;
    /**
     * No webhooks in demo mode
     */
    404: unknown;
    /**
     * Request body is too large
     */
    413: unknown;
    /**
     * Content-Type must be application/json
     */
    415: unknown;
    /**
     * A field is missing or of the wrong type
     */
    422: unknown;
};

export type WebhookResponses = {
    200: unknown;
};

export type PlansData = {
    body?: never;
    path?: never;
    query?: {
        /**
         * Anything but INR and AED is USD.
         */
        region?: Region;
    };
    url: '/api/plans';
};

export type PlansErrors = {
    /**
     * A malformed query (a parameter given twice)
     */
    422: unknown;
};

export type PlansResponses = {
    200: Plans;
};

export type PlansResponse = PlansResponses[keyof PlansResponses];

export type ResumeData2 = {
    body?: never;
    path: {
        slug: string;
    };
    query?: never;
    url: '/api/public/{slug}';
};

export type ResumeErrors = {
    /**
     * Protected by a password: `{"detail", "code": "password_required"}`
     */
    401: unknown;
    /**
     * No such link: unknown and revoked links alike
     */
    404: unknown;
};

export type ResumeResponses = {
    200: PublicResume;
};

export type ResumeResponse = ResumeResponses[keyof ResumeResponses];

export type AccessData = {
    body: LinkPassword;
    path: {
        slug: string;
    };
    query?: never;
    url: '/api/public/{slug}/access';
};

export type AccessErrors = {
    /**
     * Malformed body
     */
    400: unknown;
    /**
     * Wrong: `{"detail", "code": "wrong_password"}`
     */
    401: unknown;
    404: unknown;
    /**
     * Request body is too large
     */
    413: unknown;
    /**
     * Content-Type must be application/json
     */
    415: unknown;
    /**
     * An empty password, or one over 1024 bytes
     */
    422: unknown;
    /**
     * Too many wrong passwords from this address or on this link; `Retry-After` says when to try again
     */
    429: unknown;
};

export type AccessResponses = {
    /**
     * Right (or the link has no password)
     */
    204: void;
};

export type AccessResponse = AccessResponses[keyof AccessResponses];

export type CardData = {
    body?: never;
    path: {
        slug: string;
    };
    query?: never;
    url: '/api/public/{slug}/card.png';
};

export type CardErrors = {
    404: unknown;
};

export type CardResponses = {
    200: unknown;
};

export type PagesData = {
    body?: never;
    path: {
        slug: string;
    };
    query?: never;
    url: '/api/public/{slug}/pages';
};

export type PagesErrors = {
    /**
     * Protected by a password
     */
    401: unknown;
    404: unknown;
};

export type PagesResponses = {
    200: unknown;
};

export type PdfData = {
    body?: never;
    path: {
        slug: string;
    };
    query?: {
        /**
         * The paper the resume's design names, else A4.
         */
        paper?: Paper;
    };
    url: '/api/public/{slug}/pdf';
};

export type PdfErrors = {
    /**
     * Protected by a password
     */
    401: unknown;
    404: unknown;
    422: unknown;
};

export type PdfResponses = {
    200: Blob | File;
};

export type PdfResponse = PdfResponses[keyof PdfResponses];

export type PhotoData = {
    body?: never;
    path: {
        slug: string;
    };
    query?: never;
    url: '/api/public/{slug}/photo';
};

export type PhotoErrors = {
    /**
     * Protected by a password
     */
    401: unknown;
    /**
     * No such link, or the resume has no photo
     */
    404: unknown;
};

export type PhotoResponses = {
    200: unknown;
};

export type ReadyzData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/readyz';
};

export type ReadyzErrors = {
    /**
     * Database unreachable
     */
    503: unknown;
};

export type ReadyzResponses = {
    200: unknown;
};

export type FitData = {
    body: FitRequest;
    path?: never;
    query?: never;
    url: '/api/resume/fit';
};

export type FitErrors = {
    /**
     * Malformed body
     */
    400: unknown;
    401: unknown;
    413: unknown;
    /**
     * Content-Type must be application/json
     */
    415: unknown;
    /**
     * Invalid resume or page count (a list of field problems), or `does_not_fit`: `{"detail", "code": "does_not_fit", "over_lines": N, "pages": N}`
     */
    422: unknown;
    429: unknown;
};

export type FitResponses = {
    200: Fit;
};

export type FitResponse = FitResponses[keyof FitResponses];

export type GenerateData = {
    body: GenerateRequest;
    path?: never;
    query?: never;
    url: '/api/resume/generate';
};

export type GenerateErrors = {
    /**
     * Malformed body
     */
    400: unknown;
    401: unknown;
    /**
     * Request body is too large
     */
    413: unknown;
    /**
     * Content-Type must be application/json
     */
    415: unknown;
    422: unknown;
    /**
     * AI limit reached
     */
    429: unknown;
    502: unknown;
    504: unknown;
};

export type GenerateResponses = {
    200: GenerateResponse;
};

export type GenerateResponse2 = GenerateResponses[keyof GenerateResponses];

export type ImportData = {
    /**
     * A JSON Resume v1.0.0 document
     */
    body: {
        [key: string]: unknown;
    };
    path?: never;
    query?: never;
    url: '/api/resume/import';
};

export type ImportErrors = {
    /**
     * Not JSON
     */
    400: unknown;
    401: unknown;
    /**
     * Free accounts keep at most 100 resumes
     */
    402: unknown;
    413: unknown;
    /**
     * Content-Type must be application/json
     */
    415: unknown;
    /**
     * Each problem with its path in the document
     */
    422: unknown;
};

export type ImportResponses = {
    201: ImportedResume;
};

export type ImportResponse = ImportResponses[keyof ImportResponses];

export type ImportFileData = {
    /**
     * One field, `file`: a PDF with a text layer, a .docx, or a LinkedIn data-export .zip (at most 5 MB)
     */
    body?: unknown;
    path?: never;
    query?: never;
    url: '/api/resume/import/file';
};

export type ImportFileErrors = {
    /**
     * A malformed upload
     */
    400: unknown;
    401: unknown;
    /**
     * Over 5 MB
     */
    413: unknown;
    /**
     * Not a PDF, Word document or LinkedIn export
     */
    415: unknown;
    /**
     * A file that cannot be read: encrypted, a scan, damaged
     */
    422: unknown;
    429: unknown;
};

export type ImportFileResponses = {
    200: ImportDraft;
};

export type ImportFileResponse = ImportFileResponses[keyof ImportFileResponses];

export type ListData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/resume/list';
};

export type ListErrors = {
    401: unknown;
};

export type ListResponses = {
    200: Array<ResumeListItem>;
};

export type ListResponse = ListResponses[keyof ListResponses];

export type PaginateData = {
    body: UnsavedResume;
    path?: never;
    query?: never;
    url: '/api/resume/pages';
};

export type PaginateErrors = {
    /**
     * Malformed body
     */
    400: unknown;
    401: unknown;
    413: unknown;
    /**
     * Content-Type must be application/json
     */
    415: unknown;
    /**
     * Invalid resume (a list of field problems)
     */
    422: unknown;
    429: unknown;
};

export type PaginateResponses = {
    200: Pages;
};

export type PaginateResponse = PaginateResponses[keyof PaginateResponses];

export type SaveData = {
    body: SaveResume;
    path?: never;
    query?: never;
    url: '/api/resume/save';
};

export type SaveErrors = {
    /**
     * Malformed body
     */
    400: unknown;
    401: unknown;
    /**
     * Free accounts keep at most 100 resumes
     */
    402: unknown;
    413: unknown;
    /**
     * Content-Type must be application/json
     */
    415: unknown;
    422: unknown;
};

export type SaveResponses = {
    201: Created;
};

export type SaveResponse = SaveResponses[keyof SaveResponses];

export type Remove2Data = {
    body?: never;
    path: {
        id: string;
    };
    query?: never;
    url: '/api/resume/{id}';
};

export type Remove2Errors = {
    401: unknown;
    404: unknown;
};

export type Remove2Responses = {
    204: void;
};

export type Remove2Response = Remove2Responses[keyof Remove2Responses];

export type GetOneData = {
    body?: never;
    path: {
        id: string;
    };
    query?: never;
    url: '/api/resume/{id}';
};

export type GetOneErrors = {
    401: unknown;
    404: unknown;
};

export type GetOneResponses = {
    200: StoredResume;
};

export type GetOneResponse = GetOneResponses[keyof GetOneResponses];

export type UpdateData = {
    body: UpdateResume;
    path: {
        id: string;
    };
    query?: never;
    url: '/api/resume/{id}';
};

export type UpdateErrors = {
    /**
     * Malformed body
     */
    400: unknown;
    401: unknown;
    404: unknown;
    /**
     * Changed elsewhere since it was loaded
     */
    409: unknown;
    /**
     * Request body is too large
     */
    413: unknown;
    /**
     * Content-Type must be application/json
     */
    415: unknown;
    422: unknown;
};

export type UpdateResponses = {
    200: StoredResume;
};

export type UpdateResponse = UpdateResponses[keyof UpdateResponses];

export type CoverLettersData = {
    body?: never;
    path: {
        id: string;
    };
    query?: never;
    url: '/api/resume/{id}/cover-letters';
};

export type CoverLettersErrors = {
    401: unknown;
    404: unknown;
};

export type CoverLettersResponses = {
    200: Array<CoverLetter>;
};

export type CoverLettersResponse = CoverLettersResponses[keyof CoverLettersResponses];

export type DownloadData = {
    body?: never;
    path: {
        id: string;
    };
    query?: {
        /**
         * The template whose colours and type to use; the resume's own style by default.
         */
        template?: TemplateStyle;
        /**
         * `enhanced` by default.
         */
        content?: ContentVersion;
        /**
         * The resume's own paper (its design's, A4 without one) by default.
         */
        paper?: Paper;
    };
    url: '/api/resume/{id}/docx';
};

export type DownloadErrors = {
    401: unknown;
    /**
     * A Word document needs a plan
     */
    402: unknown;
    404: unknown;
    422: unknown;
};

export type DownloadResponses = {
    200: unknown;
};

export type Export2Data = {
    body?: never;
    path: {
        id: string;
    };
    query?: never;
    url: '/api/resume/{id}/json-resume';
};

export type Export2Errors = {
    401: unknown;
    404: unknown;
};

export type Export2Responses = {
    /**
     * A JSON Resume v1.0.0 document, as an attachment
     */
    200: unknown;
};

export type Download2Data = {
    body?: never;
    path: {
        id: string;
    };
    query?: {
        /**
         * The resume's own style by default.
         */
        template?: TemplateStyle;
        /**
         * `enhanced` by default.
         */
        content?: ContentVersion;
        /**
         * The resume's own paper (its design's, A4 without one) by default.
         */
        paper?: Paper;
        /**
         * `true` for the watermarked preview, which needs no plan.
         */
        watermark?: boolean;
    };
    url: '/api/resume/{id}/pdf';
};

export type Download2Errors = {
    401: unknown;
    /**
     * A clean PDF needs a plan
     */
    402: unknown;
    404: unknown;
    422: unknown;
};

export type Download2Responses = {
    200: Blob | File;
};

export type Download2Response = Download2Responses[keyof Download2Responses];

export type PrintCheckData = {
    body?: never;
    path: {
        id: string;
    };
    query?: never;
    url: '/api/resume/{id}/print-check';
};

export type PrintCheckErrors = {
    401: unknown;
    404: unknown;
};

export type PrintCheckResponses = {
    200: PrintCheck;
};

export type PrintCheckResponse = PrintCheckResponses[keyof PrintCheckResponses];

export type RevokeData = {
    body?: never;
    path: {
        id: string;
    };
    query?: never;
    url: '/api/resume/{id}/share';
};

export type RevokeErrors = {
    401: unknown;
    404: unknown;
};

export type RevokeResponses = {
    204: void;
};

export type RevokeResponse = RevokeResponses[keyof RevokeResponses];

export type GetOne2Data = {
    body?: never;
    path: {
        id: string;
    };
    query?: never;
    url: '/api/resume/{id}/share';
};

export type GetOne2Errors = {
    401: unknown;
    404: unknown;
};

export type GetOne2Responses = {
    200: ShareView;
};

export type GetOne2Response = GetOne2Responses[keyof GetOne2Responses];

export type PutData = {
    body: ShareRequest;
    path: {
        id: string;
    };
    query?: never;
    url: '/api/resume/{id}/share';
};

export type PutErrors = {
    /**
     * Malformed body
     */
    400: unknown;
    401: unknown;
    404: unknown;
    /**
     * Request body is too large
     */
    413: unknown;
    /**
     * Content-Type must be application/json
     */
    415: unknown;
    /**
     * An empty password, one over 1024 bytes, or a new password with `remove_password`
     */
    422: unknown;
};

export type PutResponses = {
    200: ShareView;
    /**
     * `enabled: false`: the link was revoked
     */
    204: void;
};

export type PutResponse = PutResponses[keyof PutResponses];

export type StatsData = {
    body?: never;
    path: {
        id: string;
    };
    query?: never;
    url: '/api/resume/{id}/share/stats';
};

export type StatsErrors = {
    401: unknown;
    404: unknown;
};

export type StatsResponses = {
    200: ShareStats;
};

export type StatsResponse = StatsResponses[keyof StatsResponses];

export type TailorData = {
    body: TailorRequest;
    path: {
        id: string;
    };
    query?: never;
    url: '/api/resume/{id}/tailor';
};

export type TailorErrors = {
    /**
     * Malformed body
     */
    400: unknown;
    401: unknown;
    /**
     * Free accounts keep at most 100 resumes
     */
    402: unknown;
    404: unknown;
    /**
     * Request body is too large
     */
    413: unknown;
    /**
     * Content-Type must be application/json
     */
    415: unknown;
    422: unknown;
    /**
     * AI limit reached
     */
    429: unknown;
    502: unknown;
    504: unknown;
};

export type TailorResponses = {
    201: TailorResponse;
};

export type TailorResponse2 = TailorResponses[keyof TailorResponses];

export type Resume2Data = {
    body?: never;
    path: {
        id: string;
    };
    query?: never;
    url: '/api/resume/{id}/thumbnail.png';
};

export type Resume2Errors = {
    401: unknown;
    404: unknown;
};

export type Resume2Responses = {
    200: unknown;
};

export type Download3Data = {
    body?: never;
    path: {
        id: string;
    };
    query?: {
        /**
         * `enhanced` by default.
         */
        content?: ContentVersion;
    };
    url: '/api/resume/{id}/txt';
};

export type Download3Errors = {
    401: unknown;
    404: unknown;
    422: unknown;
};

export type Download3Responses = {
    200: unknown;
};

export type List2Data = {
    body?: never;
    path: {
        id: string;
    };
    query?: never;
    url: '/api/resume/{id}/versions';
};

export type List2Errors = {
    401: unknown;
    404: unknown;
};

export type List2Responses = {
    200: Array<VersionItem>;
};

export type List2Response = List2Responses[keyof List2Responses];

export type GetOne3Data = {
    body?: never;
    path: {
        id: string;
        version: string;
    };
    query?: never;
    url: '/api/resume/{id}/versions/{version}';
};

export type GetOne3Errors = {
    401: unknown;
    404: unknown;
};

export type GetOne3Responses = {
    200: VersionContent;
};

export type GetOne3Response = GetOne3Responses[keyof GetOne3Responses];

export type RestoreData = {
    body: RestoreVersion;
    path: {
        id: string;
        version: string;
    };
    query?: never;
    url: '/api/resume/{id}/versions/{version}/restore';
};

export type RestoreErrors = {
    /**
     * Malformed body
     */
    400: unknown;
    401: unknown;
    404: unknown;
    /**
     * Changed elsewhere since it was loaded
     */
    409: unknown;
    /**
     * Request body is too large
     */
    413: unknown;
    /**
     * Content-Type must be application/json
     */
    415: unknown;
    /**
     * A body that is not `{"updated_at": …}`, with the field's location
     */
    422: unknown;
};

export type RestoreResponses = {
    200: StoredResume;
};

export type RestoreResponse = RestoreResponses[keyof RestoreResponses];

export type ContactData = {
    body: SupportRequest;
    path?: never;
    query?: never;
    url: '/api/support/contact';
};

export type ContactErrors = {
    /**
     * Malformed body
     */
    400: unknown;
    401: unknown;
    /**
     * Request body is too large
     */
    413: unknown;
    /**
     * Content-Type must be application/json
     */
    415: unknown;
    422: unknown;
    /**
     * Too many requests from this address
     */
    429: unknown;
};

export type ContactResponses = {
    201: SupportReceipt;
};

export type ContactResponse = ContactResponses[keyof ContactResponses];

export type TemplatesData = {
    body?: never;
    path?: never;
    query?: never;
    url: '/api/templates';
};

export type TemplatesResponses = {
    200: Array<TemplateSummary>;
};

export type TemplatesResponse = TemplatesResponses[keyof TemplatesResponses];

export type TemplateData = {
    body?: never;
    path: {
        /**
         * A template id from `GET /api/templates`
         */
        id: string;
    };
    query?: never;
    url: '/api/templates/{id}/thumbnail.png';
};

export type TemplateErrors = {
    404: unknown;
};

export type TemplateResponses = {
    200: unknown;
};
