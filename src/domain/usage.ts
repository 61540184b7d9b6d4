import { z } from "zod";
import { subscriptionStatuses } from "./auth";

/** GET /api/usage-status (limits are null for Pro). */
export const usageStatusSchema = z.object({
  socialMediaUsed: z.number().int(),
  socialMediaLimit: z.number().int().nullable(),
  productListingsUsed: z.number().int(),
  productListingsLimit: z.number().int().nullable(),
  hasActiveSubscription: z.boolean(),
  subscriptionStatus: z.enum(subscriptionStatuses),
});
export type UsageStatus = z.infer<typeof usageStatusSchema>;
