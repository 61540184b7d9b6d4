import { lazy, type ReactNode, Suspense, useCallback, useRef, useState } from "react";
import type { FactSheet } from "../../../domain/fact-sheet";
import type { SocialGenerationRequest, SocialGenerationResult } from "../../../domain/social";
import { correctedSheet } from "../../components/generator/fact-sheet-edits";
import { GenerateLimitNotice } from "../../components/generator/generate-limit-notice";
import { HandedFactsCard } from "../../components/generator/handed-facts-card";
import type { ImageSlotProps } from "../../components/generator/image-slot";
import { LazyFactSheetPanel, loadFactSheetPanel } from "../../components/generator/lazy-fact-sheet-panel";
import { ProgressCard } from "../../components/generator/progress-card";
import { UpgradePrompt } from "../../components/generator/upgrade-prompt";
import { toast } from "../../components/ui/use-toast";
import { sameProduct } from "../../lib/hand-off";
import { useFactCorrections } from "../../lib/use-fact-corrections";
import { useGenerationInView } from "../../lib/use-generation-in-view";
import { type ConfirmSpend, useGenerationRun } from "../../lib/use-generation-run";
import { useHandOff } from "../../lib/use-handed-off-image";
import { usePlatformRewrite } from "../../lib/use-platform-rewrite";
import { useSiteConfig } from "../../lib/use-site-config";
import type { ProgressStep } from "../../lib/use-stepped-progress";
import { offeredLanguage } from "../brand-profiles/language-options";
import { SocialContentIntro } from "./social-content-intro";
import type { SocialFormValues } from "./social-form-values";
import { SocialHowItWorks } from "./social-how-it-works";
import { SocialSettingsForm } from "./social-settings-form";
import { socialRequestOfPost, socialValuesOfPost } from "./social-values-of-post";
import { useGenerateSocialContent } from "./use-generate-social-content";
import { useRegenerateSocialPlatform } from "./use-regenerate-social-platform";

/** The spec's progress steps, in order (core-product §2). */
export const SOCIAL_PROGRESS_STEPS: readonly ProgressStep[] = [
  { label: "Analyzing image...", value: 25 },
  { label: "Generating content...", value: 50 },
  { label: "Creating social posts...", value: 75 },
  { label: "Finalizing content...", value: 100 },
];
/**
 * The results, with the X character counter (twitter-text, 80 KB), load when a run starts rather
 * than with the page: the form is what a seller meets first, and a run's progress steps last longer
 * than the download.
 */
const loadSocialResults = () => import("./social-results");
const SocialResults = lazy(() => loadSocialResults().then((module) => ({ default: module.SocialResults })));

/** How long 'Finalizing content...' (100%) stays up once the reply is in. */
const FINISH_MS = 600;
const LIMIT_FALLBACK = "You've used the free social media generations on your plan.";
/** The spec's failure toast text when the server sends no message (core-product §8). */
const FAILURE_FALLBACK = "Failed to generate content";

/**
 * /social-content and /create: settings on the left, results in the middle (how it works, then
 * progress, then the content), `aside` (the usage card) on the right; on a phone `usageSummary`
 * (one line) comes first instead. The page supplies the image upload control, the usage parts and
 * `confirmSpend` (Free is asked before Regenerate spends a generation), so this feature imports no
 * other feature. A link may hand over a photo (`?image=`), which fills the image slot.
 */
export function SocialContentGenerator({
  aside,
  usageSummary,
  confirmSpend,
  meteredPlan,
  usedUp = null,
  renderImageUpload,
}: {
  aside: ReactNode;
  usageSummary: ReactNode;
  confirmSpend: ConfirmSpend;
  /**
   * The plan has no social generations left: why, in words. Generate gives way to the upgrade
   * (with this message) before the seller tries, rather than after a refusal.
   */
  usedUp?: string | null;
  /** Free (generations are counted): each platform's free rewrites are shown and used first. */
  meteredPlan: boolean;
  renderImageUpload: (props: ImageSlotProps) => ReactNode;
}) {
  const [image, setImage] = useState<ImageSlotProps["value"]>(null);
  const [result, setResult] = useState<SocialGenerationResult | null>(null);
  // The Product URL of the run on screen: the results share that page on the networks that take links.
  const [productUrl, setProductUrl] = useState<string | null>(null);
  // A post opened from History (`?generation=<id>`): the form starts from its brief, and
  // Regenerate writes that brief again.
  const [opened, setOpened] = useState<{
    id: string;
    values: SocialFormValues;
    request: SocialGenerationRequest | null;
  } | null>(null);
  const config = useSiteConfig();
  useGenerationInView({
    kind: "social",
    shownId: result?.id ?? null,
    ready: config !== null,
    onOpen: (post) => {
      const language = offeredLanguage(post.language, config);
      setImage(post.imagePath ? { objectPath: post.imagePath, previewUrl: post.imagePath } : null);
      setResult(post);
      // "What we understood" as the post was written from (as the seller last corrected it).
      understood.remember(post);
      setProductUrl(post.productUrl);
      shownProduct.current = post.product ?? undefined;
      setOpened({
        id: post.id,
        values: socialValuesOfPost(post, language),
        request: socialRequestOfPost(post, language),
      });
    },
  });
  const sentProductUrl = useRef<string | null>(null);
  // "What are you selling?" of the run on screen: "Make listings from this photo" carries it.
  const sentProduct = useRef<string | undefined>(undefined);
  const shownProduct = useRef<string | undefined>(undefined);
  const resultsColumn = useRef<HTMLDivElement>(null);
  const revealed = useRef(false);
  const generation = useGenerateSocialContent();
  const { run, regenerate, showLimit, stepIndex, limit, isGenerating, lastRequest } = useGenerationRun({
    mutation: generation,
    stepCount: SOCIAL_PROGRESS_STEPS.length,
    finishMs: FINISH_MS,
    resultsColumn,
    onResult: (generated: SocialGenerationResult) => {
      revealed.current = true;
      setResult(generated);
      understood.remember(generated);
      setProductUrl(sentProductUrl.current);
      shownProduct.current = sentProduct.current;
      // Generated from: the hand-off has served (a reload now starts afresh).
      setHandedFacts(null);
      consumeHandOff();
      toast({
        title: "Success!",
        description: "Your social media content has been generated successfully.",
      });
    },
    limitFallback: LIMIT_FALLBACK,
    failureFallback: FAILURE_FALLBACK,
  });
  // "What we understood": a corrected sheet writes the last request again (a new generation); on a
  // post opened from History, that is the post's own brief.
  const understood = useFactCorrections({
    lastRequest,
    openedRequest: () => opened?.request ?? null,
    run,
    confirmSpend,
    showLimit,
  });
  const { rewriting, rewritePlatform, freeLeft } = usePlatformRewrite({
    result,
    onRewritten: setResult,
    mutation: useRegenerateSocialPlatform(),
    confirmSpend,
    metered: meteredPlan,
    showLimit,
    noun: "post",
    nounPlural: "posts",
    limitFallback: LIMIT_FALLBACK,
    failureFallback: FAILURE_FALLBACK,
  });
  // From the listings page: the photo, "What are you selling?" and the corrected fact sheet.
  const { handOff, consume: consumeHandOff } = useHandOff((handed) =>
    setImage((current) => current ?? handed),
  );
  const [handedFacts, setHandedFacts] = useState<FactSheet | null>(handOff?.facts ?? null);
  const handOffCarry = (shown: SocialGenerationResult) => () => {
    const facts = understood.factsOf(shown.id);
    return {
      product: shownProduct.current,
      facts: facts ? correctedSheet(shown.id, facts) : undefined,
      from: "social" as const,
    };
  };

  // A new result's heading takes focus (and the view, on a phone) as it mounts: the results load
  // lazily, so they may appear a moment after `result` is set.
  const focusNewResults = useCallback((heading: HTMLHeadingElement | null) => {
    if (heading && revealed.current) {
      revealed.current = false;
      heading.focus();
    }
  }, []);

  const factsPanel = (shown: SocialGenerationResult) => {
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

  // At the limit, Generate's place says so (the run's own 402 message, else the page's); an action
  // on the results that met it shows the upgrade prompt above them as well.
  const formLimit = limit?.message ?? usedUp;
  const resultsLimit = limit?.origin === "results" ? limit : null;

  const askToRegenerate = () =>
    confirmSpend({
      title: "Regenerate your content?",
      note: "Your current version stays in History.",
      proceed: () => {
        if (lastRequest) regenerate();
        else if (opened?.request) run({ ...opened.request, variant: 1 }, "results");
      },
      usedUp: showLimit,
    });

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <SocialContentIntro />
      <div className="mt-4 lg:hidden">{usageSummary}</div>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] xl:grid-cols-[20rem_minmax(0,1fr)_15rem]">
        <div className="grid gap-6 lg:row-span-2 xl:row-span-1">
          {handedFacts ? (
            <HandedFactsCard
              facts={handedFacts}
              product={handOff?.product}
              from={handOff?.from}
              onDrop={() => setHandedFacts(null)}
              disabled={isGenerating}
            />
          ) : null}
          <SocialSettingsForm
            key={opened?.id}
            startFrom={opened?.values}
            initialProduct={handOff?.product}
            imagePath={image?.objectPath ?? null}
            imageUpload={renderImageUpload({
              value: image,
              onUploaded: setImage,
              onRemoved: () => setImage(null),
              disabled: isGenerating,
            })}
            isGenerating={isGenerating}
            limitNotice={
              formLimit ? (
                <GenerateLimitNotice
                  id="social-limit-notice"
                  message={formLimit}
                  reveal={limit?.origin === "form" ? limit.seq : 0}
                />
              ) : null
            }
            onGenerate={(request) => {
              if (usedUp) {
                showLimit(usedUp, "form");
                return;
              }
              sentProductUrl.current = request.productUrl || null;
              sentProduct.current = request.product || undefined;
              void loadSocialResults();
              void loadFactSheetPanel();
              // The handed-over facts go with the run while the product is still the one they describe.
              const facts =
                handedFacts && sameProduct(request.product, handOff?.product) ? handedFacts : null;
              run(facts ? { ...request, facts } : request);
            }}
            serverError={generation.error}
          />
        </div>

        <div
          ref={resultsColumn}
          className="grid min-w-0 scroll-mt-4 gap-6 lg:col-start-2 lg:row-start-2 xl:row-start-1"
          aria-busy={isGenerating || rewriting !== null}
        >
          {isGenerating ? (
            <ProgressCard
              title="Creating your content"
              description="This usually takes a few seconds."
              steps={SOCIAL_PROGRESS_STEPS}
              index={stepIndex}
            />
          ) : null}
          {!isGenerating && resultsLimit ? (
            <UpgradePrompt message={resultsLimit.message} reveal={resultsLimit.seq} />
          ) : null}
          {!isGenerating && result ? (
            <Suspense fallback={null}>
              <SocialResults
                key={result.id}
                result={result}
                productUrl={productUrl}
                onRegenerate={askToRegenerate}
                regenerating={isGenerating || rewriting !== null}
                onRegeneratePlatform={rewritePlatform}
                freeRewritesLeft={freeLeft}
                regeneratingPlatform={rewriting}
                headingRef={focusNewResults}
                factsPanel={factsPanel(result)}
                handOffCarry={handOffCarry(result)}
              />
            </Suspense>
          ) : null}
          {!isGenerating && !result && !resultsLimit ? <SocialHowItWorks /> : null}
        </div>

        <aside
          aria-label="Your plan"
          className="grid gap-6 lg:col-start-2 lg:row-start-1 xl:sticky xl:top-6 xl:col-start-3"
        >
          {aside}
        </aside>
      </div>
    </div>
  );
}
