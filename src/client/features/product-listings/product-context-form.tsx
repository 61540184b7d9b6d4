import type { Dispatch, SetStateAction } from "react";
import { productOptions } from "../../../domain/options";
import { OptionSelectField } from "../../components/generator/option-select-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { FormField } from "../../components/ui/form-field";
import type { ProductContextValues, ProductSelectField } from "./listing-form-values";

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

/** Business type, product type, audience, style, materials, size, occasion and colour. */
export function ProductContextForm({
  values,
  onChange,
  disabled,
}: {
  values: ProductContextValues;
  onChange: Dispatch<SetStateAction<ProductContextValues>>;
  disabled: boolean;
}) {
  // Functional updates: a select change and the custom text it clears arrive back to back.
  const set = (patch: Partial<ProductContextValues>) => onChange((current) => ({ ...current, ...patch }));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Product Context</CardTitle>
        <CardDescription>Optional, but the more you tell us, the better the listings.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 sm:grid-cols-2">
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
      </CardContent>
    </Card>
  );
}
