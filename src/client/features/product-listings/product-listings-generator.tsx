import { useQuery } from "@tanstack/react-query";
import { Loader2, PackageSearch, Wand2 } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { ListingGenerationResult } from "../../../domain/listings";
import type { MarketplacePlatform } from "../../../domain/platforms";
import type { ImageSlotProps } from "../../components/generator/image-slot";
import { LazyFactSheetPanel, loadFactSheetPanel } from "../../components/generator/lazy-fact-sheet-panel";
import { ProgressCard } from "../../components/generator/progress-card";
import { UpgradePrompt } from "../../components/generator/upgrade-prompt";
import { BackToHomeLink } from "../../components/layout/back-to-home-link";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { toast } from "../../components/ui/use-toast";
import { errorMessageFrom } from "../../lib/api-client";
import { fieldErrorFrom, isProRequired } from "../../lib/generation-errors";
import { useApplyOnce } from "../../lib/use-apply-once";
import { useFactCorrections } from "../../lib/use-fact-corrections";
import { type ConfirmSpend, useGenerationRun } from "../../lib/use-generation-run";
import { useHandedOffImage } from "../../lib/use-handed-off-image";
import { usePlatformRewrite } from "../../lib/use-platform-rewrite";
import { siteConfigQueryOptions, useSiteConfig } from "../../lib/use-site-config";
import type { ProgressStep } from "../../lib/use-stepped-progress";
import { offeredLanguage } from "../brand-profiles/language-options";
import { startingProfile, useRequestedProfileId } from "../brand-profiles/requested-profile";
import { useBrandProfiles } from "../brand-profiles/use-brand-profiles";
import {
  canGenerateImage,
  chosenMarketplaces,
  emptyProductContext,
  isUntouchedContext,
  type ListingImage,
  type ProductContextValues,
  startingListingContext,
  toListingRequest,
  toProductContext,
  withProfile,
} from "./listing-form-values";
import { ListingImageSection } from "./listing-image-section";
import { ListingResults } from "./listing-results";
import { MarketplacePicker } from "./marketplace-picker";
import { ProductContextForm, type ProductFieldError } from "./product-context-form";
import { useGenerateListings } from "./use-generate-listings";
import { useGenerateProductImage } from "./use-generate-product-image";
import { useNewestListingGeneration } from "./use-newest-listing-generation";
import { useRegenerateListingMarketplace } from "./use-regenerate-listing-marketplace";

const LISTING_PROGRESS_STEPS: readonly ProgressStep[] = [
  { label: "Analyzing image...", value: 25 },
  { label: "Writing listings...", value: 50 },
  { label: "Checking each marketplace's rules...", value: 75 },
  { label: "Finalizing listings...", value: 100 },
];
const FINISH_MS = 500;
const LIMIT_FALLBACK = "You've used the free product listing generations on your plan.";
const FAILURE_FALLBACK = "We couldn't write your listings. Please try again.";

/**
 * /product-listings: usage, image (upload or AI), marketplaces and product context on the left;
 * 'Generated Listings' on the right. On a phone the usage card gives way to one line at the top
 * (`usageSummary`; the card moves below the form) and Generate Listings stays in view at the
 * bottom while the form is. The page supplies the usage parts, the upload control, whether the
 * account is Pro and `confirmSpend` (Free is asked before Regenerate spends a generation), so this
 * feature imports no other feature.
 *
 * On arrival, while nothing is picked, the form starts from the seller's newest listings (business
 * type, audience, language and marketplaces, kept on the server so they follow the seller), then a
 * brand profile (the one those listings used, else the default one) fills in what it has: a
 * chosen profile wins over the remembered values. A link may hand over a photo (`?image=`).
 */
export function ProductListingsGenerator({
  usageCard,
  usageSummary,
  confirmSpend,
  meteredPlan,
  isPro,
  renderImageUpload,
}: {
  usageCard: ReactNode;
  usageSummary: ReactNode;
  confirmSpend: ConfirmSpend;
  /** Free (generations are counted): each marketplace's free rewrites are shown and used first. */
  meteredPlan: boolean;
  isPro: boolean;
  renderImageUpload: (props: ImageSlotProps) => ReactNode;
}) {
  const [image, setImage] = useState<ListingImage | null>(null);
  const [platforms, setPlatforms] = useState<MarketplacePlatform[]>([]);
  const [context, setContext] = useState<ProductContextValues>(emptyProductContext);
  const [customPrompt, setCustomPrompt] = useState("");
  const [result, setResult] = useState<ListingGenerationResult | null>(null);
  const aiImage = useGenerateProductImage();
  // Only a server with an image model can make AI images (GET /api/config).
  const config = useSiteConfig();
  const aiImages = config?.imageGeneration === true;
  const resultsColumn = useRef<HTMLDivElement>(null);
  const generation = useGenerateListings();
  const profiles = useBrandProfiles();
  const [productError, setProductError] = useState<ProductFieldError | null>(null);
  const { run, regenerate, showLimit, stepIndex, limitMessage, isGenerating, lastRequest } = useGenerationRun(
    {
      mutation: generation,
      stepCount: LISTING_PROGRESS_STEPS.length,
      finishMs: FINISH_MS,
      resultsColumn,
      onResult: (generated: ListingGenerationResult) => {
        setResult(generated);
        understood.remember(generated);
        const count = generated.selectedPlatforms.length;
        toast({
          title: "Listings generated!",
          description: `Your listings for ${count} ${count === 1 ? "marketplace are" : "marketplaces are"} ready.`,
        });
        requestAnimationFrame(() => document.getElementById("listing-results-heading")?.focus());
      },
      limitFallback: LIMIT_FALLBACK,
      failureFallback: FAILURE_FALLBACK,
    },
  );
  // "What we understood": a corrected sheet writes the last request again (a new generation).
  const understood = useFactCorrections({ lastRequest, run, confirmSpend, showLimit });
  const {
    rewriting,
    rewritePlatform: rewriteMarketplace,
    freeLeft,
  } = usePlatformRewrite({
    result,
    onRewritten: setResult,
    mutation: useRegenerateListingMarketplace(),
    confirmSpend,
    metered: meteredPlan,
    showLimit,
    noun: "listing",
    nounPlural: "listings",
    limitFallback: LIMIT_FALLBACK,
    failureFallback: FAILURE_FALLBACK,
  });
  useHandedOffImage((handed) => setImage((current) => current ?? { kind: "upload", ...handed }));

  const newest = useNewestListingGeneration();
  // "Use now" on /brands (`?brandProfile=<id>`): that profile for this run, ahead of the rest.
  const requestedProfile = useRequestedProfileId();
  const configLoading = useQuery(siteConfigQueryOptions).isPending;
  useApplyOnce(
    !profiles.isPending && !newest.isPending && !configLoading,
    isUntouchedContext(context) && platforms.length === 0,
    () => {
      const remembered = newest.data ?? null;
      const start = remembered
        ? startingListingContext(remembered, offeredLanguage(remembered.language, config))
        : emptyProductContext;
      const profile = startingProfile(profiles.data?.profiles ?? [], {
        requested: requestedProfile,
        remembered: remembered?.brandProfileId,
      });
      setContext(
        profile
          ? withProfile(start, profile, offeredLanguage(profile.language ?? start.language, config))
          : start,
      );
      if (remembered) setPlatforms(chosenMarketplaces(remembered));
    },
  );
  const canSubmit = Boolean(image) && platforms.length > 0 && !isGenerating;

  // A 400 naming the product (the writer could not tell what it is, or the text was refused)
  // shows beside "What are you selling?" too, once the run is over; the toast still tells it.
  const shownError = useRef<unknown>(null);
  useEffect(() => {
    const error = generation.error;
    if (isGenerating || !error || shownError.current === error) return;
    shownError.current = error;
    const message = fieldErrorFrom(error, "product");
    if (message) setProductError({ message });
  }, [generation.error, isGenerating]);

  const submit = () => {
    if (!image || platforms.length === 0 || isGenerating) return;
    setProductError(null);
    const profile = profiles.data?.profiles.find((candidate) => candidate.id === context.brandProfileId);
    void loadFactSheetPanel();
    run(toListingRequest(context, image, platforms, profile));
  };

  const generateImage = () => {
    aiImage.mutate(
      { productContext: toProductContext(context), customPrompt: customPrompt.trim() || undefined },
      {
        onSuccess: (reply) => {
          if ("url" in reply) {
            setImage({ kind: "ai", url: reply.url, objectPath: reply.objectPath });
            toast({ title: "Image generated", description: "Your AI product image is ready to use." });
            return;
          }
          toast({
            variant: "destructive",
            title: "Image Generation Restricted",
            description:
              reply.fallbackMessage || "Try a different description or upload your own image instead",
          });
        },
        onError: (error) => {
          if (isProRequired(error)) {
            toast({
              variant: "destructive",
              title: "Image Generation Restricted",
              description: errorMessageFrom(error, "AI image generation is a Pro feature."),
            });
            return;
          }
          toast({
            variant: "destructive",
            title: "Image Generation Failed",
            description: "Please try a simpler description or upload your own product image instead",
          });
        },
      },
    );
  };

  const askToRegenerate = () =>
    confirmSpend({
      title: "Regenerate your listings?",
      note: "Your current listings stay in History.",
      proceed: regenerate,
      usedUp: showLimit,
    });

  const factsPanel = (shown: ListingGenerationResult) => {
    const facts = understood.factsOf(shown.id);
    return facts ? (
      <LazyFactSheetPanel
        facts={facts}
        draftKey={shown.id}
        onWriteAgain={understood.writeAgain}
        busy={isGenerating || rewriting !== null}
      />
    ) : null;
  };

  const hints: string[] = [];
  if (!image)
    hints.push(
      aiImages ? "Upload an image or generate one with AI to continue" : "Upload an image to continue",
    );
  if (platforms.length === 0) hints.push("Select at least one platform to generate listings");

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <BackToHomeLink className="min-h-8" />
      <h1 className="mt-2 font-bold text-2xl tracking-tight sm:text-3xl">Product Listings</h1>
      <p className="mt-1 text-slate-600">
        Titles, descriptions, tags, prices and categories for Etsy, Redbubble, Amazon, Shopify, eBay and
        Mercari.
      </p>
      <div className="mt-4 lg:hidden">{usageSummary}</div>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-2">
        <div className="grid min-w-0 gap-6">
          {/* On a phone the one-line summary above stands in; the card follows the form. */}
          <div className="order-last lg:order-none">{usageCard}</div>
          <ListingImageSection
            image={image}
            uploadControl={renderImageUpload({
              value: image?.kind === "upload" ? image : null,
              onUploaded: (uploaded) => setImage({ kind: "upload", ...uploaded }),
              onRemoved: () => setImage(null),
              disabled: isGenerating,
            })}
            onClearAiImage={() => setImage(null)}
            aiImages={aiImages}
            isPro={isPro}
            customPrompt={customPrompt}
            onCustomPromptChange={setCustomPrompt}
            canGenerate={canGenerateImage(context, customPrompt)}
            generatingImage={aiImage.isPending}
            onGenerateImage={generateImage}
            disabled={isGenerating}
          />
          <MarketplacePicker selected={platforms} onChange={setPlatforms} disabled={isGenerating} />
          <ProductContextForm
            values={context}
            onChange={setContext}
            disabled={isGenerating}
            productError={productError}
            onProductErrorDismiss={() => setProductError(null)}
          />
          {/* A bar stuck to the bottom of a phone's screen while the form is in view; at lg it sits in place. */}
          <div className="sticky bottom-0 z-10 -mx-4 grid gap-2 border-slate-200 border-t bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-6px_12px_-8px_rgba(15,23,42,0.25)] sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none">
            <Button size="lg" onClick={submit} disabled={!canSubmit} aria-describedby="listing-submit-hint">
              {isGenerating ? (
                <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
              ) : (
                <Wand2 aria-hidden="true" />
              )}
              {isGenerating ? "Generating Listings..." : "Generate Listings"}
            </Button>
            <div id="listing-submit-hint" className="text-center text-sm">
              {hints.length > 0 ? (
                hints.map((hint) => (
                  <p key={hint} className="text-slate-600">
                    {hint}
                  </p>
                ))
              ) : (
                <p className="font-medium text-emerald-700">
                  Ready to generate listings for {platforms.length}{" "}
                  {platforms.length === 1 ? "platform" : "platforms"}
                </p>
              )}
            </div>
          </div>
        </div>

        <div
          ref={resultsColumn}
          className="grid min-w-0 scroll-mt-4 gap-6"
          aria-busy={isGenerating || rewriting !== null}
        >
          {isGenerating ? (
            <ProgressCard
              title="Writing your listings"
              description="Each marketplace gets its own title, tags and price."
              steps={LISTING_PROGRESS_STEPS}
              index={stepIndex}
            />
          ) : null}
          {!isGenerating && limitMessage ? <UpgradePrompt message={limitMessage} /> : null}
          {!isGenerating && result ? (
            <ListingResults
              key={result.id}
              result={result}
              onRegenerate={askToRegenerate}
              regenerating={isGenerating || rewriting !== null}
              onRegenerateMarketplace={rewriteMarketplace}
              freeRewritesLeft={freeLeft}
              regeneratingMarketplace={rewriting}
              factsPanel={factsPanel(result)}
            />
          ) : null}
          {!isGenerating && !result && !limitMessage ? (
            <section aria-labelledby="listing-empty-heading">
              <h2 id="listing-empty-heading" className="font-semibold text-xl tracking-tight">
                Generated Listings
              </h2>
              <Card className="mt-4 border-dashed bg-white/60">
                <CardContent className="flex flex-col items-center gap-3 p-10 text-center">
                  <span className="grid size-12 place-items-center rounded-full bg-indigo-100 text-indigo-700">
                    <PackageSearch className="size-6" aria-hidden="true" />
                  </span>
                  <p className="font-medium text-slate-900">Your listings will appear here</p>
                  <p className="max-w-sm text-slate-600 text-sm">
                    Add a product image, pick your marketplaces and press Generate Listings. Every field can
                    be edited, copied and exported as CSV.
                  </p>
                </CardContent>
              </Card>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}
