import type { BriefScreen, ScreenedBrief } from "../generation/brief-screen";
import * as briefScreenModule from "../generation/brief-screen";

/**
 * The service-level brief screening (../generation/brief-screen.ts: refusal of meaningless
 * briefs, marketplace policy) as the suite calls it. Read through the module namespace: while
 * `screenBrief` is only declared (being implemented in parallel) it is undefined at runtime, and
 * the screen then lets everything through (no refusal, level ok), so the suite runs today and
 * measures the real screen as soon as it lands.
 */
export type ScreenFunction = (brief: ScreenedBrief) => BriefScreen;

export const PASS_THROUGH_SCREEN: BriefScreen = { policy: { level: "ok", warnings: [], skip: {}, hits: [] } };

/** The app's screenBrief when it is a real function, else a screen that lets everything through. */
export function appScreen(
  module: Record<string, unknown> = briefScreenModule as unknown as Record<string, unknown>,
): { screen: ScreenFunction; implemented: boolean } {
  const candidate = module.screenBrief;
  if (typeof candidate === "function") return { screen: candidate as ScreenFunction, implemented: true };
  return { screen: () => PASS_THROUGH_SCREEN, implemented: false };
}

/** The policy verdict the suite judges: flagged means restricted or prohibited with a warning. */
export function isFlagged(screen: BriefScreen): boolean {
  return screen.policy.level !== "ok" && screen.policy.warnings.length > 0;
}
