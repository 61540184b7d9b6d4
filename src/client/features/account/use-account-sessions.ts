import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { accountSessionsReplySchema } from "../../../domain/account";
import { apiRequest } from "../../lib/api-client";

type AccountSessionsReply = z.infer<typeof accountSessionsReplySchema>;

/** GET /api/account/sessions (the key is the path). */
export const accountSessionsQueryKey = ["/api/account/sessions"] as const;

export function useAccountSessions() {
  return useQuery<AccountSessionsReply>({ queryKey: accountSessionsQueryKey });
}

/** DELETE /api/account/sessions/:id: 204, that device is signed out. */
export async function revokeSession(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/account/sessions/${encodeURIComponent(id)}`);
}

/** POST /api/account/sessions/sign-out-others: 204, every session but this one ends. */
export async function signOutOtherSessions(): Promise<void> {
  await apiRequest("POST", "/api/account/sessions/sign-out-others");
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}
