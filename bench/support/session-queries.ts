/**
 * The bare server's SQL, written out by hand (no ORM) to do what the app's statements do:
 * `findActiveSession` (src/server/modules/sessions/service.ts) reads the whole user row plus the
 * session's expiry and last-seen time through the same join and conditions, and `touchSession`
 * writes last-seen at most every five minutes. Columns are aliased to the app's property names so
 * `usageStatusOf` can read the row. Keep these in step with that file; the bench compares both
 * servers' replies before measuring.
 */
import { SESSION_ABSOLUTE_LIFETIME_DAYS } from "../../src/domain/account";
import { LAST_SEEN_INTERVAL_MS } from "../../src/server/modules/sessions/service";

/** Plain http in the bench, so the app names its cookie `sid` (sessionCookieName(false)). */
export const SESSION_COOKIE = "sid";

export const SESSION_USER_QUERY = `select "users"."id", "users"."email", "users"."password_hash" as "passwordHash",
  "users"."first_name" as "firstName", "users"."last_name" as "lastName",
  "users"."profile_image_url" as "profileImageUrl", "users"."username", "users"."role",
  "users"."stripe_customer_id" as "stripeCustomerId", "users"."stripe_subscription_id" as "stripeSubscriptionId",
  "users"."subscription_status" as "subscriptionStatus", "users"."subscription_end_date" as "subscriptionEndDate",
  "users"."social_media_generations_used" as "socialMediaGenerationsUsed",
  "users"."product_listings_used" as "productListingsUsed", "users"."usage_reset_date" as "usageResetDate",
  "users"."email_verified_at" as "emailVerifiedAt", "users"."created_at" as "createdAt",
  "users"."updated_at" as "updatedAt", "sessions"."expire", "sessions"."last_seen_at" as "lastSeenAt"
from "sessions" inner join "users" on "users"."id" = ("sessions"."sess"->>'userId')::uuid
where "sessions"."sid" = $1 and "sessions"."expire" > now() and "sessions"."created_at" > now() - interval '${SESSION_ABSOLUTE_LIFETIME_DAYS} days'`;

export const LAST_SEEN_QUERY = `update "sessions" set "last_seen_at" = now()
where "sid" = $1 and "last_seen_at" < now() - interval '${LAST_SEEN_INTERVAL_MS / 1000} seconds'`;
