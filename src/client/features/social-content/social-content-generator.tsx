import { ArrowLeft } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import type { SocialGenerationResult } from "../../../domain/social";
import type { ImageSlotProps } from "../../components/generator/image-slot";
import { ProgressCard } from "../../components/generator/progress-card";
import { UpgradePrompt } from "../../components/generator/upgrade-prompt";
import { toast } from "../../components/ui/use-toast";
import { useGenerationRun } from "../../lib/use-generation-run";
import type { ProgressStep } from "../../lib/use-stepped-progress";
import { SocialHowItWorks } from "./social-how-it-works";
import { SocialResults } from "./social-results";
import { SocialSettingsForm } from "./social-settings-form";
import { useGenerateSocialContent } from "./use-generate-social-content";

/** The spec's progress steps, in order (core-product §2). */
export const SOCIAL_PROGRESS_STEPS: readonly ProgressStep[] = [
  { label: "Analyzing image...", value: 25 },
  { label: "Generating content...", value: 50 },
  { label: "Creating social posts...", value: 75 },
  { label: "Finalizing content...", value: 100 },
];
/** How long 'Finalizing content...' (100%) stays up once the reply is in. */
const FINISH_MS = 600;

/**
 * /social-content and /create: settings on the left, results in the middle (how it works, then
 * progress, then the content), `aside` (the usage card) on the right. The page supplies the
 * image upload control and the aside, so this feature imports no other feature.
 */
export function SocialContentGenerator({
  aside,
  renderImageUpload,
}: {
  aside: ReactNode;
  renderImageUpload: (props: ImageSlotProps) => ReactNode;
}) {
  const [image, setImage] = useState<ImageSlotProps["value"]>(null);
  const [result, setResult] = useState<SocialGenerationResult | null>(null);
  const resultsColumn = useRef<HTMLDivElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const revealed = useRef(false);
  const generation = useGenerateSocialContent();
  const { run, regenerate, stepIndex, limitMessage, isGenerating } = useGenerationRun({
    mutation: generation,
    stepCount: SOCIAL_PROGRESS_STEPS.length,
    finishMs: FINISH_MS,
    resultsColumn,
    onResult: (generated: SocialGenerationResult) => {
      revealed.current = true;
      setResult(generated);
      toast({
        title: "Success!",
        description: "Your social media content has been generated successfully.",
      });
    },
    limitFallback: "You've used the free social media generations on your plan.",
    failureFallback: "Failed to generate content",
  });

  // After a new result shows, move focus (and the view, on a phone) to its heading.
  useEffect(() => {
    if (result && revealed.current) {
      revealed.current = false;
      resultsHeading.current?.focus();
    }
  }, [result]);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <Link
        href="/"
        className="inline-flex items-center gap-1.5 rounded-md font-medium text-indigo-700 text-sm hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to Home
      </Link>
      <h1 className="mt-3 font-bold text-2xl tracking-tight sm:text-3xl">Social Media Content</h1>
      <p className="mt-1 text-slate-600">
        One product photo, ready-to-post captions for Instagram, Facebook, X, LinkedIn, Pinterest and TikTok.
      </p>

      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)] xl:grid-cols-[20rem_minmax(0,1fr)_15rem]">
        <div className="grid gap-6 lg:row-span-2 xl:row-span-1">
          <SocialSettingsForm
            imagePath={image?.objectPath ?? null}
            imageUpload={renderImageUpload({ value: image, onUploaded: setImage, disabled: isGenerating })}
            isGenerating={isGenerating}
            onGenerate={run}
            serverError={generation.error}
          />
        </div>

        <div
          ref={resultsColumn}
          className="grid min-w-0 scroll-mt-4 gap-6 lg:col-start-2 lg:row-start-2 xl:row-start-1"
          aria-busy={isGenerating}
        >
          {isGenerating ? (
            <ProgressCard
              title="Creating your content"
              description="This usually takes a few seconds."
              steps={SOCIAL_PROGRESS_STEPS}
              index={stepIndex}
            />
          ) : null}
          {!isGenerating && limitMessage ? <UpgradePrompt message={limitMessage} /> : null}
          {!isGenerating && result ? (
            <SocialResults
              key={result.id}
              result={result}
              onRegenerate={regenerate}
              regenerating={isGenerating}
              headingRef={resultsHeading}
            />
          ) : null}
          {!isGenerating && !result && !limitMessage ? <SocialHowItWorks /> : null}
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
