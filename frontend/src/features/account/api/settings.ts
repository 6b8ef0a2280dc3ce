import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import type { AccountSettings, AccountSettingsChange } from "@/lib/api/generated/types.gen";
import { accountKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";

/** The account's settings: whether the daily mail of due next steps is on, and the interface language chosen. */
export function useAccountSettings() {
  return useQuery({
    queryKey: accountKeys.settings(),
    queryFn: () => apiRequest("/account/settings", { schema: schemaOf("zSettingsResponse") }),
  });
}

/** Saves the settings sent (the others are kept); the box shows the new value at once and goes back if the server refuses. */
export function useSetAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: AccountSettingsChange) =>
      apiRequest("/account/settings", { method: "PUT", body: change, schema: schemaOf("zSetSettingsResponse") }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.settings() });
      const previous = queryClient.getQueryData<AccountSettings>(accountKeys.settings());
      if (previous) {
        const next = { digest_opt_in: change.digest_opt_in ?? previous.digest_opt_in, language: change.language ?? previous.language };
        queryClient.setQueryData<AccountSettings>(accountKeys.settings(), next);
      }
      return { previous };
    },
    onError: (_error, _settings, context) => {
      if (context?.previous) queryClient.setQueryData(accountKeys.settings(), context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.settings(), saved),
  });
}
