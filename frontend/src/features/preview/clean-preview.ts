import type { StoredResume, User } from "@/lib/api/generated/zod.gen";
import { isPaid } from "@/lib/auth/session";

/** Whether a resume's preview shows without the watermark: the account is paid (Pro, or an
    unspent Single PDF credit), or a spent credit unlocked this resume for good. */
export function isCleanPreview(user: User, resume: Pick<StoredResume, "unlocked"> | undefined): boolean {
  return isPaid(user) || resume?.unlocked === true;
}
