import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@/lib/api/errors";
import { resumeKeys } from "@/lib/api/keys";
import type { StoredResume } from "@/lib/api/generated/zod.gen";
import { withSkill } from "../add-skill";
import { useUpdateResume } from "@/lib/resumes/update-resume";

/**
 * Adds one skill to a loaded resume and saves it with its `updated_at` (compare-and-set). On a
 * 409 the resume is reloaded so the next try starts from the stored version. Rejects on failure.
 */
export function useAddSkill() {
  const update = useUpdateResume();
  const queryClient = useQueryClient();
  return async (record: StoredResume, skill: string): Promise<StoredResume | null> => {
    const next = withSkill(record, skill);
    if (!next) return null;
    try {
      return await update.mutateAsync(next);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: resumeKeys.detail(record.id) });
      }
      throw error;
    }
  };
}
