import { Megaphone, ShoppingBag } from "lucide-react";
import type { BrandProfile } from "../../../domain/brand-profiles";
import { type BulkKind, bulkBusinessTypes, bulkKinds, bulkTones } from "../../../domain/bulk";
import { platformLabels, type SocialPlatform, socialPlatforms } from "../../../domain/platforms";
import { ADDITIONAL_CONTEXT_MAX, PRODUCT_MAX, TEXT_FIELD_MAX, URL_MAX } from "../../../domain/social";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Checkbox } from "../../components/ui/checkbox";
import { FieldLabel } from "../../components/ui/field-label";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { cn } from "../../lib/utils";
import { BrandProfilePicker } from "../brand-profiles/brand-profile-picker";
import { LanguagePicker } from "../brand-profiles/language-picker";
import type { BulkFieldErrors, BulkFormField, BulkFormValues } from "./bulk-form-values";
import { kindLabels } from "./live-job";

const kindIcons = { social: Megaphone, listings: ShoppingBag } as const;
const kindHints: Record<BulkKind, string> = {
  social: "Captions and hashtags for each photo",
  listings: "Titles, descriptions, tags and prices",
};

type SetField = <K extends BulkFormField>(field: K, value: BulkFormValues[K]) => void;

/**
 * The brand context every photo of the batch shares (spec core-product §3 'Bulk page options'):
 * what to create, business type, brand and audience (required: unmarked, like every form's
 * required fields, and aria-required; the rest say "(optional)"), tone, campaign goal, product URL
 * and more context, "What are you selling?", the output language, and for social posts the
 * platforms. A brand profile fills in the fields it has.
 */
export function BrandContextPanel({
  values,
  setField,
  onKindChange,
  onProfileChange,
  errors,
  disabled,
}: {
  values: BulkFormValues;
  setField: SetField;
  onKindChange: (kind: BulkKind) => void;
  onProfileChange: (profile: BrandProfile | null) => void;
  errors: BulkFieldErrors;
  disabled: boolean;
}) {
  const social = values.kind === "social";
  const allPlatforms = values.socialPlatforms.length === socialPlatforms.length;
  const input = (field: "brand" | "targetAudience" | "campaignGoal" | "productUrl" | "product") => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => setField(field, event.target.value),
    disabled,
    error: errors[field],
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Brand Context</CardTitle>
        <CardDescription>One brief for every photo in the batch.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <fieldset className="grid gap-2">
          <legend className="mb-2 font-medium text-slate-800 text-sm">What should we create?</legend>
          <div className="grid grid-cols-2 gap-2">
            {bulkKinds.map((kind) => {
              const Icon = kindIcons[kind];
              const id = `bulk-kind-${kind}`;
              return (
                <label
                  key={kind}
                  htmlFor={id}
                  className={cn(
                    "flex cursor-pointer flex-col gap-1 rounded-lg border p-3 text-sm transition-colors",
                    "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 has-[:focus-visible]:outline-offset-2",
                    values.kind === kind
                      ? "border-indigo-500 bg-indigo-50 ring-1 ring-indigo-500"
                      : "border-slate-200 bg-white hover:border-indigo-300",
                    disabled && "cursor-not-allowed opacity-60",
                  )}
                >
                  <input
                    id={id}
                    type="radio"
                    name="bulk-kind"
                    value={kind}
                    checked={values.kind === kind}
                    onChange={() => onKindChange(kind)}
                    disabled={disabled}
                    className="sr-only"
                  />
                  <Icon className="size-4 shrink-0 text-indigo-600" aria-hidden="true" />
                  <span className="font-semibold text-slate-900 leading-snug">{kindLabels[kind]}</span>
                  <span className="text-slate-600 text-xs">{kindHints[kind]}</span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <BrandProfilePicker
          id="bulk-brand-profile"
          value={values.brandProfileId}
          onChange={onProfileChange}
          disabled={disabled}
        />

        <FormField
          id="bulk-product"
          label="What are you selling?"
          optional
          placeholder="e.g. Hand-thrown stoneware mugs"
          hint="Leave blank if each file name says what it is (e.g. red-linen-apron.jpg)."
          autoComplete="off"
          maxLength={PRODUCT_MAX}
          {...input("product")}
        />

        <div className="grid gap-1.5">
          <FieldLabel htmlFor="bulk-business-type">Business Type</FieldLabel>
          <Select
            value={values.businessType}
            onValueChange={(value) => setField("businessType", value)}
            disabled={disabled}
          >
            <SelectTrigger
              id="bulk-business-type"
              aria-required="true"
              aria-invalid={errors.businessType ? true : undefined}
            >
              <SelectValue placeholder="Select your business type" />
            </SelectTrigger>
            <SelectContent>
              {withCurrent(bulkBusinessTypes, values.businessType).map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>

        <RequiredField
          id="bulk-brand"
          label="Brand Name"
          placeholder="e.g. Clay & Co"
          autoComplete="organization"
          maxLength={TEXT_FIELD_MAX}
          {...input("brand")}
        />
        <RequiredField
          id="bulk-target-audience"
          label="Target Audience"
          placeholder="e.g. Coffee lovers who buy handmade"
          autoComplete="off"
          maxLength={TEXT_FIELD_MAX}
          {...input("targetAudience")}
        />

        {social ? (
          <>
            <div className="grid gap-1.5">
              <FieldLabel htmlFor="bulk-tone">Tone</FieldLabel>
              <Select
                value={values.tone}
                onValueChange={(value) => setField("tone", value)}
                disabled={disabled}
              >
                <SelectTrigger id="bulk-tone">
                  <SelectValue placeholder="Select a tone" />
                </SelectTrigger>
                <SelectContent>
                  {withCurrent(bulkTones, values.tone).map((option) => (
                    <SelectItem key={option.value} value={option.value}>
                      {option.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <FormField
              id="bulk-campaign-goal"
              label="Campaign Goal"
              optional
              placeholder="e.g. Spring sale, new collection launch"
              autoComplete="off"
              maxLength={TEXT_FIELD_MAX}
              {...input("campaignGoal")}
            />
            <FormField
              id="bulk-product-url"
              label="Product URL"
              optional
              type="url"
              inputMode="url"
              placeholder="https://yourshop.com"
              maxLength={URL_MAX}
              {...input("productUrl")}
            />
          </>
        ) : null}

        <div className="grid gap-1.5">
          <FieldLabel htmlFor="bulk-additional-context" optional>
            Additional Context
          </FieldLabel>
          <Textarea
            id="bulk-additional-context"
            rows={3}
            placeholder="Anything every post should know: a promotion, materials, shipping…"
            maxLength={ADDITIONAL_CONTEXT_MAX}
            value={values.additionalContext}
            onChange={(event) => setField("additionalContext", event.target.value)}
            disabled={disabled}
            aria-invalid={errors.additionalContext ? true : undefined}
          />
          {errors.additionalContext ? (
            <p className="font-medium text-red-700 text-xs">{errors.additionalContext}</p>
          ) : null}
        </div>

        <LanguagePicker
          id="bulk-language"
          value={values.language}
          onChange={(language) => setField("language", language)}
          disabled={disabled}
        />

        {social ? (
          <fieldset className="grid gap-2">
            <div className="flex items-center justify-between gap-2">
              <legend className="font-medium text-slate-800 text-sm">Platforms</legend>
              <Button
                variant="link"
                size="sm"
                className="h-auto px-0"
                disabled={disabled}
                onClick={() => setField("socialPlatforms", allPlatforms ? [] : [...socialPlatforms])}
              >
                {allPlatforms ? "Clear all" : "Select all"}
              </Button>
            </div>
            <div className="grid grid-cols-2 gap-2">
              {socialPlatforms.map((platform) => (
                <PlatformCheckbox
                  key={platform}
                  platform={platform}
                  selected={values.socialPlatforms}
                  onChange={(next) => setField("socialPlatforms", next)}
                  disabled={disabled}
                />
              ))}
            </div>
          </fieldset>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The list, plus a brand profile's own words when they name none of its options. */
function withCurrent(
  options: ReadonlyArray<{ value: string; label: string }>,
  current: string,
): ReadonlyArray<{ value: string; label: string }> {
  if (!current || options.some((option) => option.value === current)) return options;
  return [...options, { value: current, label: current }];
}

function RequiredField({
  id,
  label,
  error,
  ...props
}: Omit<Parameters<typeof FormField>[0], "label" | "optional"> & { label: string }) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="grid gap-1.5">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...props}
      />
      {error ? (
        <p id={errorId} className="font-medium text-red-700 text-xs">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function PlatformCheckbox({
  platform,
  selected,
  onChange,
  disabled,
}: {
  platform: SocialPlatform;
  selected: readonly SocialPlatform[];
  onChange: (next: SocialPlatform[]) => void;
  disabled: boolean;
}) {
  const id = `bulk-platform-${platform}`;
  return (
    <div className="flex min-w-0 items-center gap-2 rounded-md border border-slate-200 bg-white px-2.5 py-2 has-[[data-state=checked]]:border-indigo-300 has-[[data-state=checked]]:bg-indigo-50">
      <Checkbox
        id={id}
        checked={selected.includes(platform)}
        disabled={disabled}
        onCheckedChange={(next) =>
          onChange(
            next === true
              ? socialPlatforms.filter((p) => p === platform || selected.includes(p))
              : selected.filter((p) => p !== platform),
          )
        }
      />
      <Label htmlFor={id} className="min-w-0 flex-1 cursor-pointer truncate font-normal">
        {platformLabels[platform]}
      </Label>
    </div>
  );
}
