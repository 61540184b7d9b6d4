import { Palette, Pencil, Wand2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { FactSheet, ProductCondition } from "../../../domain/fact-sheet";
import { Button } from "../ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../ui/card";
import { FormField } from "../ui/form-field";
import { Label } from "../ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../ui/select";
import { FactListField } from "./fact-list-field";
import {
  type Currency,
  conditionLabels,
  currencies,
  currencyLabels,
  draftOf,
  FACT_MAX_CHARS,
  type FactDraft,
  type FactField,
  type FactListKey,
  type FactTextKey,
  factRows,
  offeredPhotoColour,
  productConditions,
  sameDraft,
  validateDraft,
} from "./fact-sheet-draft";
import { draftToSend, keepEdits, keptEditsOf } from "./fact-sheet-edits";

export interface FactSheetPanelProps {
  /** The sheet the reply was written from. */
  facts: FactSheet;
  /**
   * Names the generation the sheet belongs to (its id): the seller's corrections are kept under it,
   * so a redrawn panel (a platform's rewrite, a write-again that failed) still shows them.
   */
  draftKey: string;
  /** "Write again with these facts": the corrected, checked sheet. */
  onWriteAgain: (facts: FactSheet) => void;
  /** True while something else is writing (a platform's rewrite): nothing can be sent meanwhile. */
  busy?: boolean;
  /** Prefix of the fields' ids (one panel per page: "facts"). */
  idPrefix?: string;
}

type TextFieldSpec = {
  key: FactTextKey;
  label: string;
  hint?: string;
  placeholder?: string;
  /** Takes the whole row (a phrase rather than a word). */
  wide?: boolean;
};
type ListFieldSpec = { key: FactListKey; label: string; addLabel: string; placeholder?: string };

const text = (key: FactTextKey, label: string, extra: Partial<TextFieldSpec> = {}): TextFieldSpec => ({
  key,
  label,
  ...extra,
});
const list = (key: FactListKey, label: string, addLabel: string, placeholder?: string): ListFieldSpec => ({
  key,
  label,
  addLabel,
  placeholder,
});

const productFields = [
  text("product", "Product", { placeholder: "e.g. Hand-stitched leather card holder", wide: true }),
  text("noun", "Kind of product", { hint: "The noun buyers search for: card holder, face oil, mug." }),
  text("brand", "Brand", { placeholder: "e.g. Levi's" }),
  text("model", "Model", { placeholder: "e.g. 501" }),
];
const conditionWordsField = list(
  "conditionWords",
  "Condition in your words",
  "Add words about its condition",
  "e.g. worn once, no box",
);
const describeFields = [
  list("specs", "Specs", "Add a spec", "e.g. 12 oz, 8 GB, set of 3"),
  list("features", "What sets it apart", "Add a detail", "e.g. hammered texture"),
  list("materials", "Materials", "Add a material", "e.g. stoneware"),
  list("packaging", "Packaging", "Add packaging", "e.g. glass bottle"),
  list("colours", "Colours", "Add a colour", "e.g. indigo"),
];
const designFields = [
  text("design", "Design", { hint: "A printed design's name, slogan or artwork." }),
  text("artist", "Artist", { placeholder: "e.g. Van Gogh" }),
];
const offerFields = [
  text("offerDiscount", "Discount", { placeholder: "e.g. 20% off" }),
  text("offerCode", "Offer code", { placeholder: "e.g. SPRING20" }),
  text("offerEnds", "Offer ends", { placeholder: "e.g. Sunday" }),
  text("offerText", "Offer in your words", {
    placeholder: "e.g. 20% off with code SPRING20 until Sunday",
    wide: true,
  }),
];
const sellingFields = [
  list("delivery", "Delivery", "Add a delivery detail", "e.g. ships in 3-5 days"),
  list("notIncluded", "Not included", "Add something not included", "e.g. no box"),
  list("claims", "Claims", "Add a claim of yours", "e.g. dishwasher safe"),
  list("safety", "Safety notes", "Add a safety note", "e.g. not for under 3s"),
];
const audienceFields = [text("audience", "Audience"), text("occasion", "Occasion")];

const emptyPending = (): Record<FactListKey, string> => ({
  specs: "",
  features: "",
  materials: "",
  packaging: "",
  colours: "",
  delivery: "",
  notIncluded: "",
  claims: "",
  safety: "",
  conditionWords: "",
});

/**
 * "What we understood": the facts the copy was written from, one row per fact the sheet holds.
 * "Correct these facts" turns every fact into a field (empty ones too, so a missing fact can be
 * added): text for single values, chips for lists, a select for the condition. The photo's
 * measured colour is only offered ("Looks caramel — add it?") and joins the colours once the
 * seller accepts it. "Write again with these facts" checks the sheet with the domain schema (a
 * too-long fact is named beside its field) and hands it to the page, which writes again.
 */
export function FactSheetPanel({
  facts,
  draftKey,
  onWriteAgain,
  busy = false,
  idPrefix = "facts",
}: FactSheetPanelProps) {
  const baseline = draftOf(facts);
  const [kept] = useState(() => keptEditsOf(draftKey));
  const [draft, setDraft] = useState<FactDraft>(() => kept?.draft ?? baseline);
  const [editing, setEditing] = useState(kept?.editing ?? false);
  const [pending, setPending] = useState(() => kept?.pending ?? emptyPending());
  useEffect(() => {
    keepEdits(draftKey, { draft, editing, pending });
  }, [draftKey, draft, editing, pending]);
  const [attempted, setAttempted] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const [summary, setSummary] = useState<string | null>(null);
  const headingId = useId();
  const descriptionId = useId();
  const offerTextId = useId();
  const editButton = useRef<HTMLButtonElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);
  const id = (field: string) => `${idPrefix}-${field}`;

  const dirty = !sameDraft(draft, baseline) || Object.values(pending).some((entry) => entry.trim());
  const check = validateDraft(draft);
  const errorOf = (field: FactField): string | undefined => {
    const message = check.errors[field];
    if (!message) return undefined;
    if (attempted) return message;
    // Before a first try, only a fact that is already too long is named (as it is typed).
    const value = draft[field as FactTextKey];
    return typeof value === "string" && value.length > FACT_MAX_CHARS ? message : undefined;
  };

  const update = (patch: Partial<FactDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setSummary(null);
  };
  const setText = (key: FactTextKey, value: string) => update({ [key]: value });
  const setList = (key: FactListKey, values: string[]) =>
    update(key === "conditionWords" ? { conditionWords: values, conditionStated: true } : { [key]: values });

  const startEditing = () => {
    setEditing(true);
    requestAnimationFrame(() => document.getElementById(id("product"))?.focus());
  };
  const discard = () => {
    setDraft(baseline);
    setPending(emptyPending());
    setAttempted(false);
    setSummary(null);
    setEditing(false);
    setAnnouncement("Changes discarded.");
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const photoColour = offeredPhotoColour(draft);
  const acceptPhotoColour = () => {
    if (!photoColour) return;
    update({ colours: [...draft.colours, photoColour] });
    setAnnouncement(`Added ${photoColour} to Colours. Write again to use it.`);
    // The offer goes away with its button: focus moves on to what comes next.
    requestAnimationFrame(() =>
      (editing ? document.getElementById(id("colours-add")) : submitButton.current)?.focus(),
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // Text typed into a list's field but not added yet is meant: it goes along.
    const next = draftToSend(baseline, draft, pending);
    if (!sameDraft(next, draft)) {
      setDraft(next);
      setPending(emptyPending());
    }
    const result = validateDraft(next);
    if (!result.sheet) {
      setAttempted(true);
      setEditing(true);
      setSummary("Some facts need a fix before we write again: see the messages beside them.");
      const first = Object.keys(result.errors)[0] as FactField | undefined;
      requestAnimationFrame(() => {
        if (!first) return;
        const target = document.getElementById(id(first)) ?? document.getElementById(id(`${first}-add`));
        target?.focus();
      });
      return;
    }
    setSummary(null);
    onWriteAgain(result.sheet);
  };

  const textField = ({ key, label, hint, placeholder, wide }: TextFieldSpec) => (
    <div key={key} className={wide ? "min-w-0 sm:col-span-2" : "min-w-0"}>
      <FormField
        id={id(key)}
        label={label}
        hint={hint}
        placeholder={placeholder}
        autoComplete="off"
        value={draft[key]}
        onChange={(event) => setText(key, event.target.value)}
        error={errorOf(key)}
        disabled={busy}
      />
    </div>
  );
  const listField = ({ key, label, addLabel, placeholder }: ListFieldSpec) => (
    <div key={key} className="sm:col-span-2">
      <FactListField
        id={id(key)}
        label={label}
        addLabel={addLabel}
        placeholder={placeholder}
        values={draft[key]}
        onChange={(values) => setList(key, values)}
        pending={pending[key]}
        onPendingChange={(entry) => setPending((current) => ({ ...current, [key]: entry }))}
        error={errorOf(key)}
        onAnnounce={setAnnouncement}
        disabled={busy}
      />
    </div>
  );

  return (
    <Card data-fact-sheet="">
      <form onSubmit={submit} aria-labelledby={headingId} aria-describedby={descriptionId} noValidate>
        <CardHeader className="p-4 pb-3 sm:p-6 sm:pb-4">
          <CardTitle as="h3" id={headingId} className="text-base">
            What we understood
          </CardTitle>
          <CardDescription id={descriptionId}>
            We wrote from these facts, in your words. Got something wrong or missing? Correct it and write
            again.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 p-4 pt-0 sm:p-6 sm:pt-0">
          {photoColour ? (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-indigo-950 text-sm">
              <Palette className="size-4 shrink-0 text-indigo-700" aria-hidden="true" />
              <p id={offerTextId} className="min-w-0 flex-1">
                Looks {photoColour} — add it?
              </p>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={acceptPhotoColour}
                aria-describedby={offerTextId}
                disabled={busy}
              >
                Add colour
              </Button>
            </div>
          ) : null}

          {editing ? (
            <div className="grid items-start gap-4 sm:grid-cols-2">
              {productFields.map(textField)}
              <div className="grid min-w-0 gap-1.5">
                <Label htmlFor={id("condition")}>Condition</Label>
                <Select
                  value={draft.condition}
                  onValueChange={(value) =>
                    update({ condition: value as ProductCondition, conditionStated: true })
                  }
                  disabled={busy}
                >
                  <SelectTrigger id={id("condition")}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {productConditions.map((condition) => (
                      <SelectItem key={condition} value={condition}>
                        {conditionLabels[condition]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              {listField(conditionWordsField)}
              {describeFields.map(listField)}
              {designFields.map(textField)}
              <fieldset className="grid min-w-0 items-start gap-4 rounded-lg border border-slate-200 p-3 sm:col-span-2 sm:grid-cols-2">
                <legend className="px-1 font-medium text-slate-800 text-sm">Offer</legend>
                {offerFields.map(textField)}
              </fieldset>
              {sellingFields.map(listField)}
              <FormField
                id={id("priceAmount")}
                label="Your price"
                inputMode="decimal"
                placeholder="e.g. 36 or 24,50"
                autoComplete="off"
                value={draft.priceAmount}
                onChange={(event) => update({ priceAmount: event.target.value })}
                error={errorOf("priceAmount")}
                disabled={busy}
              />
              <div className="grid min-w-0 gap-1.5">
                <Label htmlFor={id("priceCurrency")}>Currency</Label>
                <Select
                  value={draft.priceCurrency}
                  onValueChange={(value) => update({ priceCurrency: value as Currency })}
                  disabled={busy}
                >
                  <SelectTrigger id={id("priceCurrency")}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {currencies.map((currency) => (
                      <SelectItem key={currency} value={currency}>
                        {currencyLabels[currency]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              {audienceFields.map(textField)}
            </div>
          ) : (
            <FactRows draft={draft} />
          )}

          {summary ? (
            <p role="alert" className="font-medium text-red-700 text-sm">
              {summary}
            </p>
          ) : null}
          <p role="status" className="sr-only">
            {announcement}
          </p>

          <div className="flex flex-wrap gap-2">
            {editing || dirty ? (
              <Button ref={submitButton} type="submit" disabled={busy}>
                <Wand2 aria-hidden="true" />
                Write again with these facts
              </Button>
            ) : null}
            {editing ? (
              <Button type="button" variant="ghost" onClick={discard} disabled={busy}>
                Discard changes
              </Button>
            ) : (
              <Button ref={editButton} type="button" variant="outline" onClick={startEditing} disabled={busy}>
                <Pencil aria-hidden="true" />
                Correct these facts
              </Button>
            )}
          </div>
        </CardContent>
      </form>
    </Card>
  );
}

/** The facts the sheet holds, as a description list; lists as chips. */
function FactRows({ draft }: { draft: FactDraft }) {
  const rows = factRows(draft);
  return (
    <dl className="grid text-sm">
      {rows.map((row) => (
        <div
          key={row.key}
          data-fact={row.key}
          className="grid gap-0.5 border-slate-100 border-b py-2 first:pt-0 last:border-0 last:pb-0 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4"
        >
          <dt className="font-medium text-slate-600">{row.label}</dt>
          <dd className="min-w-0 break-words text-slate-900">
            {Array.isArray(row.value) ? (
              <ul className="flex flex-wrap gap-1.5">
                {row.value.map((entry) => (
                  <li
                    key={entry}
                    className="rounded-full border border-slate-200 bg-slate-50 px-2.5 py-0.5 text-slate-800"
                  >
                    {entry}
                  </li>
                ))}
              </ul>
            ) : (
              row.value
            )}
            {row.note ? <span className="text-slate-500"> ({row.note})</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
