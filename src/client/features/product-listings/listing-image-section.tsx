import { Crown, Loader2, Lock, Sparkles, X } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { imageUploadLimitsHint } from "../../components/generator/image-slot";
import { Badge } from "../../components/ui/badge";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { subscribeHref } from "../billing/return-path";
import type { ListingImage } from "./listing-form-values";

/**
 * Where the listing's image comes from: an upload, or (Pro) an image generated from a description.
 * Until there is one, the accepted photo types and size are named under the upload control.
 * Free accounts see why the AI option is off and how to get it. On a server without AI images
 * (`aiImages` false) the option is not shown at all: no one could use it, so no upgrade sells it.
 */
export function ListingImageSection({
  image,
  uploadControl,
  onClearAiImage,
  aiImages,
  isPro,
  customPrompt,
  onCustomPromptChange,
  canGenerate,
  generatingImage,
  onGenerateImage,
  disabled,
  morePhotos = null,
}: {
  image: ListingImage | null;
  uploadControl: ReactNode;
  onClearAiImage: () => void;
  aiImages: boolean;
  isPro: boolean;
  customPrompt: string;
  onCustomPromptChange: (value: string) => void;
  canGenerate: boolean;
  generatingImage: boolean;
  onGenerateImage: () => void;
  disabled: boolean;
  /** The listing's further photos and their order (./photos-strip.tsx), once there is a main one. */
  morePhotos?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Product Image</CardTitle>
        <CardDescription>
          {aiImages ? "Add a photo of your product, or let AI create one." : "Add a photo of your product."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {image?.kind === "ai" ? (
          <figure className="grid gap-2">
            <img
              src={image.url}
              alt="AI-generated product"
              className="max-h-64 w-full rounded-md border border-slate-200 bg-slate-50 object-contain"
            />
            <figcaption className="flex items-center justify-between gap-2 text-slate-600 text-xs">
              <span className="flex items-center gap-1">
                <Sparkles className="size-3.5 text-indigo-600" aria-hidden="true" />
                AI-generated image
              </span>
              <Button variant="ghost" className="h-11" onClick={onClearAiImage} disabled={disabled}>
                <X aria-hidden="true" />
                Remove image
              </Button>
            </figcaption>
          </figure>
        ) : null}

        <div className="grid gap-1.5">
          {uploadControl}
          {image ? null : <p className="text-slate-600 text-xs">{imageUploadLimitsHint}.</p>}
        </div>
        {morePhotos}

        {aiImages ? (
          <AiImageOption
            isPro={isPro}
            customPrompt={customPrompt}
            onCustomPromptChange={onCustomPromptChange}
            canGenerate={canGenerate}
            generatingImage={generatingImage}
            onGenerateImage={onGenerateImage}
            disabled={disabled}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The AI alternative to an upload: a description and the Generate button (Pro), or the way to Pro. */
function AiImageOption({
  isPro,
  customPrompt,
  onCustomPromptChange,
  canGenerate,
  generatingImage,
  onGenerateImage,
  disabled,
}: {
  isPro: boolean;
  customPrompt: string;
  onCustomPromptChange: (value: string) => void;
  canGenerate: boolean;
  generatingImage: boolean;
  onGenerateImage: () => void;
  disabled: boolean;
}) {
  return (
    <>
      <div
        className="flex items-center gap-3 text-slate-500 text-xs uppercase tracking-wide"
        aria-hidden="true"
      >
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>

      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="ai-image-prompt">Generate an image with AI</Label>
          <Badge className="border-indigo-200 bg-indigo-50 text-indigo-700">
            <Crown aria-hidden="true" />
            Pro
          </Badge>
        </div>
        <Textarea
          id="ai-image-prompt"
          rows={3}
          maxLength={1000}
          placeholder="e.g. a sage green ceramic mug with a minimalist line drawing of mountains"
          value={customPrompt}
          onChange={(event) => onCustomPromptChange(event.target.value)}
          disabled={!isPro || disabled || generatingImage}
          aria-describedby="ai-image-hint"
        />
        {isPro ? (
          <>
            <Button
              variant="outline"
              onClick={onGenerateImage}
              disabled={!canGenerate || disabled || generatingImage}
            >
              {generatingImage ? (
                <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
              ) : (
                <Sparkles aria-hidden="true" />
              )}
              {generatingImage ? "Generating image..." : "Generate Image with AI"}
            </Button>
            <p id="ai-image-hint" className="text-slate-500 text-xs">
              {generatingImage
                ? "This usually takes 10–15 seconds."
                : canGenerate
                  ? "Uses your description and the product context below."
                  : "Describe the image, say what you are selling, or choose a business type or product type below."}
            </p>
          </>
        ) : (
          <div
            id="ai-image-hint"
            className="flex items-start gap-2 rounded-md bg-slate-50 p-3 text-slate-700 text-sm"
          >
            <Lock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <p>
              AI image generation is a Pro feature. Free accounts can upload their own photo.{" "}
              <Link
                href={subscribeHref("/product-listings")}
                className={buttonClasses({ variant: "link", className: "h-auto p-0" })}
              >
                Upgrade to Pro
              </Link>
            </p>
          </div>
        )}
      </div>
    </>
  );
}
