import { z } from "zod";
import { safeText } from "./safe-text";

/** Bounds from DESIGN.md §5: 8–128 characters (128 caps the hashing cost of a hostile input). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** RFC 5321 caps a forward path at 256 octets; 254 characters is the usable address length. */
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email("Enter a valid email address"));

const optionalName = safeText(NAME_MAX_LENGTH, {
  tooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
})
  .nullish()
  .transform((value) => (value ? value : null));

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  firstName: optionalName,
  lastName: optionalName,
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  // No length rule on sign-in beyond the hashing cap: a wrong password is simply wrong.
  password: z.string().min(1, "Password is required").max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const userRoles = ["user", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

export const subscriptionStatuses = ["inactive", "active", "canceling"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** What GET /api/auth/user answers: never the password hash or the billing provider's ids. */
export const publicUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(userRoles),
  subscriptionStatus: z.enum(subscriptionStatuses),
  subscriptionEndDate: z.string().nullable(),
  /** Whether the owner has opened the verification link sent to `email`. */
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
