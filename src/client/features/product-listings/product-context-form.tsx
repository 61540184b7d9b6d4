import { type Dispatch, type SetStateAction, useEffect, useRef } from "react";
import type { BrandProfile } from "../../../domain/brand-profiles";
import { productOptions } from "../../../domain/options";
import { ADDITIONAL_CONTEXT_MAX, PRODUCT_MAX } from "../../../domain/social";
import { OptionSelectField } from "../../components/generator/option-select-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { FieldLabel } from "../../components/ui/field-label";
import { FormField } from "../../components/ui/form-field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { Textarea } from "../../components/ui/textarea";
import { useSiteConfig } from "../../lib/use-site-config";
import { BrandProfilePicker } from "../brand-profiles/brand-profile-picker";
import { offeredLanguage } from "../brand-profiles/language-options";
import { LanguagePicker } from "../brand-profiles/language-picker";
import { useBrandProfiles } from "../brand-profiles/use-brand-profiles";
import { ListingDetailsSection } from "./listing-details-section";
import {
  type ConditionChoice,
  conditionChoices,
  type ProductContextValues,
  type ProductSelectField,
  withProfile,
} from "./listing-form-values";

/** The seller's own price as typed: "36", "24,50 €" (the request's cap). */
const PRICE_MAX = 50;

const fields: Array<{ name: ProductSelectField; label: string; placeholder: string; noun: string }> = [
  {
    name: "businessType",
    label: "Business Type",
    placeholder: "Select business type",
    noun: "business type",
  },
  { name: "productType", label: "Product Type", placeholder: "Select product type", noun: "product type" },
  {
    name: "targetAudience",
    label: "Target Audience",
    placeholder: "Select target audience",
    noun: "audience",
  },
  { name: "style", label: "Style", placeholder: "Select style", noun: "style" },
  { name: "materials", label: "Materials", placeholder: "Select materials", noun: "materials" },
  { name: "size", label: "Size", placeholder: "Select size", noun: "size" },
  { name: "occasion", label: "Occasion", placeholder: "Select occasion", noun: "occasion" },
];

/** The server's word on "What are you selling?"; a new object each time, so each one is focused. */
export interface ProductFieldError {
  message: string;
}

/**
 * What is being sold, then business type, product type, audience, style, materials, size,
 * occasion, colour, condition and the seller's own price, the listing details (quantity, SKU,
 * brand, condition note, weight, package size, variants), anything else buyers should know (an
 * offer, delivery, what is not included), and the output language. Picking a brand profile fills in the fields it
 * has (the generator picks one on arrival). A server error naming the product shows
 * beside that field, which takes focus once it is enabled again; editing the field dismisses it.
 */
export function ProductContextForm({
  values,
  onChange,
  disabled,
  productError = null,
  onProductErrorDismiss,
}: {
  values: ProductContextValues;
  onChange: Dispatch<SetStateAction<ProductContextValues>>;
  disabled: boolean;
  productError?: ProductFieldError | null;
  onProductErrorDismiss?: () => void;
}) {
  // Functional updates: a select change and the custom text it clears arrive back to back.
  const set = (patch: Partial<ProductContextValues>) => onChange((current) => ({ ...current, ...patch }));
  const config = useSiteConfig();
  const profiles = useBrandProfiles();
  // The profile picked until now takes back the listing defaults it filled in (withProfile).
  const pickProfile = (profile: BrandProfile | null) =>
    onChange((current) => {
      const previous = profiles.data?.profiles.find((candidate) => candidate.id === current.brandProfileId);
      return withProfile(
        current,
        profile,
        offeredLanguage(profile?.language ?? current.language, config),
        previous ?? null,
      );
    });
  const productInput = useRef<HTMLInputElement>(null);
  // Each new error takes focus once, when the field is enabled again after the run.
  const focusedError = useRef<ProductFieldError | null>(null);
  useEffect(() => {
    if (!productError || disabled || focusedError.current === productError) return;
    focusedError.current = productError;
    productInput.current?.focus();
  }, [productError, disabled]);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Product Context</CardTitle>
        <CardDescription>The more you tell us, the better the listings.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <BrandProfilePicker
            id="product-brand-profile"
            value={values.brandProfileId}
            onChange={pickProfile}
            disabled={disabled}
          />
        </div>
        <div className="sm:col-span-2">
          <FormField
            ref={productInput}
            id="product-product"
            label="What are you selling?"
            placeholder="e.g. Hand-thrown stoneware mug, 12 oz, deep red glaze"
            hint="Name the product in your own words: the more specific, the better the copy."
            maxLength={PRODUCT_MAX}
            autoComplete="off"
            value={values.product}
            onChange={(event) => {
              set({ product: event.target.value });
              if (productError) onProductErrorDismiss?.();
            }}
            error={productError?.message}
            disabled={disabled}
          />
        </div>
        {fields.map(({ name, label, placeholder, noun }) => (
          <OptionSelectField
            key={name}
            id={`product-${name}`}
            label={label}
            options={productOptions[name]}
            value={values[name]}
            onValueChange={(value) => set({ [name]: value })}
            customValue={values[`${name}Custom`]}
            onCustomValueChange={(value) => set({ [`${name}Custom`]: value })}
            placeholder={placeholder}
            customLabel={`Describe the ${noun}`}
            optional
            disabled={disabled}
          />
        ))}
        <FormField
          id="product-color"
          label="Color"
          optional
          placeholder="e.g. sage green"
          maxLength={200}
          autoComplete="off"
          value={values.color}
          onChange={(event) => set({ color: event.target.value })}
          disabled={disabled}
        />
        <div className="grid min-w-0 content-start gap-1.5">
          <FieldLabel htmlFor="product-condition" optional>
            Condition
          </FieldLabel>
          <Select
            value={values.condition}
            onValueChange={(value) => set({ condition: value as ConditionChoice })}
            disabled={disabled}
          >
            <SelectTrigger id="product-condition">
              <SelectValue placeholder="Select condition" />
            </SelectTrigger>
            <SelectContent>
              {conditionChoices.map((choice) => (
                <SelectItem key={choice.value} value={choice.value}>
                  {choice.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <FormField
          id="product-price"
          label="Your price"
          optional
          placeholder="e.g. 36 or 24,50 €"
          hint="Your price goes on every listing as it is; each shows the band comparable listings ask."
          maxLength={PRICE_MAX}
          autoComplete="off"
          value={values.price}
          onChange={(event) => set({ price: event.target.value })}
          disabled={disabled}
        />
        <ListingDetailsSection values={values} onChange={onChange} disabled={disabled} />
        <div className="grid gap-1.5 sm:col-span-2">
          <FieldLabel htmlFor="product-additional-context" optional>
            Anything else buyers should know?
          </FieldLabel>
          <Textarea
            id="product-additional-context"
            rows={3}
            placeholder="An offer, delivery, what's not included, its condition in your words…"
            maxLength={ADDITIONAL_CONTEXT_MAX}
            value={values.additionalContext}
            onChange={(event) => set({ additionalContext: event.target.value })}
            disabled={disabled}
          />
        </div>
        <div className="sm:col-span-2">
          <LanguagePicker
            id="product-language"
            value={values.language}
            onChange={(language) => set({ language })}
            disabled={disabled}
          />
        </div>
      </CardContent>
    </Card>
  );
}
