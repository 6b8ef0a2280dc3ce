import { useQuery } from "@tanstack/react-query";
import { resumeListQueryOptions } from "@/lib/resumes/list";

/** `enabled: false` while there is no signed-in user yet (the dashboard renders before the check). */
export function useResumeList({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...resumeListQueryOptions(), enabled });
}
