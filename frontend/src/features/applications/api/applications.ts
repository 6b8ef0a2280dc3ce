import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import type { ApplicationFields, ApplicationStatus } from "@/lib/api/generated/types.gen";
import type { Application, ApplicationSummary } from "@/lib/api/generated/zod.gen";
import { applicationKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";
import { movedIn, restored } from "../board";

const path = (id: string) => `/applications/${encodeURIComponent(id)}`;

/** Every application of the user without its posting, most recently changed first (the board and the list). */
export const applicationsQueryOptions = () =>
  queryOptions({
    queryKey: applicationKeys.lists(),
    queryFn: () => apiRequest("/applications", { schema: schemaOf("zListApplicationsResponse") }),
  });

export function useApplications({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...applicationsQueryOptions(), enabled });
}

export function useApplication(id: string | null) {
  return useQuery({
    queryKey: applicationKeys.detail(id ?? ""),
    queryFn: () => apiRequest(path(id ?? ""), { schema: schemaOf("zApplication") }),
    enabled: !!id,
    retry: false,
  });
}

/** The stored application in the list and at its own key; the dashboard's figures are asked again. */
function remember(queryClient: QueryClient, application: Application) {
  queryClient.setQueryData<ApplicationSummary[]>(applicationKeys.lists(), (list) =>
    list ? [application, ...list.filter((a) => a.id !== application.id)] : list,
  );
  queryClient.setQueryData(applicationKeys.detail(application.id), application);
  void queryClient.invalidateQueries({ queryKey: applicationKeys.due() });
  void queryClient.invalidateQueries({ queryKey: applicationKeys.funnel() });
}

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationFields) =>
      apiRequest("/applications", { method: "POST", body, schema: schemaOf("zApplication") }),
    onSuccess: (created) => remember(queryClient, created),
  });
}

/** Changes the fields sent (an absent one is kept; `null` or `""` clears it). */
export function useUpdateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: string; fields: ApplicationFields }) =>
      apiRequest(path(id), { method: "PATCH", body: fields, schema: schemaOf("zApplication") }),
    onSuccess: (changed) => remember(queryClient, changed),
    // Changed elsewhere since it was read: read it again, so the next save starts from there.
    onError: (error, { id }) => {
      if (error instanceof ApiError && error.code === "application_changed_elsewhere") {
        void queryClient.invalidateQueries({ queryKey: applicationKeys.detail(id) });
      }
    },
  });
}

export interface Move {
  id: string;
  status: ApplicationStatus;
}

/**
 * A card dropped in another column: shown there at once (the list in the cache changed as the
 * server will change it), sent as a PATCH of `status`, and put back where it was when the server
 * refuses (the caller says so: `onError`). The answer replaces the guess.
 */
export function useMoveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: Move) =>
      apiRequest(path(id), { method: "PATCH", body: { status } satisfies ApplicationFields, schema: schemaOf("zApplication") }),
    onMutate: async ({ id, status }: Move) => {
      // A list answer still on its way would overwrite the move with the old status.
      await queryClient.cancelQueries({ queryKey: applicationKeys.lists() });
      const list = queryClient.getQueryData<ApplicationSummary[]>(applicationKeys.lists());
      if (list) queryClient.setQueryData(applicationKeys.lists(), movedIn(list, id, status, new Date().toISOString()));
      return { before: list?.find((a) => a.id === id) };
    },
    // Only this card goes back: another move made meanwhile stays.
    onError: (_error, _move, context) => {
      const before = context?.before;
      if (before) queryClient.setQueryData<ApplicationSummary[]>(applicationKeys.lists(), (list) => (list ? restored(list, before) : list));
    },
    onSuccess: (changed) => remember(queryClient, changed),
  });
}

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(path(id), { method: "DELETE" }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<ApplicationSummary[]>(applicationKeys.lists(), (list) => list?.filter((a) => a.id !== id));
      queryClient.removeQueries({ queryKey: applicationKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: applicationKeys.all });
    },
  });
}
