import { useMutation } from "@tanstack/react-query";
import type { DemoConfirmRequest, SubscriptionState } from "../../../domain/billing";
import { apiRequest } from "../../lib/api-client";

/** POST /api/billing/demo/confirm: the demo checkout's card payment. */
export async function confirmDemoPayment(body: DemoConfirmRequest): Promise<SubscriptionState> {
  const res = await apiRequest("POST", "/api/billing/demo/confirm", body);
  return (await res.json()) as SubscriptionState;
}

export function useConfirmDemoPayment() {
  return useMutation({ mutationFn: confirmDemoPayment });
}
