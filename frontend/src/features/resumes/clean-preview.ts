import type { ResumeRecord, User } from "@/lib/api/schemas";
import { isPaid } from "@/lib/auth/session";

/** Whether a resume's preview shows without the watermark: the account is paid (Pro, or an
    unspent Single PDF credit), or a spent credit unlocked this resume for good. */
export function isCleanPreview(user: User, resume: Pick<ResumeRecord, "unlocked"> | undefined): boolean {
  return isPaid(user) || resume?.unlocked === true;
}
