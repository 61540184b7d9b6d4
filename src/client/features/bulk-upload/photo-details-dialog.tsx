import { type FormEvent, useState } from "react";
import { PRODUCT_MAX } from "../../../domain/social";
import {
  ConditionNoteField,
  ListingConditionSelect,
  OwnPriceField,
  ProductBrandField,
  QuantityField,
  SkuField,
} from "../../components/generator/listing-detail-fields";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../components/ui/dialog";
import { FormAlert } from "../../components/ui/form-alert";
import { FormField } from "../../components/ui/form-field";
import {
  emptyPhotoDetails,
  hasPhotoDetails,
  type PhotoDetailsField,
  type PhotoDetailsValues,
  type PhotoFieldErrors,
  validatePhotoDetails,
} from "./photo-details-values";

const ID = "photo-details";

/**
 * One photo's own listing in a listing batch: what it shows, its price, stock, SKU, condition
 * (+ note) and brand, each checked by the shared contract on Save. Opens with what was saved for
 * the photo and the server's refusals (`errors`), if any; Cancel and Escape keep what was saved.
 */
export function PhotoDetailsDialog({
  photoName,
  initial,
  errors: refused,
  onSave,
  onClose,
}: {
  photoName: string;
  initial: PhotoDetailsValues | undefined;
  /** What the server refused for this photo when the batch was started. */
  errors: PhotoFieldErrors | undefined;
  /** `undefined` clears the photo's details. */
  onSave: (values: PhotoDetailsValues | undefined) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState<PhotoDetailsValues>(initial ?? emptyPhotoDetails);
  const [errors, setErrors] = useState<PhotoFieldErrors>(refused ?? {});
  const set = <K extends PhotoDetailsField>(field: K, value: PhotoDetailsValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const field = (name: Exclude<PhotoDetailsField, "condition">) => ({
    id: `${ID}-${name}`,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    error: errors[name],
  });

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePhotoDetails(values);
    if (Object.values(found).some(Boolean)) {
      setErrors(found);
      // The first field the check refused takes focus, so its message is read out.
      const first = Object.keys(found)[0];
      requestAnimationFrame(() => document.getElementById(`${ID}-${first}`)?.focus());
      return;
    }
    onSave(hasPhotoDetails(values) ? values : undefined);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <form onSubmit={save} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Listing details</DialogTitle>
            <DialogDescription>
              For <span className="break-all font-medium text-slate-800">{photoName}</span> only. Blank fields
              follow the batch's brief.
            </DialogDescription>
          </DialogHeader>
          {errors.photo ? <FormAlert title="This photo was refused" message={errors.photo} /> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="sm:col-span-2">
              <FormField
                label="What are you selling?"
                optional
                placeholder="e.g. Denim jacket"
                hint="When this photo shows something the brief and its file name don't say."
                autoComplete="off"
                maxLength={PRODUCT_MAX}
                {...field("product")}
              />
            </div>
            <OwnPriceField hint="Goes on this photo's listings as it is." {...field("price")} />
            <QuantityField {...field("quantity")} />
            <SkuField {...field("sku")} />
            <ProductBrandField {...field("brand")} />
            {/* The condition and its note one after the other, on every width. */}
            <div className="sm:col-span-2">
              <ListingConditionSelect
                id={`${ID}-condition`}
                value={values.condition}
                onChange={(condition) => set("condition", condition)}
                clearLabel="Not stated"
                error={errors.condition}
              />
            </div>
            <div className="sm:col-span-2">
              <ConditionNoteField {...field("conditionNote")} />
            </div>
          </div>
          <DialogFooter>
            {initial ? (
              <Button variant="ghost" onClick={() => onSave(undefined)} className="sm:mr-auto">
                Clear details
              </Button>
            ) : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row">
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit">Save details</Button>
            </div>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
