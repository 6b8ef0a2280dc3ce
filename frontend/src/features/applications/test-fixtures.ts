import type { Application } from "@/lib/api/generated/zod.gen";

let next = 0;

/** An application as the server answers it; `overrides` change what a test is about. */
export function application(overrides: Partial<Application> = {}): Application {
  next += 1;
  const at = overrides.updated_at ?? `2026-03-0${(next % 9) + 1}T10:00:00.000000Z`;
  return {
    id: `app-${next}`,
    company: `Company ${next}`,
    role: "Engineer",
    job_url: "",
    job_description: "",
    location: "",
    salary_note: "",
    status: "saved",
    next_step_date: null,
    next_step_note: "",
    status_history: [{ status: overrides.status ?? "saved", at }],
    resume_id: null,
    cover_letter_id: null,
    ats_score: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}
