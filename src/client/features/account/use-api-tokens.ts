import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiTokenList, CreateApiTokenRequest, CreatedApiToken } from "../../../domain/api-tokens";
import { apiRequest } from "../../lib/api-client";

/** GET /api/tokens (the key is the path). */
export const apiTokensQueryKey = ["/api/tokens"] as const;

export function useApiTokens() {
  return useQuery<ApiTokenList>({ queryKey: apiTokensQueryKey });
}

/** POST /api/tokens: 201 with the secret, which the server never shows again. */
export async function createApiToken(request: CreateApiTokenRequest): Promise<CreatedApiToken> {
  const reply = await apiRequest("POST", "/api/tokens", request);
  return (await reply.json()) as CreatedApiToken;
}

/** DELETE /api/tokens/:id: 204; the token stops working at once. */
export async function revokeApiToken(id: string): Promise<void> {
  await apiRequest("DELETE", `/api/tokens/${encodeURIComponent(id)}`);
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}
