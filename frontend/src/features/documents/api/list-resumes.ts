import { useQuery } from "@tanstack/react-query";
import { resumeListQueryOptions } from "@/lib/resumes/list";

export const LOAD_RESUMES_FAILED = "Failed to load resumes";

/** `enabled: false` while there is no signed-in user yet (the dashboard renders before the check). */
export function useResumeList({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...resumeListQueryOptions(), enabled });
}
