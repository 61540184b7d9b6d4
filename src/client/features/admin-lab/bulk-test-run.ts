import { ADMIN_BULK_TEST_PLATFORMS } from "../../../domain/admin";
import type { SocialPlatform } from "../../../domain/platforms";
import type { SocialGenerationRequest } from "../../../domain/social";
import { generateSocialTest } from "./generate-social-test";
import { describeFailure } from "./lab-errors";
import type { UploadImage } from "./lab-files";

export type BulkTestStatus = "waiting" | "uploading" | "generating" | "passed" | "failed";

/** One image's row in the results list. */
export interface BulkTestItem {
  key: string;
  file: File;
  status: BulkTestStatus;
  captions: Partial<Record<SocialPlatform, string>>;
  hashtags: string[];
  error: string | null;
  duration: number | null;
}

/** The brand context mini form (spec's admin bulk test social request, less the image fields). */
export interface BulkTestContext {
  businessType: string;
  brand: string;
  targetAudience: string;
  tone: string;
  campaignGoal: string;
  additionalContext: string;
}

export const bulkTestContextDefaults: BulkTestContext = {
  businessType: "E-commerce store",
  brand: "Quality Lab",
  targetAudience: "Home cooks who buy handmade",
  tone: "Professional",
  campaignGoal: "Product launch",
  additionalContext: "",
};

/** Blank fields are left out, so the server's own defaults apply. */
export function bulkTestRequest(
  context: BulkTestContext,
  imagePath: string,
  fileName?: string,
): SocialGenerationRequest {
  const given = Object.fromEntries(
    Object.entries(context)
      .map(([field, value]) => [field, value.trim()] as const)
      .filter(([, value]) => value !== ""),
  );
  // A brief must name its product (issue 30): the test photo's file name names it, as in Bulk Upload.
  const product = productFromFileName(fileName);
  return {
    ...(product ? { product } : {}),
    ...given,
    imagePath,
    selectedPlatforms: [...ADMIN_BULK_TEST_PLATFORMS],
  };
}

/** "terracotta-mug_02.jpg" → "terracotta mug": the words of a photo's file name. */
export function productFromFileName(fileName: string | undefined): string | undefined {
  const words = (fileName ?? "")
    .replace(/\.[a-z0-9]{2,5}$/i, "")
    .split(/[\s_.-]+/)
    .filter((word) => /\p{L}{2}/u.test(word) && !/^(?:img|dsc|photo|image|copy|final)$/i.test(word));
  return words.length ? words.join(" ").slice(0, 200) : undefined;
}

/**
 * The bulk image test: for each image in turn, upload it, then POST /api/social-media/generate for
 * instagram, facebook and twitter. One image's failure is its own; the others still run.
 */
export async function runBulkTest(
  items: readonly BulkTestItem[],
  context: BulkTestContext,
  uploadImage: UploadImage,
  onItem: (item: BulkTestItem) => void,
): Promise<void> {
  for (const item of items) {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    onItem({ ...item, status: "uploading", error: null, captions: {}, hashtags: [], duration: null });
    try {
      const { objectPath } = await uploadImage(item.file);
      onItem({ ...item, status: "generating", error: null, captions: {}, hashtags: [], duration: null });
      const result = await generateSocialTest(bulkTestRequest(context, objectPath, item.file.name));
      const captions = Object.fromEntries(
        ADMIN_BULK_TEST_PLATFORMS.flatMap((platform) => {
          const caption = result.platforms[platform]?.caption;
          return caption ? [[platform, caption]] : [];
        }),
      );
      const missing = ADMIN_BULK_TEST_PLATFORMS.filter((platform) => !captions[platform]);
      onItem({
        ...item,
        status: missing.length === 0 ? "passed" : "failed",
        captions,
        hashtags: result.hashtags,
        error: missing.length === 0 ? null : `No caption for ${missing.join(", ")}`,
        duration: elapsed(),
      });
    } catch (error) {
      onItem({
        ...item,
        status: "failed",
        captions: {},
        hashtags: [],
        error: describeFailure(error),
        duration: elapsed(),
      });
    }
  }
}
