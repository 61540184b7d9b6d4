import type { PublicUser } from "../../../domain/auth";
import { hasProAccess } from "../../../domain/plans";

/** The three faces of a plan on /subscription (spec supporting-areas §2, §4). */
export type PlanState = "pro" | "ending" | "free";

/** Pro Active, Ending Soon (canceled, Pro until the end date), or Free (never paid, or ended). */
export function planStateOf(
  user: Pick<PublicUser, "subscriptionStatus" | "subscriptionEndDate">,
  now = new Date(),
): PlanState {
  if (!hasProAccess(user, now)) return "free";
  return user.subscriptionStatus === "canceling" ? "ending" : "pro";
}
