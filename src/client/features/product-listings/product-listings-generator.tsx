import { useQuery } from "@tanstack/react-query";
import { Loader2, PackageSearch, Wand2 } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import type { FactSheet } from "../../../domain/fact-sheet";
import type { ListingGenerationResult } from "../../../domain/listings";
import type { MarketplacePlatform } from "../../../domain/platforms";
import { correctedSheet } from "../../components/generator/fact-sheet-edits";
import { GenerateLimitNotice } from "../../components/generator/generate-limit-notice";
import { HandedFactsCard } from "../../components/generator/handed-facts-card";
import type { ImageSlotProps } from "../../components/generator/image-slot";
import { LazyFactSheetPanel, loadFactSheetPanel } from "../../components/generator/lazy-fact-sheet-panel";
import { ProgressCard } from "../../components/generator/progress-card";
import { UpgradePrompt } from "../../components/generator/upgrade-prompt";
import { BackToHomeLink } from "../../components/layout/back-to-home-link";
import { Button } from "../../components/ui/button";
import { Card, CardContent } from "../../components/ui/card";
import { FormAlert } from "../../components/ui/form-alert";
import { toast } from "../../components/ui/use-toast";
import { errorMessageFrom } from "../../lib/api-client";
import { fieldErrorFrom, fieldErrorsFrom, isProRequired } from "../../lib/generation-errors";
import { sameProduct } from "../../lib/hand-off";
import { useApplyOnce } from "../../lib/use-apply-once";
import { useFactCorrections } from "../../lib/use-fact-corrections";
import { useGenerationInView } from "../../lib/use-generation-in-view";
import { type ConfirmSpend, useGenerationRun } from "../../lib/use-generation-run";
import { useHandOff } from "../../lib/use-handed-off-image";
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
import { openedListingState } from "./listing-values-of-generation";
import { MarketplacePicker } from "./marketplace-picker";
import { PhotosStrip, type UploadPhotoFile } from "./photos-strip";
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
  usedUp = null,
  renderImageUpload,
  uploadPhotoFile,
}: {
  usageCard: ReactNode;
  usageSummary: ReactNode;
  confirmSpend: ConfirmSpend;
  /**
   * The plan has no listing generations left: why, in words. Generate Listings gives way to the
   * upgrade (with this message) before the seller tries, rather than after a refusal.
   */
  usedUp?: string | null;
  /** Free (generations are counted): each marketplace's free rewrites are shown and used first. */
  meteredPlan: boolean;
  isPro: boolean;
  renderImageUpload: (props: ImageSlotProps) => ReactNode;
  /** Uploads a further listing photo (the page supplies the uploads feature's). */
  uploadPhotoFile: UploadPhotoFile;
}) {
  const [image, setImage] = useState<ListingImage | null>(null);
  // From the social page: the photo, "What are you selling?" and the corrected fact sheet.
  const { handOff, consume: consumeHandOff } = useHandOff((handed) =>
    setImage((current) => current ?? { kind: "upload", ...handed }),
  );
  const [handedFacts, setHandedFacts] = useState<FactSheet | null>(handOff?.facts ?? null);
  // "What are you selling?" of the run on screen: "Make social posts from this photo" carries it.
  const sentProduct = useRef<string | undefined>(undefined);
  const shownProduct = useRef<string | undefined>(undefined);
  const [platforms, setPlatforms] = useState<MarketplacePlatform[]>([]);
  const [context, setContext] = useState<ProductContextValues>(() => ({
    ...emptyProductContext,
    product: handOff?.product ?? emptyProductContext.product,
  }));
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
  // The writer could list on none of the chosen marketplaces: said beside the picker until it changes.
  const [platformsRefusal, setPlatformsRefusal] = useState<{ title: string; reasons: string[] } | null>(null);
  const { run, regenerate, showLimit, stepIndex, limit, isGenerating, lastRequest } = useGenerationRun({
    mutation: generation,
    stepCount: LISTING_PROGRESS_STEPS.length,
    finishMs: FINISH_MS,
    resultsColumn,
    onResult: (generated: ListingGenerationResult) => {
      setResult(generated);
      understood.remember(generated);
      shownProduct.current = sentProduct.current;
      // Generated from: the hand-off has served (a reload now starts afresh).
      setHandedFacts(null);
      consumeHandOff();
      const count = generated.selectedPlatforms.length;
      toast({
        title: "Listings generated!",
        description: `Your listings for ${count} ${count === 1 ? "marketplace are" : "marketplaces are"} ready.`,
      });
      requestAnimationFrame(() => document.getElementById("listing-results-heading")?.focus());
    },
    limitFallback: LIMIT_FALLBACK,
    failureFallback: FAILURE_FALLBACK,
  });
  // "What we understood": a corrected sheet writes the last request again (a new generation); on
  // listings opened from History, the brief the form holds.
  const understood = useFactCorrections({
    lastRequest,
    openedRequest: () => formRequest(),
    run,
    confirmSpend,
    showLimit,
  });
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
  const handOffCarry = (shown: ListingGenerationResult) => () => {
    const facts = understood.factsOf(shown.id);
    return {
      product: shownProduct.current,
      facts: facts ? correctedSheet(shown.id, facts) : undefined,
      from: "listings" as const,
    };
  };

  const newest = useNewestListingGeneration();
  // "Use now" on /brands (`?brandProfile=<id>`): that profile for this run, ahead of the rest.
  const requestedProfile = useRequestedProfileId();
  const configLoading = useQuery(siteConfigQueryOptions).isPending;
  useApplyOnce(
    !profiles.isPending && !newest.isPending && !configLoading,
    // A handed-over product is this visit's own: the remembered settings still fill in the rest.
    isUntouchedContext({ ...context, product: emptyProductContext.product }) && platforms.length === 0,
    () => {
      const remembered = newest.data ?? null;
      const start = remembered
        ? startingListingContext(remembered, offeredLanguage(remembered.language, config))
        : emptyProductContext;
      const profile = startingProfile(profiles.data?.profiles ?? [], {
        requested: requestedProfile,
        remembered: remembered?.brandProfileId,
      });
      const next = profile
        ? withProfile(start, profile, offeredLanguage(profile.language ?? start.language, config))
        : start;
      setContext((current) => ({ ...next, product: current.product }));
      if (remembered) setPlatforms(chosenMarketplaces(remembered));
    },
  );
  // Listings opened from History (`?generation=<id>`): photo, form and marketplaces as they were
  // written, the listings shown to edit and rewrite; Regenerate writes that brief again.
  useGenerationInView({
    kind: "listings",
    shownId: result?.id ?? null,
    ready: !configLoading,
    onOpen: (opened) => {
      const state = openedListingState(opened, offeredLanguage(opened.language, config));
      if (state.image) setImage(state.image);
      setContext(state.context);
      setPlatforms(state.platforms);
      setResult(opened);
      // "What we understood" as the listings were written from (as the seller last corrected it).
      understood.remember(opened);
      shownProduct.current = opened.product ?? undefined;
    },
  });
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
    const reasons = fieldErrorsFrom(error, "selectedPlatforms");
    if (reasons.length > 0) {
      setPlatformsRefusal({ title: errorMessageFrom(error, FAILURE_FALLBACK), reasons });
    }
  }, [generation.error, isGenerating]);

  // At the limit, Generate's place says so (the run's own 402 message, else the page's); an action
  // on the results that met it shows the upgrade prompt above them as well.
  const formLimit = limit?.message ?? usedUp;
  const resultsLimit = limit?.origin === "results" ? limit : null;

  const chosenProfile = () =>
    profiles.data?.profiles.find((candidate) => candidate.id === context.brandProfileId);
  /** The request the form holds now, when it can be sent. */
  const formRequest = () =>
    image && platforms.length > 0 ? toListingRequest(context, image, platforms, chosenProfile()) : null;

  const submit = () => {
    if (usedUp) {
      showLimit(usedUp, "form");
      return;
    }
    if (!image || platforms.length === 0 || isGenerating) return;
    setProductError(null);
    setPlatformsRefusal(null);
    void loadFactSheetPanel();
    const request = toListingRequest(context, image, platforms, chosenProfile());
    sentProduct.current = request.product;
    // The handed-over facts go with the run while the product is still the one they describe.
    const facts = handedFacts && sameProduct(request.product, handOff?.product) ? handedFacts : null;
    run(facts ? { ...request, facts } : request);
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
      proceed: lastRequest ? regenerate : submit,
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
            morePhotos={
              <PhotosStrip
                image={image}
                photos={context.photos}
                onImageChange={setImage}
                onPhotosChange={(photos) => setContext((current) => ({ ...current, photos }))}
                uploadPhoto={uploadPhotoFile}
                disabled={isGenerating}
              />
            }
          />
          <div className="grid gap-3">
            <MarketplacePicker
              selected={platforms}
              onChange={(next) => {
                setPlatforms(next);
                setPlatformsRefusal(null);
              }}
              disabled={isGenerating}
            />
            {platformsRefusal ? (
              <FormAlert
                id="listing-platforms-refusal"
                title={platformsRefusal.title}
                message={platformsRefusal.reasons.join(" ")}
              />
            ) : null}
          </div>
          {handedFacts ? (
            <HandedFactsCard
              facts={handedFacts}
              product={handOff?.product}
              from={handOff?.from}
              onDrop={() => setHandedFacts(null)}
              disabled={isGenerating}
            />
          ) : null}
          <ProductContextForm
            values={context}
            onChange={setContext}
            disabled={isGenerating}
            productError={productError}
            onProductErrorDismiss={() => setProductError(null)}
          />
          {/* A bar stuck to the bottom of a phone's screen while the form is in view; at lg it sits in place. */}
          <div
            data-toast-avoid=""
            className="sticky bottom-0 z-10 -mx-4 grid gap-2 border-slate-200 border-t bg-white px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-6px_12px_-8px_rgba(15,23,42,0.25)] sm:-mx-6 sm:px-6 lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
          >
            {formLimit ? (
              <GenerateLimitNotice
                id="listing-limit-notice"
                message={formLimit}
                reveal={limit?.origin === "form" ? limit.seq : 0}
              />
            ) : (
              <>
                <Button
                  size="lg"
                  onClick={submit}
                  disabled={!canSubmit}
                  aria-describedby="listing-submit-hint"
                >
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
              </>
            )}
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
          {!isGenerating && resultsLimit ? (
            <UpgradePrompt message={resultsLimit.message} reveal={resultsLimit.seq} />
          ) : null}
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
              handOffCarry={handOffCarry(result)}
            />
          ) : null}
          {!isGenerating && !result && !resultsLimit ? (
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
