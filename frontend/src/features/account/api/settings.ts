import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import type { AccountSettings } from "@/lib/api/generated/types.gen";
import { accountKeys } from "@/lib/api/keys";
import { schemaOf } from "@/lib/api/load-schemas";

/** The account's settings: whether the daily mail of due next steps is on. */
export function useAccountSettings() {
  return useQuery({
    queryKey: accountKeys.settings(),
    queryFn: () => apiRequest("/account/settings", { schema: schemaOf("zSettingsResponse") }),
  });
}

/** Saves the settings; the box shows the new value at once and goes back if the server refuses. */
export function useSetAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AccountSettings) =>
      apiRequest("/account/settings", { method: "PUT", body: settings, schema: schemaOf("zSetSettingsResponse") }),
    onMutate: async (settings) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.settings() });
      const previous = queryClient.getQueryData<AccountSettings>(accountKeys.settings());
      queryClient.setQueryData(accountKeys.settings(), settings);
      return { previous };
    },
    onError: (_error, _settings, context) => {
      if (context?.previous) queryClient.setQueryData(accountKeys.settings(), context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.settings(), saved),
  });
}
