import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { Loader2, Wand2 } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import type { BrandProfile } from "../../../domain/brand-profiles";
import { socialOptions } from "../../../domain/options";
import { platformLabels, socialPlatforms } from "../../../domain/platforms";
import { PRODUCT_MAX, type SocialGenerationRequest } from "../../../domain/social";
import { imageUploadLimitsHint } from "../../components/generator/image-slot";
import { OptionSelectField } from "../../components/generator/option-select-field";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { FieldLabel } from "../../components/ui/field-label";
import { FormField } from "../../components/ui/form-field";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/use-toast";
import { fieldErrorFrom } from "../../lib/generation-errors";
import { useApplyOnce } from "../../lib/use-apply-once";
import { siteConfigQueryOptions, useSiteConfig } from "../../lib/use-site-config";
import { BrandProfilePicker } from "../brand-profiles/brand-profile-picker";
import { offeredLanguage } from "../brand-profiles/language-options";
import { LanguagePicker } from "../brand-profiles/language-picker";
import { optionPrefill } from "../brand-profiles/profile-prefill";
import { startingProfile, useRequestedProfileId } from "../brand-profiles/requested-profile";
import { useBrandProfiles } from "../brand-profiles/use-brand-profiles";
import {
  type SocialFormValues,
  socialFormDefaults,
  socialFormSchema,
  startingSocialValues,
  toSocialRequest,
} from "./social-form-values";
import { useNewestSocialPost } from "./use-newest-social-post";

type OptionField = "businessType" | "targetAudience" | "tone" | "campaignGoal";
/** Every select but Tone (it always has one) may be left blank: marked "(optional)" like the rest. */
const selects: Array<{
  name: OptionField;
  label: string;
  placeholder: string;
  customLabel: string;
  optional: boolean;
}> = [
  {
    name: "businessType",
    label: "Business Type",
    placeholder: "Select your business type",
    customLabel: "Describe your business type",
    optional: true,
  },
  {
    name: "targetAudience",
    label: "Target Audience",
    placeholder: "Select your target audience",
    customLabel: "Describe your target audience",
    optional: true,
  },
  {
    name: "tone",
    label: "Tone",
    placeholder: "Select a tone",
    customLabel: "Describe the tone you want",
    optional: false,
  },
  {
    name: "campaignGoal",
    label: "Campaign Goal",
    placeholder: "Select your campaign goal",
    customLabel: "Describe your campaign goal",
    optional: true,
  },
];

/**
 * The settings column: what is being sold, image, brand context, hashtags and platforms. Submit is
 * held back while generating and until an image is uploaded ('Image required' if asked anyway).
 * A failed run's 400 that names `product` (`serverError`) shows beside that field, focused.
 *
 * On arrival, while the form is untouched, it starts from the brand settings of the seller's
 * newest post (kept on the server, so they follow the seller to any device); then a brand profile
 * (the one a "Use now" link names, else the one that post used, else the default one) fills in
 * the fields it has, so a chosen profile wins over the remembered values. Every field stays editable; the request carries the profile's
 * id and voice. On a phone the Generate button stays in view at the bottom while the form is.
 */
export function SocialSettingsForm({
  imagePath,
  imageUpload,
  isGenerating,
  onGenerate,
  serverError = null,
  limitNotice = null,
  initialProduct,
  startFrom,
}: {
  imagePath: string | null;
  imageUpload: ReactNode;
  isGenerating: boolean;
  /** At the plan's limit: shown in the Generate button's place (why, and the upgrade). */
  limitNotice?: ReactNode;
  /** "What are you selling?" handed over from the listings page: the field starts with it. */
  initialProduct?: string;
  /** A post opened from History: the form starts as that post was written (nothing else fills it in). */
  startFrom?: SocialFormValues;
  onGenerate: (request: SocialGenerationRequest) => void;
  /** The last generation's error, if it failed. */
  serverError?: unknown;
}) {
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    reset,
    getValues,
    formState: { errors, isDirty },
  } = useForm<SocialFormValues>({
    resolver: zodResolver(socialFormSchema),
    defaultValues: startFrom ?? { ...socialFormDefaults, product: initialProduct ?? "" },
  });
  const config = useSiteConfig();
  const profiles = useBrandProfiles();

  /** Fills in what the profile has (the rest stays as typed); None keeps the fields as they are. */
  const applyProfile = (profile: BrandProfile | null) => {
    setValue("brandProfileId", profile?.id ?? "", { shouldDirty: true });
    if (!profile) return;
    for (const name of ["businessType", "targetAudience", "tone", "campaignGoal"] as const) {
      const prefill = optionPrefill(profile[name], socialOptions[name]);
      if (!prefill) continue;
      setValue(name, prefill.value, { shouldValidate: Boolean(errors[name]) });
      setValue(`${name}Custom`, prefill.custom);
    }
    if (profile.brand) setValue("brand", profile.brand);
    if (profile.productUrl) setValue("productUrl", profile.productUrl);
    // Hashtags the seller saved in a profile are chosen, so they are sent.
    if (profile.hashtags.length > 0) setValue("hashtags", profile.hashtags.join(", "), { shouldDirty: true });
    setValue("language", offeredLanguage(profile.language, config));
  };

  const newest = useNewestSocialPost();
  // "Use now" on /brands (`?brandProfile=<id>`): that profile for this run, ahead of the rest.
  const requestedProfile = useRequestedProfileId();
  const configLoading = useQuery(siteConfigQueryOptions).isPending;
  useApplyOnce(!profiles.isPending && !newest.isPending && !configLoading, !isDirty && !startFrom, () => {
    const remembered = newest.data ?? null;
    // The product is this visit's (handed over, or nothing yet): only the brand settings are remembered.
    if (remembered) {
      reset({
        ...startingSocialValues(remembered, offeredLanguage(remembered.language, config)),
        product: getValues("product"),
      });
    }
    const profile = startingProfile(profiles.data?.profiles ?? [], {
      requested: requestedProfile,
      remembered: remembered?.brandProfileId,
    });
    if (profile) applyProfile(profile);
  });

  // Once the run is over (the field is enabled again), each new error is shown once.
  const shownError = useRef<unknown>(null);
  useEffect(() => {
    if (isGenerating || !serverError || shownError.current === serverError) return;
    shownError.current = serverError;
    const message = fieldErrorFrom(serverError, "product");
    if (message) setError("product", { type: "server", message }, { shouldFocus: true });
  }, [serverError, isGenerating, setError]);
  const selectedPlatforms = watch("selectedPlatforms");
  const allSelected = selectedPlatforms.length === socialPlatforms.length;

  const onSubmit = handleSubmit((values) => {
    if (!imagePath) {
      toast({
        variant: "destructive",
        title: "Image required",
        description: "Please upload an image first.",
      });
      return;
    }
    const profile = profiles.data?.profiles.find((candidate) => candidate.id === values.brandProfileId);
    onGenerate(toSocialRequest(values, imagePath, { profile }));
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Content Settings</CardTitle>
        <CardDescription>Upload a product photo and tell us about your brand.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Content settings">
          <Controller
            control={control}
            name="brandProfileId"
            render={({ field }) => (
              <BrandProfilePicker
                id="social-brand-profile"
                value={field.value}
                onChange={applyProfile}
                disabled={isGenerating}
              />
            )}
          />

          <FormField
            id="social-product"
            label="What are you selling?"
            placeholder="e.g. Hand-thrown stoneware mug, 12 oz, deep red glaze"
            hint="Name the product in your own words: the more specific, the better the copy."
            autoComplete="off"
            maxLength={PRODUCT_MAX}
            disabled={isGenerating}
            error={errors.product?.message}
            {...register("product")}
          />

          <div className="grid gap-1.5">
            <span className="font-medium text-slate-800 text-sm">Product Image</span>
            {imageUpload}
            {imagePath ? null : <p className="text-slate-500 text-xs">{imageUploadLimitsHint}.</p>}
          </div>

          {selects.slice(0, 1).map((field) => (
            <OptionControl key={field.name} {...field} control={control} disabled={isGenerating} />
          ))}

          <FormField
            id="social-brand"
            label="Brand Name"
            optional
            placeholder="e.g. Clay & Co"
            autoComplete="organization"
            maxLength={200}
            disabled={isGenerating}
            error={errors.brand?.message}
            {...register("brand")}
          />

          {selects.slice(1).map((field) => (
            <OptionControl key={field.name} {...field} control={control} disabled={isGenerating} />
          ))}

          <FormField
            id="social-product-url"
            label="Product URL"
            optional
            type="url"
            inputMode="url"
            placeholder="https://yourshop.com/product"
            disabled={isGenerating}
            error={errors.productUrl?.message}
            {...register("productUrl")}
          />

          <div className="grid gap-1.5">
            <FieldLabel htmlFor="social-additional-context" optional>
              Additional Context
            </FieldLabel>
            <Textarea
              id="social-additional-context"
              rows={3}
              placeholder="Anything else: a promotion, materials, what makes it special…"
              maxLength={5000}
              disabled={isGenerating}
              aria-invalid={errors.additionalContext ? true : undefined}
              {...register("additionalContext")}
            />
            {errors.additionalContext ? (
              <p className="font-medium text-red-700 text-xs">{errors.additionalContext.message}</p>
            ) : null}
          </div>

          <FormField
            id="social-hashtags"
            label="Hashtags"
            optional
            hint="Hashtags help people find your post by topic. Separate with commas or spaces, up to 30; the # is optional. Left empty, we pick ones that fit your product."
            placeholder="e.g. handmade, pottery"
            autoComplete="off"
            disabled={isGenerating}
            error={errors.hashtags?.message}
            {...register("hashtags")}
          />

          <Controller
            control={control}
            name="language"
            render={({ field }) => (
              <LanguagePicker
                id="social-language"
                value={field.value}
                onChange={field.onChange}
                disabled={isGenerating}
              />
            )}
          />

          <fieldset
            className="grid gap-2"
            aria-describedby={errors.selectedPlatforms ? "social-platforms-error" : undefined}
          >
            <div className="flex items-center justify-between gap-2">
              <legend className="font-medium text-slate-800 text-sm">Platforms</legend>
              <Button
                variant="link"
                size="sm"
                className="h-8 px-0"
                disabled={isGenerating}
                onClick={() =>
                  setValue("selectedPlatforms", allSelected ? [] : [...socialPlatforms], {
                    shouldValidate: true,
                  })
                }
              >
                {allSelected ? "Clear all" : "Select all"}
              </Button>
            </div>
            <Controller
              control={control}
              name="selectedPlatforms"
              render={({ field }) => (
                <div className="grid grid-cols-2 gap-2">
                  {socialPlatforms.map((platform) => {
                    const id = `social-platform-${platform}`;
                    const checked = field.value.includes(platform);
                    return (
                      <div
                        key={platform}
                        className="flex min-w-0 items-center gap-2 rounded-md border border-slate-200 bg-white px-2.5 py-2 has-[[data-state=checked]]:border-indigo-300 has-[[data-state=checked]]:bg-indigo-50"
                      >
                        <Checkbox
                          id={id}
                          checked={checked}
                          disabled={isGenerating}
                          onCheckedChange={(next) =>
                            field.onChange(
                              next === true
                                ? socialPlatforms.filter((p) => p === platform || field.value.includes(p))
                                : field.value.filter((p) => p !== platform),
                            )
                          }
                        />
                        <Label htmlFor={id} className="min-w-0 flex-1 cursor-pointer truncate font-normal">
                          {platformLabels[platform]}
                        </Label>
                      </div>
                    );
                  })}
                </div>
              )}
            />
            {errors.selectedPlatforms ? (
              <p id="social-platforms-error" className="font-medium text-red-700 text-xs">
                {errors.selectedPlatforms.message}
              </p>
            ) : null}
          </fieldset>

          {/* A bar stuck to the bottom of a phone's screen while the form is in view; at lg it sits in place. */}
          <div
            data-toast-avoid=""
            className="sticky bottom-0 z-10 -mx-6 grid gap-2 border-slate-200 border-t bg-white px-6 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-6px_12px_-8px_rgba(15,23,42,0.25)] lg:static lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none"
          >
            {limitNotice ?? (
              <>
                <Button
                  type="submit"
                  size="lg"
                  disabled={isGenerating}
                  aria-disabled={!imagePath || undefined}
                  className={!imagePath ? "cursor-not-allowed opacity-60 hover:bg-indigo-600" : undefined}
                  aria-describedby={imagePath ? undefined : "social-submit-hint"}
                >
                  {isGenerating ? (
                    <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
                  ) : (
                    <Wand2 aria-hidden="true" />
                  )}
                  {isGenerating ? "Generating..." : "Generate Content"}
                </Button>
                {imagePath ? null : (
                  <p id="social-submit-hint" className="text-center text-slate-500 text-xs">
                    Upload an image to continue
                  </p>
                )}
              </>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function OptionControl({
  name,
  label,
  placeholder,
  customLabel,
  optional,
  control,
  disabled,
}: {
  name: OptionField;
  label: string;
  placeholder: string;
  customLabel: string;
  optional: boolean;
  control: ReturnType<typeof useForm<SocialFormValues>>["control"];
  disabled: boolean;
}) {
  const customName = `${name}Custom` as const;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Controller
          control={control}
          name={customName}
          render={({ field: custom, fieldState }) => (
            <div className="grid gap-1">
              <OptionSelectField
                id={`social-${name}`}
                label={label}
                options={socialOptions[name]}
                value={field.value}
                onValueChange={field.onChange}
                customValue={custom.value}
                onCustomValueChange={custom.onChange}
                placeholder={placeholder}
                customLabel={customLabel}
                optional={optional}
                disabled={disabled}
              />
              {fieldState.error ? (
                <p className="font-medium text-red-700 text-xs">{fieldState.error.message}</p>
              ) : null}
            </div>
          )}
        />
      )}
    />
  );
}
