import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api/client";
import { downloadFile } from "@/lib/api/download-file";

/** The whole account as one JSON file (the server names it vitae-account-<date>.json). */
export function downloadMyData(): Promise<void> {
  return downloadFile({ path: "/account/export", fileName: "vitae-account.json" });
}

/** Whether what the user typed is the account's email (the server compares it the same way). */
export function confirmsEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase() && typed.trim() !== "";
}

/** Deletes the account; resolves only once the server has removed everything. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (email: string) => apiRequest("/account", { method: "DELETE", body: { email: email.trim() } }),
  });
}
