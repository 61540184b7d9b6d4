import type { QueryClient } from "@tanstack/react-query";
import { MAIN_CONTENT_ID } from "../components/layout/focus-target";
import { SignedInHeader } from "../components/layout/signed-in-header";
import { PRODUCT_NAME } from "../components/layout/site-header";
import { userQueryOptions, useUser } from "../features/auth/use-user";
import { brandProfilesQueryKey } from "../features/brand-profiles/use-brand-profiles";
import { SocialContentGenerator } from "../features/social-content/social-content-generator";
import {
  fetchNewestSocialPost,
  newestSocialPostQueryKey,
} from "../features/social-content/use-newest-social-post";
import { ImageUploadButton } from "../features/uploads/image-upload-button";
import { UsageCard } from "../features/usage/usage-card";
import { UsageSummaryLine } from "../features/usage/usage-summary-line";
import { useSpendConfirmation } from "../features/usage/use-spend-confirmation";
import { usageStatusQueryOptions } from "../features/usage/use-usage-status";
import { siteConfigQueryOptions } from "../lib/use-site-config";

/**
 * What the page's first render reads: the site config, the usage, the brand profiles and the
 * newest post (the form starts from its settings). main.tsx fetches them with the page's code when
 * it renders over the page's preview, so the page renders once, whole, instead of once per reply.
 * Only for a signed-in user (the sign-in check is the one main.tsx started): a stale cookie gets
 * sent on to sign in without three more refusals in the console.
 */
export async function prefetchSocialContentData(client: QueryClient): Promise<void> {
  const user = await client.fetchQuery(userQueryOptions).catch(() => null);
  if (!user) return;
  await Promise.all([
    client.prefetchQuery(siteConfigQueryOptions),
    client.prefetchQuery(usageStatusQueryOptions),
    client.prefetchQuery({ queryKey: brandProfilesQueryKey }),
    client.prefetchQuery({ queryKey: newestSocialPostQueryKey, queryFn: fetchNewestSocialPost }),
  ]);
}

/**
 * /social-content and /create: the generator, composed with the upload dialog, the usage card (and
 * its one-line summary for phones) and the confirm step before a Free regenerate.
 */
export function SocialContentPage() {
  const { user } = useUser();
  const spend = useSpendConfirmation("social");
  return (
    <div className="flex min-h-screen flex-col">
      <title>{`Social Media Content · ${PRODUCT_NAME}`}</title>
      <SignedInHeader />
      <main id={MAIN_CONTENT_ID} className="flex-1">
        <SocialContentGenerator
          aside={<UsageCard kind="social" />}
          usageSummary={<UsageSummaryLine kind="social" />}
          confirmSpend={spend.confirmSpend}
          meteredPlan={spend.metered}
          usedUp={spend.usedUp}
          renderImageUpload={({ value, onUploaded, onRemoved, disabled }) => (
            <ImageUploadButton
              value={value}
              onUploaded={onUploaded}
              onRemoved={onRemoved}
              disabled={disabled}
              uploaderId={user?.id}
            />
          )}
        />
        {spend.dialog}
      </main>
    </div>
  );
}
