import type { BriefScreen, ScreenedBrief } from "../generation/brief-screen";

/** The service-level brief screen (../generation/brief-screen.ts) as the suite calls it; tests pass stand-ins. */
export type ScreenFunction = (brief: ScreenedBrief) => BriefScreen;

/** A stand-in screen that lets everything through (no refusal, level ok). */
export const PASS_THROUGH_SCREEN: BriefScreen = { policy: { level: "ok", warnings: [], skip: {}, hits: [] } };

/** The policy verdict the suite judges: flagged means restricted or prohibited with a warning. */
export function isFlagged(screen: BriefScreen): boolean {
  return screen.policy.level !== "ok" && screen.policy.warnings.length > 0;
}
