import { directionOf } from "../../../domain/languages";
import { priceToCents } from "../generation/normalise";
import type { ExportListing } from "./export-listing";
/**
 * Small, pure conversions of a stored listing's text into what marketplace files expect: a bare
 * number for a price, HTML for a description, a URL handle for a title.
 */

/**
 * `$1,234.50` → `1234.50`, `29,75 €` → `29.75`; empty when the text holds no price. Stored prices
 * are normalised (`$12.99`, `12,99 €`), but an owner's edit may have left something else, so
 * anything unreadable is left empty for the seller rather than guessed.
 */
export function priceNumber(price: string | number | null | undefined): string {
  if (typeof price === "number") return Number.isFinite(price) && price >= 0 ? price.toFixed(2) : "";
  const cents = priceToCents(price ?? "");
  return cents === null ? "" : (cents / 100).toFixed(2);
}

/** Every photo link of an item, the main one first. */
export function photoUrlsOf(item: ExportListing): string[] {
  return item.photoUrls ?? (item.imageUrl ? [item.imageUrl] : []);
}

/**
 * The five characters HTML gives meaning to. A five-entry table does the job completely for text
 * placed in element content and quoted attributes; a dependency would add nothing.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ENTITIES[char] ?? char);
}
const HTML_ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** A line that starts a bullet in the writers' plain text: `• `, `- `, `* `, `✓ `. */
const BULLET = /^\s*(?:[•\-*✓✔▪◦·]|\d+[.)])\s+/u;

/**
 * A plain-text description as safe HTML: blank lines separate paragraphs, runs of bullet lines
 * become a list, other line breaks stay as `<br>`. Every piece of text is escaped, so a `<script>`
 * typed into a listing arrives as text. Extra bullet points (Amazon's key features) go last.
 */
export function descriptionHtml(
  text: string,
  bulletPoints: readonly string[] = [],
  language?: string,
): string {
  const blocks = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.split("\n").filter((line) => line.trim() !== ""))
    .filter((lines) => lines.length > 0);
  const html: string[] = [];
  for (const lines of blocks) {
    let prose: string[] = [];
    let bullets: string[] = [];
    const flush = () => {
      if (prose.length > 0) html.push(`<p>${prose.map((line) => escapeHtml(line.trim())).join("<br>")}</p>`);
      if (bullets.length > 0) html.push(listHtml(bullets));
      prose = [];
      bullets = [];
    };
    for (const line of lines) {
      if (BULLET.test(line)) {
        if (prose.length > 0) {
          html.push(`<p>${prose.map((item) => escapeHtml(item.trim())).join("<br>")}</p>`);
          prose = [];
        }
        bullets.push(line.replace(BULLET, ""));
      } else {
        if (bullets.length > 0) {
          html.push(listHtml(bullets));
          bullets = [];
        }
        prose.push(line);
      }
    }
    flush();
  }
  const extra = bulletPoints.map((point) => point.trim()).filter(Boolean);
  if (extra.length > 0) html.push(listHtml(extra));
  // A right-to-left description (Arabic, Hebrew) says so, or the store's page lays it out left to right.
  return language && directionOf(language) === "rtl"
    ? `<div dir="rtl" lang="${escapeHtml(language)}">${html.join("")}</div>`
    : html.join("");
}

function listHtml(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${escapeHtml(item.trim())}</li>`).join("")}</ul>`;
}

/** Shopify handles: letters, digits and dashes only (Shopify Help Center, product CSV "URL handle"). */
const HANDLE_MAX = 100;

/**
 * A Shopify URL handle from a title: accents folded (`Crème` → `creme`), anything else that is not
 * a-z or 0-9 becomes one dash, at most 100 characters cut at a dash. A title with no Latin letters
 * or digits at all (`日本の茶碗`) gets `fallback`.
 */
export function urlHandle(title: string, fallback: string): string {
  const folded = title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .replace(/[æÆ]/g, "ae")
    .replace(/[øØ]/g, "o")
    .toLowerCase();
  let handle = folded.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (handle.length > HANDLE_MAX) {
    const cut = handle.slice(0, HANDLE_MAX);
    handle = (cut.includes("-") ? cut.slice(0, cut.lastIndexOf("-")) : cut).replace(/-+$/, "");
  }
  return handle || fallback;
}

/** Handles made unique within one file: Shopify reads a repeated handle as the same product. */
export function uniqueHandles(): (handle: string) => string {
  const used = new Set<string>();
  return (handle) => {
    let candidate = handle;
    for (let n = 2; used.has(candidate); n += 1) candidate = `${handle}-${n}`;
    used.add(candidate);
    return candidate;
  };
}

/** At most `max` characters (code points), cut at a word boundary when one is near. */
export function clipText(text: string, max: number): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join("");
  const cut = characters.slice(0, max).join("");
  const space = cut.lastIndexOf(" ");
  return (space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd();
}

/** Tags as one comma-separated cell: a comma inside a tag would split it, so it becomes a space. */
export function commaTags(tags: readonly string[]): string {
  return tags
    .map((tag) => tag.replaceAll(",", " ").replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join(", ");
}
