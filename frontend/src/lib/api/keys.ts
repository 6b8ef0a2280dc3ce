/** Query keys: one factory per area, so a mutation invalidates exactly what it changed. */
export const authKeys = {
  all: ["auth"] as const,
  me: () => [...authKeys.all, "me"] as const,
  config: () => ["config"] as const,
};

export const resumeKeys = {
  all: ["resumes"] as const,
  lists: () => [...resumeKeys.all, "list"] as const,
  details: () => [...resumeKeys.all, "detail"] as const,
  detail: (id: string) => [...resumeKeys.details(), id] as const,
  coverLetters: (id: string) => [...resumeKeys.detail(id), "cover-letters"] as const,
  allCoverLetters: () => [...resumeKeys.all, "cover-letters"] as const,
  /** The page count of a resume as it stands, saved or not (the editor's "2 pages"). */
  pages: (resume: object) => [...resumeKeys.all, "pages", resume] as const,
};

export const billingKeys = {
  all: ["billing"] as const,
  plans: (region: string) => [...billingKeys.all, "plans", region] as const,
  status: (sessionId: string) => [...billingKeys.all, "status", sessionId] as const,
};

export const applicationKeys = {
  all: ["applications"] as const,
  lists: () => [...applicationKeys.all, "list"] as const,
  detail: (id: string) => [...applicationKeys.all, "detail", id] as const,
  due: () => [...applicationKeys.all, "due"] as const,
  funnel: () => [...applicationKeys.all, "funnel"] as const,
};

export const accountKeys = {
  settings: () => ["account", "settings"] as const,
};
