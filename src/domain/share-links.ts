import type { SocialPlatform } from "./platforms";

/**
 * Posting a result from the browser: which networks accept a post prefilled from a web link, and
 * that link. Only the networks' documented share endpoints are used, and only where they work:
 *
 * - X takes the whole post as `text`, so its link always works.
 * - Pinterest makes a Pin from a page (`url`), with the caption as `description`; it needs a page
 *   other people can open, as the Pin links back to it and Pinterest reads its pictures.
 * - Facebook and LinkedIn take only a page's address and build the post from that page; the
 *   caption cannot travel in the link, so the page copies it first for the seller to paste.
 * - Instagram and TikTok accept no post from the web at all: the caption is copied and the photo
 *   saved, then posted in their apps.
 *
 * Our own photo addresses (`/objects/uploads/…`) open only for their owner, so they are never put
 * into a share link: another company's servers could not fetch them, and must not be able to.
 */
export type ShareOption =
  /** A link that opens the network's share page; `copyCaptionFirst` when the caption cannot ride along. */
  | { kind: "link"; href: string; copyCaptionFirst: boolean }
  /** The network shares web pages only, and no public page of the product is known. */
  | { kind: "needs-public-page" }
  /** The network takes no post from a web link (Instagram, TikTok): post in its app. */
  | { kind: "app-only" };

export interface ShareSource {
  /** The caption as the seller has it on screen (edited or not). */
  caption: string;
  /** A page of the product other people can open (see publicPageUrl), when there is one. */
  pageUrl?: string;
}

const q = encodeURIComponent;

export function shareOptionFor(platform: SocialPlatform, { caption, pageUrl }: ShareSource): ShareOption {
  switch (platform) {
    case "twitter":
      // X's web intent (developer.x.com, "Web Intents"): the text is the whole post.
      return {
        kind: "link",
        href: `https://twitter.com/intent/tweet?text=${q(caption)}`,
        copyCaptionFirst: false,
      };
    case "pinterest":
      // Pinterest's "Save" button link (developers.pinterest.com, "Add a Save button"): url and
      // description. No `media`: our photo addresses are private (above), so the Pin's picture
      // comes from the product's own page.
      if (!pageUrl) return { kind: "needs-public-page" };
      return {
        kind: "link",
        href: `https://www.pinterest.com/pin/create/button/?url=${q(pageUrl)}&description=${q(caption)}`,
        copyCaptionFirst: false,
      };
    case "facebook":
      // Facebook's share dialog by URL (developers.facebook.com, "Share Dialog"): a link only.
      if (!pageUrl) return { kind: "needs-public-page" };
      return {
        kind: "link",
        href: `https://www.facebook.com/sharer/sharer.php?u=${q(pageUrl)}`,
        copyCaptionFirst: true,
      };
    case "linkedin":
      // LinkedIn's "Share on LinkedIn" (learn.microsoft.com, Share Plugin): a link only.
      if (!pageUrl) return { kind: "needs-public-page" };
      return {
        kind: "link",
        href: `https://www.linkedin.com/sharing/share-offsite/?url=${q(pageUrl)}`,
        copyCaptionFirst: true,
      };
    case "instagram":
    case "tiktok":
      return { kind: "app-only" };
  }
}

const LOCAL_SUFFIXES = [
  ".localhost",
  ".local",
  ".internal",
  ".lan",
  ".home.arpa",
  ".test",
  ".invalid",
  ".example",
];

/** IPv4 addresses no one outside the seller's own network can reach (RFC 1918, loopback, link-local…). */
function isPrivateIPv4(host: string): boolean {
  const parts = host.split(".").map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isInteger(part) || part < 0 || part > 255))
    return false;
  const [a = 0, b = 0] = parts;
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168)
  );
}

/**
 * The address as a normalised http(s) URL when a stranger's browser (or a network's link reader)
 * could open it: not this computer, not a home or office network, not a one-word intranet name.
 * Undefined otherwise.
 */
export function publicWebAddress(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (url.username || url.password) return undefined;
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (host.startsWith("[")) return undefined; // IPv6 literals: not a shop's address
  if (!host.includes(".") || host === "localhost") return undefined;
  if (LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) return undefined;
  if (isPrivateIPv4(host)) return undefined;
  return url.href;
}

/** Characters that end a sentence rather than a link ("see https://shop.example/mug."). */
const TRAILING_PUNCTUATION = /[.,;:!?'"’”)\]}>]+$/u;

/** Every http(s) link written in a text, in order, without the punctuation that follows it. */
export function linksIn(text: string): string[] {
  const links: string[] = [];
  for (const match of text.matchAll(/\bhttps?:\/\/[^\s<>"“”]+/giu)) {
    let link = match[0].replace(TRAILING_PUNCTUATION, "");
    // Keep a closing bracket the link opened itself (Wikipedia-style paths).
    const opened = (link.match(/\(/g) ?? []).length;
    const closed = (link.match(/\)/g) ?? []).length;
    if (opened > closed && match[0].slice(link.length).startsWith(")")) link += ")";
    links.push(link);
  }
  return links;
}

/**
 * The product page to share: the product URL the seller gave, else the first public link written
 * in the caption (the writer puts the product link there, and sellers paste their shop's link).
 */
export function publicPageUrl(productUrl: string | null | undefined, caption: string): string | undefined {
  const given = publicWebAddress(productUrl);
  if (given) return given;
  for (const link of linksIn(caption)) {
    const address = publicWebAddress(link);
    if (address) return address;
  }
  return undefined;
}
