import { z } from "zod";
import { EMAIL_MAX_LENGTH, emailSchema, NAME_MAX_LENGTH } from "./auth";
import { isSafeText, UNSAFE_CHARACTERS_MESSAGE } from "./safe-text";

/** The contact form's categories, as value and label (spec supporting-areas §2). */
export const contactCategories = [
  { value: "general", label: "General Support" },
  { value: "billing", label: "Subscription & Billing" },
  { value: "technical", label: "Technical Issue" },
  { value: "business", label: "Business Inquiry" },
  { value: "privacy", label: "Privacy & Data" },
  { value: "feature", label: "Feature Request" },
] as const;

export type ContactCategory = (typeof contactCategories)[number]["value"];
const categoryValues = contactCategories.map((c) => c.value) as [ContactCategory, ...ContactCategory[]];
export const DEFAULT_CONTACT_CATEGORY: ContactCategory = "general";

export function contactCategoryLabel(category: ContactCategory): string {
  return contactCategories.find((c) => c.value === category)?.label ?? "General";
}

/** Spec §5: an empty subject becomes 'New {category or General} Inquiry'. */
export function defaultContactSubject(category: ContactCategory | undefined): string {
  return `New ${category ? contactCategoryLabel(category) : "General"} Inquiry`;
}

export const CONTACT_LIMITS = {
  name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  subject: 200,
  message: 5000,
} as const;

/**
 * Line breaks and other control characters in a one-line field (name, subject) become one space.
 * Those fields end up in mail headers; a header can never gain a line of its own this way.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const SINGLE_LINE_BREAKERS = /[\u0000-\u001f\u007f\u0085\u2028\u2029]+/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const BODY_CONTROL_CHARS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

const singleLine = (value: string) => value.replace(SINGLE_LINE_BREAKERS, " ").trim();

/**
 * The raw text, before the clean-up transforms: a NUL or a broken surrogate is refused (400), not
 * quietly replaced, as in every other free-text field; and nothing more than 4× the field's cap
 * (room for the whitespace the clean-up removes) is cleaned at all.
 */
const rawText = (label: string, max: number, required?: string) =>
  z
    .string(required)
    .max(max * 4, `${label} must be at most ${max} characters`)
    .refine(isSafeText, UNSAFE_CHARACTERS_MESSAGE);

export const contactRequestSchema = z.object({
  name: rawText("Name", CONTACT_LIMITS.name, "Name is required")
    .transform(singleLine)
    .pipe(
      z
        .string()
        .min(1, "Name is required")
        .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`),
    ),
  email: z.string("Email is required").trim().min(1, "Email is required").pipe(emailSchema),
  category: z.enum(categoryValues, "Choose one of the listed categories").default(DEFAULT_CONTACT_CATEGORY),
  subject: rawText("Subject", CONTACT_LIMITS.subject)
    .transform(singleLine)
    .pipe(
      z.string().max(CONTACT_LIMITS.subject, `Subject must be at most ${CONTACT_LIMITS.subject} characters`),
    )
    .optional(),
  message: rawText("Message", CONTACT_LIMITS.message, "Message is required")
    .transform((value) => value.replace(BODY_CONTROL_CHARS, "").trim())
    .pipe(
      z
        .string()
        .min(1, "Message is required")
        .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`),
    ),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactInput = z.output<typeof contactRequestSchema>;

export const contactReplySchema = z.object({ id: z.string() });
export type ContactReply = z.infer<typeof contactReplySchema>;

/** The subject a message is stored and sent with. */
export function contactSubjectFor(input: Pick<ContactInput, "subject" | "category">): string {
  return input.subject ? input.subject : defaultContactSubject(input.category);
}

/** Published response times (spec supporting-areas §9). */
export const supportResponseTimes = [
  { topic: "Technical issues", time: "within 24 hours" },
  { topic: "Business inquiries", time: "within 48 hours" },
  { topic: "Privacy requests", time: "within 72 hours" },
] as const;
