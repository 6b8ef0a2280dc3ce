import type { User } from "@/lib/api/generated/zod.gen";

/** A signed-in user on the Free plan, as `/api/auth/me` answers (for tests). */
export const freeUser: User = {
  id: "u1",
  name: "Ada Lovelace",
  email: "ada@example.com",
  picture: null,
  subscription_status: "inactive",
  subscription_plan: null,
  subscription_end: null,
  pdf_credits: 0,
  cancel_at_period_end: false,
};
