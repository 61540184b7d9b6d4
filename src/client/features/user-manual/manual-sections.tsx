import type { ReactNode } from "react";
import { FREE_BRAND_PROFILES, MAX_EXAMPLE_POSTS } from "../../../domain/brand-limits";
import { groupThousands } from "../../../domain/count-format";
import { languageOf, languages } from "../../../domain/languages";
import { NOT_LISTED, productOptions, socialOptions } from "../../../domain/options";
import { MAX_RESULT_HASHTAGS, marketplaceRules, socialRules } from "../../../domain/platform-rules";
import {
  type MarketplacePlatform,
  marketplaceDescriptions,
  marketplacePlatforms,
  platformLabels,
  socialPlatforms,
} from "../../../domain/platforms";
import type { SiteConfig } from "../../../domain/site-config";
import { useHydratedValue } from "../../lib/use-hydrated-value";
import { describeWriter } from "../../lib/use-site-config";
import { useUser } from "../auth/use-user";
import { AI_IMAGES_COMING_SOON, checkoutNote } from "../billing/site-mode-notes";
import { WriterExamples } from "./manual-examples";
import { Code, CodeBlock, H3, InlineLink, List, Note, P, Table } from "./manual-prose";

/**
 * Plan and upload figures. They are written out here rather than imported because the modules
 * that define them also carry zod schemas, which would add ~24 KB to this page; a unit test
 * (manual-sections.test.tsx) checks them against src/domain so they cannot drift.
 */
export const MANUAL_FACTS = {
  freeSocial: 2,
  freeListings: 2,
  freeRewrites: 3,
  proPrice: "$12.99",
  proInterval: "month",
  uploadMaxBytes: 10_485_760,
  uploadTypes: ["image/jpeg", "image/png", "image/gif", "image/webp"],
} as const;
const FREE_LIMITS = { socialMedia: MANUAL_FACTS.freeSocial, productListings: MANUAL_FACTS.freeListings };
const UPLOAD_TYPES = "JPEG (.jpg, .jpeg), PNG, GIF and WebP";

/** API_RATE_LIMIT_PER_MINUTE's default (src/server/config.ts); a server may raise it. */
export const API_RATE_LIMIT_DEFAULT = 120;

/** The README's first call (its "first call in 3 commands"; the e2e suite runs that copy), on `origin`. */
export const firstCallExample = (origin: string) => `export STUDIO_URL=${origin} STUDIO_TOKEN=scs_your_token
# 1. Ask for an upload URL for the photo
UPLOAD=$(curl -fsS -X POST "$STUDIO_URL/api/objects/upload" -H "Authorization: Bearer $STUDIO_TOKEN" -H "Content-Type: application/json" -d '{"contentType":"image/jpeg"}')
# 2. Send the photo's bytes to that URL (the URL itself is the permission: no token needed)
curl -fsS -o /dev/null -X PUT -H "Content-Type: image/jpeg" --data-binary @mug.jpg "$(jq -r .uploadURL <<<"$UPLOAD")"
# 3. Make posts for two networks from it
curl -fsS -X POST "$STUDIO_URL/api/social-media/generate" -H "Authorization: Bearer $STUDIO_TOKEN" -H "Content-Type: application/json" -d "$(jq -n --arg image "$(jq -r .objectPath <<<"$UPLOAD")" '{imagePath: $image, product: "Speckled ceramic mug", brand: "Clay & Co", targetAudience: "Coffee lovers", selectedPlatforms: ["instagram", "twitter"]}')"`;

/** The first call on this site's own address (the default local one in the prerendered page). */
function FirstCallExample() {
  const origin = useHydratedValue(() => window.location.origin, "http://localhost:3000");
  return <CodeBlock>{firstCallExample(origin)}</CodeBlock>;
}

export interface ManualSection {
  id: string;
  title: string;
  body: ReactNode;
}

const n = groupThousands;
const price = `${MANUAL_FACTS.proPrice}/${MANUAL_FACTS.proInterval}`;

function marketplaceRuleText(platform: MarketplacePlatform): ReactNode {
  const rule = marketplaceRules[platform];
  switch (platform) {
    case "etsy":
      return `Title up to ${rule.maxTitleChars} characters; each of % : & + at most once. Exactly the marketplace's ${rule.maxTags} tags, each up to ${rule.maxTagChars} characters of letters, numbers, spaces, hyphens and apostrophes.`;
    case "redbubble":
      return `Title up to ${rule.maxTitleChars} characters and up to ${rule.maxTags} tags. Redbubble does not publish firm limits, so we stay on the safe side; it does forbid tag spam.`;
    case "amazon":
      return `Title up to ${rule.maxTitleChars} characters, none of ${(rule.titleBannedChars ?? []).join(" ")}, and no word more than twice. Up to ${rule.maxBulletPoints} bullet points; search words within Amazon's 250-byte limit (about 250 letters in English).`;
    case "shopify":
      return `Product title up to ${rule.maxTitleChars} characters; search engine title up to ${rule.maxSeoTitleChars} and meta description up to ${rule.maxSeoDescriptionChars}; up to ${rule.maxTags} tags.`;
    case "ebay":
      return `Title up to ${rule.maxTitleChars} characters — every word has to earn its place.`;
    case "mercari":
      return `Title up to ${rule.maxTitleChars} characters; description up to ${n(rule.maxDescriptionChars ?? 1000)} characters.`;
  }
}

const socialNotes: Record<(typeof socialPlatforms)[number], string> = {
  instagram: "The caption carries at most 5 hashtags: Instagram's own cap since December 2025 (it was 30).",
  facebook: "Allowed length is huge, but 40–120 words read best, so that is what you get.",
  twitter:
    "Counted the way X counts: a link is always 23 characters and an emoji 2, so the post always fits.",
  linkedin: "A professional, multi-paragraph post.",
  pinterest: "Keyword-rich description; pin titles are up to 100 characters.",
  tiktok: "A punchy hook first, then the details.",
};

function socialRuleText(platform: (typeof socialPlatforms)[number]): string {
  const rule = socialRules[platform];
  const unit = rule.weighted ? "characters, counted the way X counts them" : "characters";
  const title = rule.maxTitleChars ? `; title up to ${rule.maxTitleChars}` : "";
  return `Up to ${n(rule.maxChars)} ${unit}${title}`;
}

/** Which languages this site writes: the config's list, or what a model would add to the builtin one. */
function languageSentence(config: SiteConfig | null): string {
  const available = config?.languages?.available;
  if (!available) return `The picker lists the languages on offer (up to ${languages.length}).`;
  return `You can choose ${available.map((code) => languageOf(code).name).join(", ")}.`;
}

/** Whether the import files carry photos, as this site's config says (unknown: both cases). */
function photoLinksNote(config: SiteConfig | null): string {
  const withPhotos =
    "The file links to your photos, and Shopify or eBay picks them up as you import. The links work for 30 days, so import within that time (or export again for fresh links).";
  const withoutPhotos =
    "The file doesn't include your photos: marketplaces take photos only as links they can fetch, and this site isn't reachable from the internet. Add them in Shopify or eBay after importing; your photos keep their format (a PNG stays a PNG) in the listing's .zip download.";
  if (!config?.exports) {
    return "When the marketplace can fetch your photos from this site, the file links to them for 30 days; otherwise add your photos in Shopify or eBay after importing.";
  }
  return config.exports.publicImageLinks ? withPhotos : withoutPhotos;
}

/** Quick start's first step: a visitor creates an account; a signed-in reader has one already. */
function AccountStep() {
  const { isAuthenticated } = useUser();
  return isAuthenticated ? (
    <>
      Your account is ready and you're signed in: open your <InlineLink href="/home">home screen</InlineLink>.
    </>
  ) : (
    <>
      <InlineLink href="/register">Create a free account</InlineLink> (first and last name are optional).
    </>
  );
}

const optionList = (values: readonly string[]) => values.filter((v) => v !== NOT_LISTED).join(", ");

export function manualSections(config: SiteConfig | null): ManualSection[] {
  const supportEmail = config?.supportEmail;
  return [
    {
      id: "pricing",
      title: "Plans and pricing",
      body: (
        <>
          <P>
            There are two plans. The limits apply wherever you create, and the usage card shows how much
            you've used.
          </P>
          <Table
            caption="Plans"
            head={["", "Free", "Pro"]}
            rows={[
              ["Price", "$0", price],
              ["Social media posts", `${FREE_LIMITS.socialMedia} per account, in total`, "Unlimited"],
              ["Product listings", `${FREE_LIMITS.productListings} per account, in total`, "Unlimited"],
              ["Platforms", "All 12", "All 12"],
              ["Bulk upload", "—", "Yes"],
              ["AI product images", "—", config?.imageGeneration ? "Yes" : "Coming soon"],
              ["Support", "E-mail", "Priority e-mail (your messages are answered first)"],
            ]}
          />
          <P>
            Free posts and listings are counted per account and don't reset each month. One press of Generate
            counts as one, however many platforms you pick, and a try that fails isn't counted.
          </P>
          <P>
            Each platform's card has its own Regenerate button, which writes that platform's text again. On
            the Free plan the first {MANUAL_FACTS.freeRewrites} rewrites of each platform are free, even once
            your free posts or listings are used: they rewrite content you already have. The button says how
            many are left (“2 free left”); after that it says “Uses a generation”, and you're asked before it
            counts as one of your free posts or listings. Regenerate at the top of the results writes every
            platform again and counts as a new post or listing.
          </P>
          <H3>The usage card</H3>
          <P>
            The generator pages show a usage card. On the Free plan it reads “Free Plan” with two bars,
            “Social Media Posts” and “Product Listings” (used / limit). It turns yellow from 80% and red at
            100%, where you see “Social media limit reached” or “Product listings limit reached”. From 80% an
            “Upgrade to Pro for {price}” button appears. Pro members see “Pro Member” and “Unlimited Access”.
          </P>
        </>
      ),
    },
    {
      id: "subscription",
      title: "Subscribing and managing Pro",
      body: (
        <>
          <List
            ordered
            items={[
              <>
                Press any “Upgrade to Pro” button, or go straight to{" "}
                <InlineLink href="/subscribe">Upgrade to Pro</InlineLink>.
              </>,
              <>Enter your card details in the payment form and press “Subscribe for {price}”.</>,
              <>
                When the payment succeeds you return to the page you were on (or your home screen) with a
                “Welcome to Pro!” message.
              </>,
            ]}
          />
          {config?.billing === "demo" ? (
            <Note>
              {checkoutNote("demo")} Use the test card 4242 4242 4242 4242 to switch Pro on; 4000 0000 0000
              0002 shows what a declined card looks like.
            </Note>
          ) : null}
          {config?.billing === "off" ? <Note>{checkoutNote("off")}</Note> : null}
          <P>
            Pro renews automatically each month. Manage it on your{" "}
            <InlineLink href="/subscription">Subscription page</InlineLink> (Plan, in the top bar): the badge
            reads “Pro Active”, “Ending Soon” or “Free Plan”. Cancelling asks you to confirm; you keep Pro
            until the end of the period you paid for (the badge shows “Ending Soon”), and you can reactivate
            before then.
          </P>
        </>
      ),
    },
    {
      id: "quick-start",
      title: "Quick start",
      body: (
        <>
          <List
            ordered
            items={[
              <AccountStep key="account" />,
              <>On your home screen choose Social Media Content, Product Listings or Bulk Upload.</>,
              <>Upload a product photo.</>,
              <>Describe your business, audience, tone and goal (or the product, for listings).</>,
              <>Select the platforms you want and press Generate.</>,
              <>Copy each result, or download them all, and post.</>,
            ]}
          />
          <P>
            The home screen is another way into the social tools: it has a card for each tool, Bulk Upload and
            this manual, so you can start new posts from one place.
          </P>
        </>
      ),
    },
    {
      id: "social-overview",
      title: "Social content generator: overview",
      body: (
        <>
          <P>
            Open <InlineLink href="/social-content">Social Media Content</InlineLink> from your home screen.
            The settings form is on the left, results in the middle and your usage card on the right. Before
            you generate, the middle column shows a four-step how-it-works card: upload image, provide
            context, generate content, copy and share.
          </P>
          <P>
            One press of Generate writes a caption or post for each network you pick —{" "}
            {socialPlatforms.map((p) => platformLabels[p]).join(", ")} — plus a list of up to{" "}
            {MAX_RESULT_HASHTAGS} hashtags and a suggested posting schedule.
          </P>
        </>
      ),
    },
    {
      id: "upload",
      title: "Uploading images",
      body: (
        <>
          <List
            items={[
              <>Accepted photos: {UPLOAD_TYPES}. We check what the file really is, not just its name.</>,
              <>Maximum size: 10 MB per photo.</>,
              <>One photo at a time on the social and listing pages; Bulk Upload takes many at once.</>,
              <>
                Your original stays private: only you (and the site's administrators) can open it. Before we
                read a photo or send it to an AI service, we remove the hidden details a photo can carry, such
                as where it was taken.
              </>,
            ]}
          />
          <P>
            After an upload the button reads “Change Image”; pick another photo to replace it. The photo's
            real colours, background and orientation are read and used in the text.
          </P>
        </>
      ),
    },
    {
      id: "form",
      title: "The settings form",
      body: (
        <>
          <Table
            caption="Social form fields"
            head={["Field", "What to enter"]}
            rows={[
              ["Business type", optionList(socialOptions.businessType)],
              ["Brand", "Your brand or shop name, as you want it written."],
              ["Target audience", optionList(socialOptions.targetAudience)],
              ["Tone", `${optionList(socialOptions.tone)}. Default: Professional.`],
              ["Campaign goal", optionList(socialOptions.campaignGoal)],
              [
                "Product URL (optional)",
                "The web address of the product or your shop, starting with https:// (copy it from your browser's address bar), or leave it empty.",
              ],
              ["Additional context", "Anything else worth saying: materials, a sale, a launch date."],
              [
                "Hashtags",
                "Up to 30 of your own; the field starts empty, and left empty we pick hashtags that fit your product. Spaces and symbols are taken out (a hashtag keeps letters, numbers and _) and repeats are dropped.",
              ],
              ["Platforms", "At least one. All six are selected at first."],
            ]}
          />
          <P>
            Every list ends with “{NOT_LISTED}”: choose it and a text field appears for your own value, which
            is used instead. Picking another option clears it.
          </P>
        </>
      ),
    },
    {
      id: "platforms",
      title: "Social platforms and their limits",
      body: (
        <>
          <P>
            Each network gets its own voice and structure, and every post is checked against these limits:
          </P>
          <Table
            caption="Social platform limits"
            head={["Platform", "Limit", "How it is written"]}
            rows={socialPlatforms.map((p) => [platformLabels[p], socialRuleText(p), socialNotes[p]])}
          />
        </>
      ),
    },
    {
      id: "generation",
      title: "Generating and using social content",
      body: (
        <>
          <P>
            Press Generate. A progress card walks through “Analyzing image...”, “Generating content...”,
            “Creating social posts...” and “Finalizing content...”. {describeWriter(config)}
          </P>
          <P>
            Each platform gets a card with a copy button; a platform with no text shows “No content generated
            for this platform”. Hashtags and the suggested schedule have cards of their own. “Download All”
            saves a text file (its name starts with <Code>social-media-content</Code>) with a “SOCIAL MEDIA
            CONTENT EXPORT” header, the date, one section per selected platform, HASHTAGS and SUGGESTED
            SCHEDULE.
          </P>
          <Note>
            Results are drafts. Read them before posting: check facts, prices and claims about your product.
          </Note>
        </>
      ),
    },
    {
      id: "product-overview",
      title: "Product listing generator: overview",
      body: (
        <>
          <P>
            Open <InlineLink href="/product-listings">Product Listings</InlineLink> from your home screen.
            From top to bottom: your usage card, the image section (
            {config?.imageGeneration ? "upload a photo or generate one with AI" : "upload a photo"}), the
            target platform cards, the product context form and the Generate button. Results appear under
            “Generated Listings” with a “Download CSV” button, one card per marketplace with title,
            description, tags, suggested price and category.
          </P>
          <P>
            Generate stays disabled until you have an image and at least one platform; the hint under it says
            what is missing (“
            {config?.imageGeneration
              ? "Upload an image or generate one with AI to continue"
              : "Upload an image to continue"}
            ”, “Select at least one platform to generate listings”).
          </P>
        </>
      ),
    },
    {
      id: "product-context",
      title: "Product context",
      body: (
        <>
          <Table
            caption="Product context fields"
            head={["Field", "Options"]}
            rows={[
              ["Business type", optionList(productOptions.businessType)],
              ["Target audience", optionList(productOptions.targetAudience)],
              ["Product type", optionList(productOptions.productType)],
              ["Style", optionList(productOptions.style)],
              ["Materials", optionList(productOptions.materials)],
              ["Size", optionList(productOptions.size)],
              ["Occasion", optionList(productOptions.occasion)],
              ["Color", "Free text, e.g. “sage green”. The photo's colours are read as well."],
            ]}
          />
          <P>
            Every field is optional, but each one you fill makes the listing more specific. Every title names
            the product type. Type your own price and every listing uses it. Otherwise the suggested price
            comes from typical ranges for that product type on that marketplace, moved by what you say (how
            many, used or new, the maker). Under each price, “Similar listings” shows that range and what
            moved it, and where your own price sits in it; when the product type is one we don't know, or the
            range is very wide, it says we're not sure. Treat it as a starting point and check it against your
            costs.
          </P>
          <P>
            In a Bulk Upload batch of listings every photo becomes a listing of its own. Before you start, its{" "}
            <strong>Details</strong> button gives that photo alone what it shows, your price, quantity, SKU,
            condition (and a note on it) and the product's brand; the line under the photo sums them up (“Used
            — good · $24 · 3 in stock”). Photos without details follow the batch's brief.
          </P>
        </>
      ),
    },
    {
      id: "what-to-expect",
      title: "What to expect from the writer",
      body: (
        <>
          <P>
            Our built-in copywriter writes about the product you name in “What are you selling?”, in your
            words: it knows several hundred product types, each with its marketplace categories, a typical
            price range and the words buyers search for. The colour it names is the one you give, or the
            product's own colour in the photo — never the backdrop's — and it never claims what you did not
            say (handmade, organic, a condition, a warranty). Redbubble is offered only for designs Redbubble
            can print; for anything else the result says why it was left out. If nothing you wrote names a
            product, it asks you for one instead of guessing.
          </P>
          <P>
            Here are five of the briefs we test it on, with what it wrote before this version and what it
            writes now.
          </P>
          <WriterExamples />
        </>
      ),
    },
    {
      id: "ai-image-generation",
      title: "AI image generation (Pro)",
      body: (
        <>
          <P>
            No photo yet? On the listing page, describe the product in the prompt (or at least choose a
            business type or product type) and generate an image. It is used in place of an uploaded photo for
            your listings. Depending on the image service this takes from several seconds to about a minute.
          </P>
          <P>
            If an image cannot be made you see “Image Generation Restricted” with the reason, or “Image
            Generation Failed”; try a simpler description or upload your own product photo instead.
          </P>
          {config && !config.imageGeneration ? (
            <Note>{AI_IMAGES_COMING_SOON} For now, upload your own product photo.</Note>
          ) : null}
        </>
      ),
    },
    {
      id: "e-commerce-platforms",
      title: "Marketplaces and their rules",
      body: (
        <>
          <P>
            These are the marketplaces' own rules, and the ones every listing is checked against. You may see
            other tag counts quoted elsewhere; these are what the marketplaces accept.
          </P>
          <Table
            caption="Marketplace rules"
            head={["Marketplace", "Best for", "Rules"]}
            rows={marketplacePlatforms.map((p) => [
              platformLabels[p],
              marketplaceDescriptions[p],
              marketplaceRuleText(p),
            ])}
          />
        </>
      ),
    },
    {
      id: "seo-tags",
      title: "Getting found: tags, hashtags and SEO",
      body: (
        <List
          items={[
            "Tags are written in the words buyers search with: product type, style, occasion, material and audience.",
            "Etsy: use all 13 tags, and prefer multi-word phrases (“boho wall art”) over single words; each stays within 20 characters.",
            "Amazon: no word more than twice in the title; the tags double as Amazon's hidden search words and stay within its 250-byte limit.",
            "Shopify: the search engine title (70 characters) and description (160) are what Google shows for your product. Getting found this way is called SEO.",
            `Social: the result carries up to ${MAX_RESULT_HASHTAGS} hashtags to choose from; inside the posts, Instagram captions hold at most ${socialRules.instagram.maxHashtags} and X posts at most ${socialRules.twitter.maxHashtags}.`,
            "Hashtags keep only letters, numbers and underscores after the #, and repeats are removed.",
          ]}
        />
      ),
    },
    {
      id: "csv-export",
      title: "Spreadsheet (CSV) downloads",
      body: (
        <>
          <P>
            On the listing page, “Download CSV” saves your listings with the columns Platform, Title,
            Description, Tags, Price, Category and Status, one row per marketplace, with all of a listing's
            tags in one cell separated by commas. Open it in Excel, Numbers or Google Sheets; accents and
            emoji show correctly, even in Excel.
          </P>
          <P>
            Bulk Upload's “Export CSV” saves a spreadsheet (its name starts with{" "}
            <Code>bulk-social-content</Code>) with one row per photo and the columns filename,
            instagram_caption, facebook_caption, twitter_caption, linkedin_caption, pinterest_caption,
            tiktok_caption, hashtags (separated by spaces) and processing_time (how long that photo took).
          </P>
        </>
      ),
    },
    {
      id: "brand-profiles",
      title: "Brand profiles and languages",
      body: (
        <>
          <P>
            A <strong>brand profile</strong> keeps what you would otherwise type on every page: business type,
            brand name, audience, tone, campaign goal, your usual hashtags and shop link, plus your voice — a
            short "about us", words to always use, words never to use, and up to {MAX_EXAMPLE_POSTS} posts you
            wrote yourself. Make one under <InlineLink href="/brands">Brands</InlineLink> in the top bar. On
            the social, listings and bulk pages, pick it under <strong>Brand profile</strong> and every field
            it has is filled in; change anything for that one run without changing the profile. Your default
            profile is picked for you when a page opens.
          </P>
          <List
            items={[
              "Words never to use never appear in anything written with the profile: they are removed from every caption, title and tag, whatever the writer came up with.",
              "Words to always use are worked into the text, and new posts copy your example posts' length, emoji and sign-off.",
              "Listing defaults (condition and a note on it, quantity, the product's brand, weight and package size) start every listing made with the profile, on the listings page and for each photo of a listing batch. What you fill in for a listing wins; the profile only fills what you leave empty.",
              `Free accounts keep ${FREE_BRAND_PROFILES === 1 ? "one profile" : `${FREE_BRAND_PROFILES} profiles`}; Pro keeps as many as you like (one per shop, brand or season).`,
            ]}
          />
          <P>
            <strong>Write in</strong> on every generator (and in each profile) picks the language of your
            customers. {languageSentence(config)} Arabic and Hebrew show right to left in the results and on
            the copy sheets. History shows the language of anything not written in English, and the profile it
            was written with.
          </P>
        </>
      ),
    },
    {
      id: "posting-calendar",
      title: "Posting calendar",
      body: (
        <>
          <P>
            Next to the Suggested Schedule (and on each post in History, and on a finished batch of social
            posts in Bulk Upload) the <strong>Add to calendar (.ics)</strong> button downloads a calendar file
            with one event for each platform, at the next good time to post there. Open it, or import it into
            Google Calendar, Apple Calendar or Outlook, and you get a reminder 15 minutes before each post.
            Each event's notes hold the exact caption and hashtags to paste.
          </P>
          <P>
            Times follow the suggested schedule, or our researched best times for any platform it doesn't
            name, in the time zone your browser uses: if your customers live elsewhere, move the events to
            suit them. For a bulk upload each photo gets its own posts, at most one a day on each platform, so
            a big batch becomes a plan for the weeks ahead. Downloading again later plans from that day on and
            updates the same events instead of adding copies. Any calendar app that opens .ics files can read
            it.
          </P>
        </>
      ),
    },
    {
      id: "marketplace-files",
      title: "Import files for Shopify and eBay, copy sheets for the rest",
      body: (
        <>
          <P>
            After generating listings, open the “Shopify &amp; eBay files” menu next to Download CSV. In
            History, tick any listings (or Select all) and choose Export selected to put many in one file; a
            finished batch of listings in Bulk Upload has the same menu. Listings without a Shopify (or eBay)
            version are left out, and we tell you how many.
          </P>
          <List
            items={[
              <>
                <strong>Shopify</strong>: in your Shopify admin go to Products → Import and upload the file.
                It follows Shopify's own product template (
                <InlineLink href="https://help.shopify.com/en/manual/products/import-export/using-csv">
                  Using CSV files to import and export products
                </InlineLink>
                ). Each product arrives as a draft, hidden from your store, with its description, tags, your
                price, stock, SKU and weight, a row per variant (Size S, M…), every photo in your order, its
                search engine title and description, and a Shopify product category where we know it (
                <InlineLink href="https://github.com/Shopify/product-taxonomy">
                  Shopify's Standard Product Taxonomy
                </InlineLink>
                ).
              </>,
              <>
                <strong>eBay</strong>: in Seller Hub go to Reports → Uploads and upload the file (
                <InlineLink href="https://pages.ebay.com/sh/reports/help/uploadable-file-feeds">
                  eBay's Seller Hub upload templates
                </InlineLink>
                ). Each listing is a new fixed-price listing, Good 'Til Cancelled, with your price, quantity
                (1 when you leave it blank), SKU, condition, the product's brand (or Unbranded) and every
                photo; variants become eBay variation rows. Your item location, dispatch time, returns policy
                and eBay business policy names come from Shop settings on your Account page: fill them in
                once. Under the results, “Import files” lists anything a marketplace would still refuse, such
                as a category ID we don't know for that product (pick it in Seller Hub) or a missing shop
                setting.
              </>,
              <>
                <strong>Etsy, Amazon, Mercari and Redbubble</strong> don't take import files from small
                sellers, so each listing has a <em>Copy sheet</em>: every field in the order that
                marketplace's listing form asks for it, with its limit and a Copy button. Keep it open beside
                the form and paste from top to bottom; you can also print it, or download it as a data file
                for other tools. The order follows each marketplace's own help:{" "}
                <InlineLink href="https://help.etsy.com/hc/en-us/articles/115015672808-How-to-Create-a-Listing">
                  Etsy
                </InlineLink>
                ,{" "}
                <InlineLink href="https://sellercentral.amazon.com/help/hub/reference/external/200421970">
                  Amazon
                </InlineLink>
                , <InlineLink href="https://www.mercari.com/us/help_center/article/72/">Mercari</InlineLink>,{" "}
                <InlineLink href="https://help.redbubble.com/hc/en-us/articles/202270379-Being-an-independent-artist-on-Redbubble">
                  Redbubble
                </InlineLink>
                .
              </>,
            ]}
          />
          <Note>{photoLinksNote(config)}</Note>
        </>
      ),
    },
    {
      id: "history",
      title: "History: find, reopen and tidy up",
      body: (
        <>
          <P>
            Everything you generate is kept in History, newest first, under Social posts and Listings. Search
            by product, caption, hashtag, title, tag or category, and narrow the list by platform, language,
            brand profile or dates; the search and filters stay in the address, so a reload or the back button
            keeps them. Show more brings the next page; Clear filters shows everything again.
          </P>
          <List
            items={[
              <>
                <strong>Open</strong> puts a generation back in its generator: the photo, what you typed
                (listing details and photos included), What we understood as you last corrected it, and the
                results. Edit any field, rewrite one platform or marketplace (the free rewrites it has left
                still apply), write it again with corrected facts, or generate it all again.
              </>,
              <>
                <strong>Delete</strong> removes a generation after you confirm, with its photo unless another
                post, listing or batch still uses it. It does not give a generation back to your month's
                allowance.
              </>,
              <>
                In <strong>Bulk Upload</strong>, each finished photo has View &amp; edit and Open. A photo
                that failed says why: type what it is under “What are you selling?” and choose Retry this
                photo. It is charged only when it succeeds.
              </>,
            ]}
          />
        </>
      ),
    },
    {
      id: "api",
      title: "API for your own tools",
      body: (
        <>
          <P>
            This part is for developers: you don't need it to use the site. Everything you do on these pages
            can also be done by your own scripts and tools (a spreadsheet, a shop plugin, a scheduler). Make a
            personal API token on <InlineLink href="/account#api-tokens">your account page</InlineLink>: give
            it a name and an expiry, then copy it, because it is shown only once. Send it with every request
            as <Code>Authorization: Bearer &lt;token&gt;</Code>.
          </P>
          <List
            items={[
              "Token requests count against your plan exactly like the website: a Free account still has its 2 social posts and 2 product listings.",
              `Each token may make ${API_RATE_LIMIT_DEFAULT} requests a minute. Every reply says how many are left (RateLimit-Remaining); past the limit you get 429 and a Retry-After telling you how many seconds to wait.`,
              "A token cannot change your password, e-mail, plan or other tokens: do that on the website, signed in.",
              "Revoke a token on your account page the moment you stop using it or think it leaked; it stops working at once.",
            ]}
          />
          <H3>Your first call in 3 commands</H3>
          <P>
            With curl and jq, and a photo called <Code>mug.jpg</Code> in the current folder: ask for an upload
            address, send the photo there, then make posts from it.
          </P>
          <FirstCallExample />
          <P>
            Every operation, with an example request and reply for each, is in the{" "}
            <InlineLink href="/api/docs">API reference</InlineLink>: click Authorize, paste your token, and
            try any request from the page with “Try it out”. Tools such as Postman can load the raw
            description from <Code>/api/openapi.json</Code>.
          </P>
        </>
      ),
    },
    {
      id: "troubleshooting",
      title: "Troubleshooting",
      body: (
        <>
          <Table
            caption="Troubleshooting"
            head={["Problem", "What to do"]}
            rows={[
              [
                "The upload is refused",
                `Use a ${UPLOAD_TYPES} file of at most 10 MB. iPhone photos (HEIC) and PDFs need converting to JPEG or PNG first; on an iPhone, Settings → Camera → Formats → “Most Compatible” takes JPEG photos.`,
              ],
              ["“Image required”", "Upload a photo before pressing Generate on the social page."],
              [
                "Generate is greyed out",
                "Listings need an image (uploaded or AI) and at least one platform; social posts need an image.",
              ],
              [
                "A limit-reached message",
                <>
                  Your Free plan's {FREE_LIMITS.socialMedia} social posts and {FREE_LIMITS.productListings}{" "}
                  product listings are used up. <InlineLink href="/subscribe">Upgrade to Pro</InlineLink> for
                  unlimited use.
                </>,
              ],
              [
                "“Too many requests”",
                "To keep accounts safe, signing in, signing up, the contact form and creating content can only be tried so many times in a short while. Wait a few minutes and try again.",
              ],
              [
                "The spreadsheet opens in one column",
                "Don't double-click the file: in your spreadsheet app choose File → Import, then pick comma as the separator and UTF-8 (Unicode) as the character set.",
              ],
              [
                "A result reads oddly",
                "Add detail to the form (audience, tone, context) and generate again.",
              ],
            ]}
          />
          <P>
            Still stuck? <InlineLink href="/contact">Contact us</InlineLink>
            {supportEmail ? (
              <>
                {" "}
                or write to{" "}
                <a
                  href={`mailto:${supportEmail}`}
                  className="font-medium text-indigo-700 underline underline-offset-2"
                >
                  {supportEmail}
                </a>
              </>
            ) : null}
            ; technical questions are answered within 24 hours.
          </P>
        </>
      ),
    },
    {
      id: "quick-reference",
      title: "Quick reference",
      body: (
        <Table
          caption="Quick reference"
          head={["Topic", "At a glance"]}
          rows={[
            [
              "Free plan",
              `$0 · ${FREE_LIMITS.socialMedia} social posts + ${FREE_LIMITS.productListings} product listings per account`,
            ],
            ["Pro plan", `${price} · unlimited · bulk upload · AI images · priority support`],
            ["Photos", `${UPLOAD_TYPES} · max 10 MB · 1 at a time (many in Bulk Upload)`],
            ["Social networks", socialPlatforms.map((p) => platformLabels[p]).join(", ")],
            ["Marketplaces", marketplacePlatforms.map((p) => platformLabels[p]).join(", ")],
            ["Social posts file", "A text file whose name starts with social-media-content"],
            ["Listings spreadsheet", "Platform, Title, Description, Tags, Price, Category, Status"],
            ["Bulk spreadsheet", "A CSV file whose name starts with bulk-social-content"],
            [
              "Where things are",
              "Home screen: Social Media Content, Product Listings, Bulk Upload · Top bar: History, Brands, Plan, Account",
            ],
            [
              "Notifications",
              "Press F8 to jump to the notification area; swipe a notification right to dismiss it.",
            ],
          ]}
        />
      ),
    },
  ];
}
