import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import type { FactSheet } from "../../domain/fact-sheet";
import type { ListingDefaults, ListingDetails } from "../../domain/listing-details";
import type { SkippedMarketplace } from "../../domain/listings";
import type { ShopSettings } from "../../domain/shop-settings";

/**
 * The data model of DESIGN.md §4. Timestamps are timestamptz; money is text (`$12.99`) or integer
 * cents, never float. Every foreign key and every filtered column has an index.
 */
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // Stored lower-cased; the unique index on lower(email) keeps it unique case-insensitively
    // even if a future writer forgets to normalise.
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    profileImageUrl: text("profile_image_url"),
    username: text("username").unique(),
    role: text("role", { enum: ["user", "admin"] })
      .notNull()
      .default("user"),
    stripeCustomerId: text("stripe_customer_id").unique(),
    stripeSubscriptionId: text("stripe_subscription_id").unique(),
    subscriptionStatus: text("subscription_status", { enum: ["inactive", "active", "canceling"] })
      .notNull()
      .default("inactive"),
    subscriptionEndDate: timestamp("subscription_end_date", { withTimezone: true }),
    socialMediaGenerationsUsed: integer("social_media_generations_used").notNull().default(0),
    productListingsUsed: integer("product_listings_used").notNull().default(0),
    usageResetDate: timestamp("usage_reset_date", { withTimezone: true }).notNull().defaultNow(),
    /** When the owner proved the address (the e-mailed link); ADMIN_EMAILS applies only after. */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

/** Server-side sessions (spec: sid, sess json, expire indexed), shared by every app instance. */
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar("sid", { length: 128 }).primaryKey(),
    sess: jsonb("sess").notNull(),
    expire: timestamp("expire", { withTimezone: true }).notNull(),
    /** The owner (also in `sess`), as a column so "your devices" and "sign out everywhere" are one indexed query. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** What the device said it was, and where from, when the session started (shown on /account). */
    userAgent: text("user_agent"),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_user_idx").on(t.userId)],
);

export const socialMediaPosts = pgTable(
  "social_media_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "What are you selling?" in the seller's words; null when left blank. */
    product: text("product"),
    businessType: text("business_type"),
    brand: text("brand"),
    targetAudience: text("target_audience"),
    tone: text("tone"),
    campaignGoal: text("campaign_goal"),
    productUrl: text("product_url"),
    additionalContext: text("additional_context"),
    imagePath: text("image_path"),
    instagramCaption: text("instagram_caption"),
    facebookPost: text("facebook_post"),
    twitterPost: text("twitter_post"),
    linkedinPost: text("linkedin_post"),
    pinterestDescription: text("pinterest_description"),
    tiktokCaption: text("tiktok_caption"),
    hashtags: text("hashtags").array().notNull(),
    /**
     * The hashtags the seller sent (their own, or their profile's), apart from the written ones in
     * `hashtags`: a rewrite and a reopened form start from these. Null for posts written before.
     */
    ownHashtags: text("own_hashtags").array(),
    suggestedSchedule: text("suggested_schedule"),
    selectedPlatforms: text("selected_platforms").array().notNull().default(sql`'{}'::text[]`),
    engine: text("engine").notNull(),
    status: text("status").notNull().default("draft"),
    /** The language the content is written in (src/domain/languages.ts). */
    language: text("language").notNull().default("en"),
    /** The brand profile the generation used; null without one, or once it is deleted. */
    brandProfileId: uuid("brand_profile_id").references(() => brandProfiles.id, { onDelete: "set null" }),
    /**
     * "What we understood": the fact sheet the content was written from, as the seller last
     * corrected it, so a post reopened from History shows it again. Null for posts written before.
     */
    factSheet: jsonb("fact_sheet").$type<FactSheet>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("social_media_posts_user_created_idx").on(t.userId, t.createdAt),
    index("social_media_posts_brand_profile_idx").on(t.brandProfileId),
  ],
);

/** One row per marketplace of a generation; the rows of one generation share `generationId`. */
export const productListings = pgTable(
  "product_listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    generationId: uuid("generation_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull(),
    tags: text("tags").array().notNull(),
    imagePath: text("image_path").notNull(),
    platform: text("platform").notNull(),
    category: text("category"),
    price: text("price"),
    /** "What are you selling?" in the seller's words; the same on every row of a generation. */
    product: text("product"),
    businessType: text("business_type"),
    targetAudience: text("target_audience"),
    productType: text("product_type"),
    style: text("style"),
    occasion: text("occasion"),
    materials: text("materials"),
    size: text("size"),
    color: text("color"),
    /** "Anything else buyers should know?" as the seller typed it; the same on every row. */
    additionalContext: text("additional_context"),
    /** The condition the seller chose for the writer (new, used…), when they chose one. */
    condition: text("condition"),
    /**
     * The tag keywords the seller sent, apart from each listing's written `tags`: a rewrite keeps to
     * them. Null for rows written before they were kept.
     */
    ownTags: text("own_tags").array(),
    /** Marketplace-specific fields without a column of their own (Amazon bullets, Shopify SEO). */
    extras: jsonb("extras").notNull().default({}),
    /**
     * The generation's chosen marketplaces the writer skipped, `[{platform, reason}]` (see
     * SkippedMarketplace). A skipped marketplace has no row of its own, and a generation has no
     * table of its own (its rows share generationId), so the list is kept on each of its rows —
     * there is always at least one, since a generation that skips every marketplace is refused —
     * and read from the first. Null when nothing was skipped (and for rows written before this).
     */
    skipped: jsonb("skipped").$type<SkippedMarketplace[]>(),
    /**
     * What the seller filled in besides the words (ListingDetails: quantity, SKU, exact
     * condition, brand, variants, weight, package size, further photos), the same on every row of
     * a generation like `skipped`. Null when none was given (and for rows written before this).
     */
    details: jsonb("details").$type<ListingDetails>(),
    /**
     * "What we understood": the fact sheet the listings were written from, as the seller last
     * corrected it, the same on every row of a generation like `details`. Null for rows written before.
     */
    factSheet: jsonb("fact_sheet").$type<FactSheet>(),
    engine: text("engine").notNull(),
    status: text("status").notNull().default("draft"),
    /** The language the content is written in (src/domain/languages.ts). */
    language: text("language").notNull().default("en"),
    /** The brand profile the generation used; null without one, or once it is deleted. */
    brandProfileId: uuid("brand_profile_id").references(() => brandProfiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("product_listings_user_created_idx").on(t.userId, t.createdAt),
    index("product_listings_generation_idx").on(t.generationId),
    index("product_listings_brand_profile_idx").on(t.brandProfileId),
  ],
);

/** Shop settings (ShopSettings), one row per account: what every marketplace file needs once. */
export const shopSettings = pgTable("shop_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  settings: jsonb("settings").$type<ShopSettings>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const usageEvents = pgTable(
  "usage_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type", { enum: ["social_media", "product_listing"] }).notNull(),
    details: jsonb("details").notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("usage_events_user_type_idx").on(t.userId, t.type)],
);

/**
 * Free rewrites of one platform's text inside a generation (issue 33): a Free account may write one
 * platform again up to FREE_REWRITES_PER_PLATFORM times without spending a generation, since it
 * rewrites content already paid for. One row per generation (a social post's id, a listing
 * generation's id) and platform; `used` only grows by one conditional upsert, so concurrent
 * rewrites take exactly the allowance.
 */
export const freeRewrites = pgTable(
  "free_rewrites",
  {
    generationId: uuid("generation_id").notNull(),
    platform: text("platform").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    used: integer("used").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.generationId, t.platform] }),
    index("free_rewrites_user_idx").on(t.userId),
  ],
);

export const uploads = pgTable(
  "uploads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: uuid("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull().unique(),
    contentType: text("content_type").notNull(),
    /** Bytes of the stored object once known: received by the local PUT, or measured at first use. */
    size: integer("size"),
    /** The size the client declared for its upload URL: counted against the quota until `size` is known. */
    declaredSize: integer("declared_size"),
    width: integer("width"),
    height: integer("height"),
    sha256: text("sha256"),
    /**
     * When the local store's signed PUT claimed this upload. The claim makes an upload URL
     * single-use across every app copy sharing the database; a failed write clears it again.
     */
    receivedAt: timestamp("received_at", { withTimezone: true }),
    /**
     * When the stored object was replaced by a metadata-free re-encode (first verified use). Until
     * then it may still carry the owner's EXIF, GPS or camera data, and is never served as is.
     */
    cleanedAt: timestamp("cleaned_at", { withTimezone: true }),
    /**
     * When the first use found the bytes unusable (not an image, unreadable, over a cap): they are
     * never decoded again, by any app copy; every later use gets `unusableCode` and
     * `unusableMessage` at once (issue 29: a truncated 50 MP PNG re-decoded in a loop).
     */
    unusableAt: timestamp("unusable_at", { withTimezone: true }),
    unusableCode: text("unusable_code"),
    unusableMessage: text("unusable_message"),
    createdAt: createdAt(),
  },
  (t) => [
    // Also serves the per-user storage quota, which sums the owner's rows.
    index("uploads_owner_idx").on(t.ownerId),
    // The cleanup job looks for old uploads that were never verified (bytes that never arrived).
    index("uploads_unverified_created_idx").on(t.createdAt).where(sql`${t.sha256} IS NULL`),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    category: text("category").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    deliveryStatus: text("delivery_status", { enum: ["stored", "sent", "failed"] })
      .notNull()
      .default("stored"),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_user_idx").on(t.userId),
    index("contact_messages_created_idx").on(t.createdAt),
  ],
);

export const testCases = pgTable(
  "test_cases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull().default("single-upload"),
    steps: text("steps").array().notNull(),
    expectedResult: text("expected_result").notNull(),
    priority: text("priority").notNull().default("medium"),
    status: text("status").notNull().default("pending"),
    /** Performance cases: how many generations to run, and the most each may take (ms). */
    generations: integer("generations"),
    budgetMs: integer("budget_ms"),
    lastRunAt: timestamp("last_run_at", { withTimezone: true }),
    results: text("results"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("test_cases_category_idx").on(t.category), index("test_cases_status_idx").on(t.status)],
);

/** Each provider event is applied once: the unique provider event id makes replays no-ops. */
export const billingEvents = pgTable(
  "billing_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerEventId: text("provider_event_id").notNull().unique(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("billing_events_type_idx").on(t.type)],
);

/**
 * Fixed-window rate-limit counters. They live in the database, not in process memory, so every
 * copy of the app behind a load balancer shares one count (DESIGN.md §2).
 */
export const rateLimitBuckets = pgTable(
  "rate_limit_buckets",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_buckets_reset_idx").on(t.resetAt)],
);

/**
 * A bulk run (Pro): one brand context over many photos. The work itself is queued in pg-boss
 * (one queue job per item); these rows are what the seller sees and what survives restarts.
 */
export const bulkJobs = pgTable(
  "bulk_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["social", "listings"] }).notNull(),
    status: text("status", { enum: ["queued", "running", "completed", "canceled"] })
      .notNull()
      .default("queued"),
    /** The validated brand context (bulkSocialContextSchema or bulkListingContextSchema). */
    context: jsonb("context").notNull(),
    total: integer("total").notNull(),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("bulk_jobs_user_created_idx").on(t.userId, t.createdAt)],
);

/**
 * One photo of a bulk job. Its result is the stored generation (`generationId`: a social post's
 * id or a listing generation's id), written in the same transaction that marks it `succeeded`.
 */
export const bulkItems = pgTable(
  "bulk_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => bulkJobs.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    fileName: text("file_name").notNull(),
    imagePath: text("image_path").notNull(),
    /** What this photo shows, when the seller said so for it alone. */
    product: text("product"),
    status: text("status", { enum: ["pending", "running", "succeeded", "failed", "canceled"] })
      .notNull()
      .default("pending"),
    error: text("error"),
    generationId: uuid("generation_id"),
    attempts: integer("attempts").notNull().default(0),
    /** Which app copy ran it last (diagnostics: several copies share one job). */
    processedBy: text("processed_by"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    processingTimeMs: integer("processing_time_ms"),
    /**
     * While running: until when the copy running it holds it. That copy renews it every few seconds;
     * once it lapses (the copy died) the item goes back to the queue (modules/bulk/lease.ts).
     */
    leaseExpiresAt: timestamp("lease_expires_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("bulk_items_job_position_idx").on(t.jobId, t.position),
    index("bulk_items_job_status_idx").on(t.jobId, t.status),
    // The lease sweep's lookup: only running items are in it.
    index("bulk_items_running_lease_idx").on(t.leaseExpiresAt).where(sql`${t.status} = 'running'`),
  ],
);

/** Content-quality reports run from the admin quality lab; the newest is shown. */
export const qualityReports = pgTable(
  "quality_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    engine: text("engine").notNull(),
    /** The summary the admin page shows (domain qualityReportSchema without id and createdAt). */
    report: jsonb("report").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("quality_reports_created_idx").on(t.createdAt),
    index("quality_reports_created_by_idx").on(t.createdBy),
  ],
);

/**
 * One-time tokens e-mailed to a user (verify an address, reset a password, confirm a new
 * address). Only the SHA-256 of the token is kept; a token is good once, until `expiresAt`.
 */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose", {
      enum: ["verify_email", "reset_password", "change_email", "sign_in"],
    }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** The address the token is for (the new one, when changing it). */
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("auth_tokens_user_idx").on(t.userId), index("auth_tokens_expires_idx").on(t.expiresAt)],
);

/** Account e-mails as sent (or, with no SMTP configured, only stored and logged). */
export const outboundMail = pgTable(
  "outbound_mail",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    kind: text("kind").notNull(),
    deliveryStatus: text("delivery_status", { enum: ["stored", "sent", "failed"] })
      .notNull()
      .default("stored"),
    createdAt: createdAt(),
  },
  (t) => [index("outbound_mail_user_idx").on(t.userId), index("outbound_mail_created_idx").on(t.createdAt)],
);

/**
 * Personal API tokens (`Authorization: Bearer scs_…`). Only the SHA-256 of the secret is kept;
 * `hint` is its first characters so the owner can tell tokens apart. Revoking deletes the row.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    hint: text("hint").notNull(),
    /** Null: the token never expires (the owner chose so). */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Written at most once a minute per token (see API_TOKEN_TOUCH_INTERVAL_MS). */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("api_tokens_user_idx").on(t.userId), index("api_tokens_expires_idx").on(t.expiresAt)],
);

/**
 * Brand profiles (issue 17): the generator fields a seller would otherwise type each time, and
 * their voice (about, words to always and never use, example posts). At most one default per
 * user (a partial unique index); how many a user may keep is their plan's (Free: 1).
 */
export const brandProfiles = pgTable(
  "brand_profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    businessType: text("business_type"),
    brand: text("brand"),
    targetAudience: text("target_audience"),
    tone: text("tone"),
    campaignGoal: text("campaign_goal"),
    productUrl: text("product_url"),
    hashtags: text("hashtags").array().notNull().default(sql`'{}'::text[]`),
    language: text("language").notNull().default("en"),
    about: text("about"),
    alwaysWords: text("always_words").array().notNull().default(sql`'{}'::text[]`),
    neverWords: text("never_words").array().notNull().default(sql`'{}'::text[]`),
    examplePosts: text("example_posts").array().notNull().default(sql`'{}'::text[]`),
    /** Listing fields every listing made with this profile starts from (null: none set). */
    listingDefaults: jsonb("listing_defaults").$type<ListingDefaults>(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("brand_profiles_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("brand_profiles_one_default_idx").on(t.userId).where(sql`${t.isDefault}`),
  ],
);
