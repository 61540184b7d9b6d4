import { useQuery } from "@tanstack/react-query";
import type { CreateSubscriptionReply } from "../../../domain/billing";
import { apiRequest } from "../../lib/api-client";

/** POST /api/create-subscription: a client secret for the payment form, or `alreadySubscribed`. */
export async function createSubscription(): Promise<CreateSubscriptionReply> {
  const res = await apiRequest("POST", "/api/create-subscription");
  return (await res.json()) as CreateSubscriptionReply;
}

/**
 * The checkout the /subscribe page starts when it opens. A query, not a mutation, so two mounts
 * (React's strict mode, a quick re-render) share one request; `gcTime: 0` starts a fresh one on
 * the next visit. The server reuses an open checkout, so a repeat never makes a second subscription.
 */
export function useCreateSubscription(enabled: boolean) {
  return useQuery({
    queryKey: ["/api/create-subscription"],
    queryFn: createSubscription,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
