import type { ComponentProps, ReactNode } from "react";
import type { PriceGuide } from "../../../domain/listings";
import { MAX_LISTING_TAGS, marketplaceRules } from "../../../domain/platform-rules";
import type { MarketplacePlatform } from "../../../domain/platforms";
import { EditableText } from "../../components/generator/editable-text";
import { PriceGuideNote } from "./price-guide-note";

/** Tags as the seller edits them: separated by commas or lines. */
export const splitTags = (text: string) =>
  text
    .split(/[,\n]+/)
    .map((tag) => tag.trim())
    .filter(Boolean);
/** Key features as the seller edits them: one per line. */
export const splitLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** What binds one field to the draft: its id, value, change and blur handlers, language. */
export type FieldBinding = Pick<
  ComponentProps<typeof EditableText>,
  "id" | "value" | "onChange" | "onBlur" | "lang" | "dir"
>;

/**
 * One marketplace's listing fields with their counters and limits: title, description, key
 * features (where the marketplace has them), tags, price and category with the price's guide, and
 * the search engine title and description (where it has them). The generator's results and the
 * bulk studio's in-place editor both draw these; the results add a Copy button to each field.
 */
export function ListingFieldsEditor({
  platform,
  marketplace,
  field,
  value,
  has,
  priceGuide,
  copy,
}: {
  platform: MarketplacePlatform;
  /** The marketplace's name, for the price guide. */
  marketplace: string;
  field: (name: string) => FieldBinding;
  value: (name: string) => string;
  /** Whether the listing has this optional field (key features, SEO title and description). */
  has: (name: string) => boolean;
  priceGuide: PriceGuide | undefined;
  /** A field's Copy button: the field's name, its label, and the text to copy when not its value. */
  copy?: (name: string, fieldLabel: string, text?: string) => ReactNode;
}) {
  const rule = marketplaceRules[platform];
  const tags = splitTags(value("tags"));
  const bullets = splitLines(value("bulletPoints"));
  return (
    <>
      <EditableText
        {...field("title")}
        singleLine
        label="Title"
        limit={rule.maxTitleChars}
        action={copy?.("title", "Title")}
      />
      <EditableText
        {...field("description")}
        label="Description"
        multiline
        rows={5}
        limit={rule.maxDescriptionChars}
        action={copy?.("description", "Description")}
      />
      {has("bulletPoints") ? (
        <EditableText
          {...field("bulletPoints")}
          label="Key features"
          multiline
          rows={5}
          length={bullets.length}
          limit={rule.maxBulletPoints}
          unit="bullet points"
          hint="One per line."
          action={copy?.("bulletPoints", "Key features", bullets.map((line) => `• ${line}`).join("\n"))}
        />
      ) : null}
      <EditableText
        {...field("tags")}
        label="Tags"
        multiline
        rows={2}
        length={tags.length}
        limit={Math.min(rule.maxTags, MAX_LISTING_TAGS)}
        unit="tags"
        hint="Separate with commas."
        action={copy?.("tags", "Tags", tags.join(", "))}
      />
      <div className="grid gap-3 sm:grid-cols-[11rem_minmax(0,1fr)]">
        <EditableText
          {...field("suggestedPrice")}
          label={priceGuide?.own ? "Your price" : "Suggested price"}
          showCount={false}
          action={copy?.("suggestedPrice", "Price")}
        />
        <EditableText
          {...field("category")}
          singleLine
          label="Category"
          showCount={false}
          action={copy?.("category", "Category")}
        />
      </div>
      {priceGuide ? <PriceGuideNote guide={priceGuide} marketplace={marketplace} /> : null}
      {has("seoTitle") ? (
        <EditableText
          {...field("seoTitle")}
          singleLine
          label="SEO title"
          limit={rule.maxSeoTitleChars}
          action={copy?.("seoTitle", "SEO title")}
        />
      ) : null}
      {has("seoDescription") ? (
        <EditableText
          {...field("seoDescription")}
          label="SEO description"
          multiline
          rows={3}
          limit={rule.maxSeoDescriptionChars}
          action={copy?.("seoDescription", "SEO description")}
        />
      ) : null}
    </>
  );
}
