import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Save } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Controller, type FieldError, type Resolver, useForm } from "react-hook-form";
import {
  BRAND_PROFILE_NAME_MAX,
  type BrandProfileValues,
  brandProfileInputSchema,
} from "../../../domain/brand-profiles";
import {
  ABOUT_MAX,
  MAX_ALWAYS_WORDS,
  MAX_NEVER_WORDS,
  VOICE_WORD_MAX_CHARS,
} from "../../../domain/brand-voice";
import { socialOptions } from "../../../domain/options";
import { HASHTAG_MAX_CHARS, MAX_REQUEST_HASHTAGS, TEXT_FIELD_MAX, URL_MAX } from "../../../domain/social";
import { LengthCounter } from "../../components/generator/length-counter";
import { Button } from "../../components/ui/button";
import { Checkbox } from "../../components/ui/checkbox";
import { FormField } from "../../components/ui/form-field";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { showFieldErrors } from "../../lib/field-errors";
import {
  type BrandProfileFormValues,
  brandProfileFormFields,
  brandProfileInputOf,
} from "./brand-profile-form-values";
import { ExamplePostsField } from "./example-posts-field";
import { LanguagePicker } from "./language-picker";
import { type ListingDefaultsErrors, ListingDefaultsFieldset } from "./listing-defaults-fieldset";
import { OptionTextField } from "./option-text-field";
import { TagInput } from "./tag-input";

type OptionField = "businessType" | "targetAudience" | "tone" | "campaignGoal";
const optionFields: Array<{ name: OptionField; label: string; placeholder: string; customLabel: string }> = [
  {
    name: "businessType",
    label: "Business Type",
    placeholder: "Select your business type",
    customLabel: "Describe your business type",
  },
  {
    name: "targetAudience",
    label: "Target Audience",
    placeholder: "Select your target audience",
    customLabel: "Describe your target audience",
  },
  { name: "tone", label: "Tone", placeholder: "Select a tone", customLabel: "Describe the tone you want" },
  {
    name: "campaignGoal",
    label: "Campaign Goal",
    placeholder: "Select your campaign goal",
    customLabel: "Describe your campaign goal",
  },
];

const schemaResolver = zodResolver(brandProfileInputSchema);

/**
 * The API's schema checks the form, as the API will receive it (brandProfileInputOf: the listing
 * defaults' numbers read from their text), so its messages land on the fields that hold them.
 */
const profileResolver: Resolver<BrandProfileFormValues, unknown, BrandProfileValues> = (
  values,
  context,
  options,
) =>
  schemaResolver(brandProfileInputOf(values), context, options as never) as unknown as ReturnType<
    Resolver<BrandProfileFormValues, unknown, BrandProfileValues>
  >;

const messageOf = (error: FieldError | undefined) => error?.message;

/**
 * Create or edit one brand profile: what the generator forms would otherwise ask every time,
 * plus the seller's voice (about us, words to use and avoid, example posts), output language and
 * listing defaults (condition, stock, the product's brand, weight, package size).
 * Checked with the API's own schema before sending; the server's 400 issues show beside their fields.
 * A new profile becomes the default only when "Make this my default" is ticked (`offerDefault`);
 * unticked, `isDefault` is not sent and the default stays as it is.
 */
export function BrandProfileForm({
  initialValues,
  submitLabel,
  onSubmit,
  onCancel,
  saving,
  serverError,
  offerDefault = false,
  currentDefaultName = null,
}: {
  initialValues: BrandProfileFormValues;
  submitLabel: string;
  /** Offers "Make this my default" (creating: editing has Make default on the list). */
  offerDefault?: boolean;
  /** The account's default profile now, named beside the tick box (null: none). */
  currentDefaultName?: string | null;
  onSubmit: (values: BrandProfileValues) => void;
  onCancel: () => void;
  saving: boolean;
  /** The last save's error, if it failed. */
  serverError: unknown;
}) {
  const {
    control,
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<BrandProfileFormValues, unknown, BrandProfileValues>({
    resolver: profileResolver,
    defaultValues: initialValues,
  });

  // The form opens with its first field focused: the seller pressed Create or Edit to type here.
  useEffect(() => setFocus("name"), [setFocus]);

  const shownError = useRef<unknown>(null);
  useEffect(() => {
    if (!serverError || shownError.current === serverError) return;
    shownError.current = serverError;
    showFieldErrors(serverError, setError, brandProfileFormFields);
  }, [serverError, setError]);

  const aboutErrorId = errors.about ? "profile-about-error" : undefined;
  const [makeDefault, setMakeDefault] = useState(false);
  const submit = handleSubmit((values) =>
    onSubmit(offerDefault && makeDefault ? { ...values, isDefault: true } : values),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label="Brand profile">
      <FormField
        id="profile-name"
        label="Profile name"
        hint={'What you call this profile, e.g. "Etsy shop" or "Wholesale".'}
        maxLength={BRAND_PROFILE_NAME_MAX}
        autoComplete="off"
        disabled={saving}
        aria-required="true"
        error={errors.name?.message}
        {...register("name")}
      />

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="profile-brand"
          label="Brand Name"
          optional
          placeholder="e.g. Clay & Co"
          autoComplete="organization"
          maxLength={TEXT_FIELD_MAX}
          disabled={saving}
          error={errors.brand?.message}
          {...register("brand")}
        />
        {optionFields.map((field) => (
          <Controller
            key={field.name}
            control={control}
            name={field.name}
            render={({ field: { value, onChange }, fieldState }) => (
              <div className="grid min-w-0 gap-1">
                <OptionTextField
                  id={`profile-${field.name}`}
                  label={field.label}
                  options={socialOptions[field.name]}
                  value={value}
                  onChange={onChange}
                  placeholder={field.placeholder}
                  customLabel={field.customLabel}
                  disabled={saving}
                />
                {fieldState.error ? (
                  <p className="font-medium text-red-700 text-xs">{fieldState.error.message}</p>
                ) : null}
              </div>
            )}
          />
        ))}
      </div>

      <FormField
        id="profile-product-url"
        label="Product URL"
        optional
        type="url"
        inputMode="url"
        placeholder="https://yourshop.com"
        maxLength={URL_MAX}
        disabled={saving}
        error={errors.productUrl?.message}
        {...register("productUrl")}
      />

      <Controller
        control={control}
        name="hashtags"
        render={({ field, fieldState }) => (
          <TagInput
            id="profile-hashtags"
            label="Default hashtags"
            prefix="#"
            placeholder="e.g. handmade"
            max={MAX_REQUEST_HASHTAGS}
            maxLength={HASHTAG_MAX_CHARS}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message ?? firstItemError(errors.hashtags)}
            disabled={saving}
          />
        )}
      />

      <Controller
        control={control}
        name="language"
        render={({ field }) => (
          <LanguagePicker
            id="profile-language"
            value={field.value}
            onChange={field.onChange}
            disabled={saving}
          />
        )}
      />

      <Controller
        control={control}
        name="about"
        render={({ field }) => (
          <div className="grid gap-1.5">
            <Label htmlFor="profile-about">
              About us <span className="font-normal text-slate-500">(optional)</span>
            </Label>
            <Textarea
              id="profile-about"
              rows={3}
              placeholder="Who you are and what you make, in your own words: “Two sisters throwing stoneware in a Bristol garage since 2019.”"
              maxLength={ABOUT_MAX}
              disabled={saving}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              aria-invalid={errors.about ? true : undefined}
              aria-describedby={["profile-about-count", aboutErrorId].filter(Boolean).join(" ")}
            />
            <LengthCounter id="profile-about-count" length={field.value.length} limit={ABOUT_MAX} />
            {errors.about ? (
              <p id={aboutErrorId} className="font-medium text-red-700 text-xs">
                {errors.about.message}
              </p>
            ) : null}
          </div>
        )}
      />

      <Controller
        control={control}
        name="alwaysWords"
        render={({ field, fieldState }) => (
          <TagInput
            id="profile-always-words"
            label="Words to always use"
            hint="Your shop's words: the writer works them into every post."
            placeholder="e.g. small-batch"
            max={MAX_ALWAYS_WORDS}
            maxLength={VOICE_WORD_MAX_CHARS}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message ?? firstItemError(errors.alwaysWords)}
            disabled={saving}
          />
        )}
      />

      <Controller
        control={control}
        name="neverWords"
        render={({ field, fieldState }) => (
          <TagInput
            id="profile-never-words"
            label="Words never to use"
            hint="These never appear in anything written for this profile."
            placeholder="e.g. cheap"
            max={MAX_NEVER_WORDS}
            maxLength={VOICE_WORD_MAX_CHARS}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message ?? firstItemError(errors.neverWords)}
            disabled={saving}
          />
        )}
      />

      <Controller
        control={control}
        name="examplePosts"
        render={({ field }) => (
          <ExamplePostsField
            value={field.value}
            onChange={field.onChange}
            errors={itemErrors(errors.examplePosts, field.value.length)}
            disabled={saving}
          />
        )}
      />

      <Controller
        control={control}
        name="listingDefaults"
        render={({ field }) => (
          <ListingDefaultsFieldset
            value={field.value}
            onChange={field.onChange}
            errors={errors.listingDefaults as ListingDefaultsErrors | undefined}
            disabled={saving}
          />
        )}
      />

      {offerDefault ? (
        <div className="flex items-start gap-3">
          <Checkbox
            id="profile-make-default"
            checked={makeDefault}
            onCheckedChange={(next) => setMakeDefault(next === true)}
            disabled={saving}
            aria-describedby="profile-make-default-hint"
          />
          <div className="grid min-w-0 gap-0.5">
            <Label htmlFor="profile-make-default">Make this my default</Label>
            <p id="profile-make-default-hint" className="text-slate-500 text-xs">
              {currentDefaultName
                ? `The generator pages pick your default first. Left unticked, “${currentDefaultName}” stays your default.`
                : "The generator pages pick your default first. Left unticked, they start with no profile until you pick one."}
            </p>
          </div>
        </div>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <Save aria-hidden="true" />
          )}
          {saving ? "Saving..." : submitLabel}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** react-hook-form keeps a list's item errors by index (`errors.list[2].message`). */
type ListErrors = (FieldError & Partial<Record<number, FieldError | undefined>>) | undefined;

function itemErrors(errors: unknown, count: number): Array<string | undefined> {
  const list = errors as ListErrors;
  return Array.from({ length: count }, (_, index) => messageOf(list?.[index]));
}

function firstItemError(errors: unknown): string | undefined {
  const list = errors as ListErrors;
  if (!list) return undefined;
  for (const item of Object.values(list)) {
    if (item && typeof item === "object" && "message" in item && typeof item.message === "string") {
      return item.message;
    }
  }
  return undefined;
}
