import type { BillingMode } from "../../../domain/site-config";

/**
 * What the public pages say when this site takes no real payments or has no AI images yet. One
 * wording everywhere (landing, pricing, manual), in a seller's words: what they can and can't do,
 * never how the site is set up. No imports beyond a type, so the landing's bundle stays small.
 */

/** A line beside the plans, or null when checkout is real. */
export function checkoutNote(billing: BillingMode | undefined): string | null {
  if (billing === "demo") return "Checkout here is a demo: no real payment is taken.";
  if (billing === "off") return "Pro can't be bought here yet. Everything in the Free plan works today.";
  return null;
}

/** The mark beside a plan feature this site does not offer yet. */
export const COMING_SOON_LABEL = "Coming soon";

/**
 * Whether this site makes AI product images now (GET /api/config `imageGeneration`). Unknown
 * (the config still loading, or a page prerendered at build time, which cannot know) counts as
 * no: a page that cannot know must not promise it.
 */
export function offersAiImages(imageGeneration: boolean | undefined): boolean {
  return imageGeneration === true;
}

/** The plans' footnote when AI product images are not offered yet. */
export const AI_IMAGES_COMING_SOON = "AI product images are coming soon.";

/**
 * "AI product images" where a sentence lists what Pro adds: marked as coming when this site has no
 * image model (GET /api/config `imageGeneration`), or before the config has loaded, so no page
 * promises what this site cannot do yet.
 */
export function aiImagesPhrase(imageGeneration: boolean | undefined): string {
  return offersAiImages(imageGeneration) ? "AI product images" : "AI product images (coming soon)";
}
