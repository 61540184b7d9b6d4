import { Loader2, RotateCw } from "lucide-react";
import { type FormEvent, useState } from "react";
import type { BulkItem } from "../../../domain/bulk";
import { PRODUCT_MAX } from "../../../domain/social";
import { Button } from "../../components/ui/button";
import { FormAlert } from "../../components/ui/form-alert";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { errorMessageFrom } from "../../lib/api-client";
import type { LiveItem } from "./live-job";
import { useRetryBulkItem } from "./use-retry-bulk-item";

/**
 * Under a failed photo: say what it shows ("What are you selling?", kept from the last try) and
 * run it again on its own, now. The photo ends succeeded (the row opens its content) or failed
 * again, its new reason shown in the row; a refused retry (already running, Pro ended) is told
 * here, beside the button, and stays until the seller acts.
 */
export function FixFailedPhoto({
  jobId,
  item,
  onSettled,
}: {
  jobId: string;
  item: LiveItem;
  /** The photo as the retry left it. */
  onSettled: (item: BulkItem) => void;
}) {
  const retry = useRetryBulkItem();
  const [product, setProduct] = useState(item.product ?? "");
  const inputId = `bulk-fix-${item.id}`;
  const hintId = `${inputId}-hint`;
  const alertId = `${inputId}-alert`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (retry.isPending) return;
    const named = product.trim();
    retry.mutate(
      { jobId, itemId: item.id, body: named ? { product: named } : {} },
      { onSuccess: (settled) => onSettled(settled) },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-1.5" aria-label={`Fix and retry ${item.fileName}`}>
      <Label htmlFor={inputId} className="text-slate-800 text-sm">
        What are you selling? <span className="sr-only">({item.fileName})</span>
      </Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={inputId}
          value={product}
          onChange={(event) => {
            setProduct(event.target.value);
            if (retry.isError) retry.reset();
          }}
          placeholder="e.g. blue ceramic mug"
          maxLength={PRODUCT_MAX}
          disabled={retry.isPending}
          aria-describedby={retry.isError ? `${hintId} ${alertId}` : hintId}
          className="min-w-0 flex-1 basis-48"
        />
        <Button type="submit" variant="outline" disabled={retry.isPending} className="shrink-0">
          {retry.isPending ? (
            <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <RotateCw aria-hidden="true" />
          )}
          {retry.isPending ? "Retrying…" : "Retry this photo"}{" "}
          <span className="sr-only">{item.fileName}</span>
        </Button>
      </div>
      <p id={hintId} className="text-slate-500 text-xs">
        Name the product in this photo; only this photo runs again, and it counts once if it succeeds.
      </p>
      {retry.isError ? (
        <FormAlert
          id={alertId}
          title="This photo was not retried"
          message={errorMessageFrom(
            retry.error,
            "We couldn't reach the server. Check your connection and try again.",
          )}
        />
      ) : null}
    </form>
  );
}
