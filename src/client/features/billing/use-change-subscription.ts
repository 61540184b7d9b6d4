import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PublicUser } from "../../../domain/auth";
import type { SubscriptionState } from "../../../domain/billing";
import { apiRequest } from "../../lib/api-client";
import { userQueryKey } from "../auth/use-user";
import { usageStatusKey } from "./use-billing-usage";

export type SubscriptionChange = "cancel" | "reactivate";

/** POST /api/cancel-subscription or /api/reactivate-subscription. */
export async function changeSubscription(change: SubscriptionChange): Promise<SubscriptionState> {
  const res = await apiRequest("POST", `/api/${change}-subscription`);
  return (await res.json()) as SubscriptionState;
}

/** Cancel or reactivate; the signed-in user's plan fields are updated in place, usage refetched. */
export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscription,
    onSuccess: (state) => {
      queryClient.setQueryData<PublicUser | null>(userQueryKey, (user) =>
        user ? { ...user, ...state } : user,
      );
      void queryClient.invalidateQueries({ queryKey: usageStatusKey });
    },
  });
}
