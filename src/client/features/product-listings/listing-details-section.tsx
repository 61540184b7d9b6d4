import type { Dispatch, SetStateAction } from "react";
import {
  ConditionNoteField,
  ProductBrandField,
  QuantityField,
  SkuField,
} from "../../components/generator/listing-detail-fields";
import { PackageSizeField, WeightField } from "../../components/generator/listing-measure-fields";
import type { ProductContextValues } from "./listing-form-values";
import { VariantsEditor } from "./variants-editor";

/**
 * What marketplaces ask of every listing besides the words: stock, SKU, the product's brand, a
 * note on its condition, variants, weight and package size. All optional; the server checks each
 * (quantity 0–100,000, SKU ≤ 50…) and names what it refuses.
 */
export function ListingDetailsSection({
  values,
  onChange,
  disabled,
}: {
  values: ProductContextValues;
  onChange: Dispatch<SetStateAction<ProductContextValues>>;
  disabled: boolean;
}) {
  const set = (patch: Partial<ProductContextValues>) => onChange((current) => ({ ...current, ...patch }));
  return (
    <>
      <QuantityField
        id="product-quantity"
        value={values.quantity}
        onChange={(event) => set({ quantity: event.target.value })}
        disabled={disabled}
      />
      <SkuField
        id="product-sku"
        value={values.sku}
        onChange={(event) => set({ sku: event.target.value })}
        disabled={disabled}
      />
      <ProductBrandField
        id="product-brand"
        value={values.brand}
        onChange={(event) => set({ brand: event.target.value })}
        disabled={disabled}
      />
      <ConditionNoteField
        id="product-condition-note"
        value={values.conditionNote}
        onChange={(event) => set({ conditionNote: event.target.value })}
        disabled={disabled}
      />
      <WeightField id="product-weight" values={values} onChange={set} disabled={disabled} />
      <PackageSizeField id="product-package-size" values={values} onChange={set} disabled={disabled} />
      <VariantsEditor
        option={values.variantOption}
        rows={values.variants}
        onOptionChange={(variantOption) => set({ variantOption })}
        onRowsChange={(variants) => set({ variants })}
        disabled={disabled}
      />
    </>
  );
}
