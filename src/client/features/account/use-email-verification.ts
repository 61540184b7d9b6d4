import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { messageReplySchema } from "../../../domain/account";
import { apiRequest } from "../../lib/api-client";
import { userQueryKey } from "../auth/use-user";

export type MessageReply = z.infer<typeof messageReplySchema>;

/** POST /api/auth/verify-email: 200 {message}; 400 for an expired, used or unknown link. */
export async function verifyEmail(token: string): Promise<MessageReply> {
  const res = await apiRequest("POST", "/api/auth/verify-email", { token });
  return (await res.json()) as MessageReply;
}

/**
 * Opens the e-mailed link once. A query rather than a mutation in an effect: the token is
 * single-use, and a query runs once per token however often the page mounts (React's strict mode
 * mounts twice; the route tables swap when the sign-in state arrives). The user is refreshed after
 * (verified now, or a new address).
 */
export function useVerifyEmail(token: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ["verify-email", token],
    queryFn: async () => {
      const reply = await verifyEmail(token ?? "");
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
      return reply;
    },
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

/** POST /api/auth/resend-verification (signed in): 202 {message}; 429 when asked too often. */
export async function resendVerification(): Promise<MessageReply> {
  const res = await apiRequest("POST", "/api/auth/resend-verification");
  return (await res.json()) as MessageReply;
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
