import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicUser } from "../../../domain/auth";
import { getQueryFn } from "../../lib/api-client";

export const userQueryKey = ["/api/auth/user"] as const;

/** GET /api/auth/user: the signed-in user, or null when the server answers 401 (signed out). No retry. */
export const userQueryOptions = queryOptions({
  queryKey: userQueryKey,
  queryFn: getQueryFn<PublicUser>({ on401: "returnNull" }),
  retry: false,
});

export function useUser() {
  const { data, isLoading } = useQuery(userQueryOptions);
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
