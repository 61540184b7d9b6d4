import OpenAI from "openai";
import type { z } from "zod";
import { toJSONSchema } from "zod";
import type { ImageFacts } from "../../../../domain/ai-image";
import { type LanguageCode, languageCodes, languageOf } from "../../../../domain/languages";
import { AppError } from "../../../lib/app-error";
import { normaliseAnalysis } from "../../../modules/generation/normalise";
import type {
  GenerationProvider,
  ListingBrief,
  ListingDraft,
  SocialBrief,
  SocialDraft,
  WriterImage,
} from "../generation-provider";
import { checkLanguage, prose } from "./language-check";
import {
  DESCRIBE_IMAGE_PROMPT,
  listingAnswerSchema,
  listingSystemPrompt,
  listingUserMessage,
  socialAnswerSchema,
  socialSystemPrompt,
  socialUserMessage,
  wrongLanguageNote,
} from "./prompts";

export interface OpenAiProviderOptions {
  baseURL?: string;
  apiKey?: string;
  model: string;
  /** Per attempt; the SDK retries 429, 5xx, connection errors and timeouts with exponential backoff. */
  timeoutMs?: number;
  maxRetries?: number;
  /** For tests: a fetch that records or fails requests. */
  fetch?: typeof fetch;
}

const UNAVAILABLE = "The AI writer is not responding right now. Please try again in a minute.";
const UNUSABLE = "The AI writer returned an answer we couldn't use. Please try again.";

/** The refusal after two answers in the wrong language (the service gives the quota back). */
export function wrongLanguageMessage(detected: LanguageCode, wanted: LanguageCode): string {
  return `The AI writer answered in ${languageOf(detected).name} instead of ${languageOf(wanted).name} twice. Nothing was charged — please try again.`;
}

/**
 * Any OpenAI-compatible chat-completions server (OpenAI, Azure, Ollama, vLLM, llama.cpp server):
 * ONE chat call per generation, with the photo as a downscaled data URL at low detail and a strict
 * JSON-schema answer format built from zod schemas; the answer is validated again with zod.
 */
export function createOpenAiProvider(options: OpenAiProviderOptions): GenerationProvider {
  const client = new OpenAI({
    apiKey: options.apiKey || "not-needed-for-local-servers",
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? 60_000,
    maxRetries: options.maxRetries ?? 2,
    fetch: options.fetch,
  });

  async function ask<T extends z.ZodType>(
    name: string,
    system: string,
    text: string,
    image: WriterImage | null,
    schema: T,
  ) {
    const jsonSchema = toJSONSchema(schema) as Record<string, unknown>;
    delete jsonSchema.$schema;
    let content: string | null | undefined;
    try {
      const completion = await client.chat.completions.create({
        model: options.model,
        temperature: 0.8,
        messages: [
          { role: "system", content: system },
          {
            role: "user",
            content: [
              { type: "text", text },
              { type: "image_url", image_url: { url: dataUrl(image), detail: "low" } },
            ],
          },
        ],
        response_format: { type: "json_schema", json_schema: { name, strict: true, schema: jsonSchema } },
      });
      content = completion.choices[0]?.message?.content;
    } catch (error) {
      throw failureAsAppError(error);
    }
    const parsed = schema.safeParse(parseJson(content));
    if (!parsed.success) throw new AppError("bad_gateway", UNUSABLE, { cause: parsed.error });
    return parsed.data as z.output<T>;
  }

  /**
   * `ask`, with the answer's language checked (./language-check.ts): a reply in another language
   * is asked for once more, with the system prompt saying what went wrong; a second one is
   * refused with a 502 (the service then gives the seller's quota back).
   */
  async function askInLanguage<T extends z.ZodType>(
    question: { name: string; system: string; text: string; image: WriterImage | null; schema: T },
    language: LanguageCode,
    proseOf: (answer: z.output<T>) => string,
  ) {
    const { name, system, text, image, schema } = question;
    const first = await ask(name, system, text, image, schema);
    const firstVerdict = checkLanguage(proseOf(first), language);
    if (firstVerdict.ok) return first;
    const retrySystem = `${system}\n\n${wrongLanguageNote(firstVerdict.detected, language)}`;
    const second = await ask(name, retrySystem, text, image, schema);
    const secondVerdict = checkLanguage(proseOf(second), language);
    if (secondVerdict.ok) return second;
    throw new AppError("bad_gateway", wrongLanguageMessage(secondVerdict.detected, language));
  }

  return {
    engine: `openai:${options.model}`,
    languages: [...languageCodes],
    readsImage: true,

    async describeImage(image: WriterImage | null, _facts: ImageFacts): Promise<string> {
      try {
        const completion = await client.chat.completions.create({
          model: options.model,
          messages: [
            {
              role: "user",
              content: [
                { type: "text", text: DESCRIBE_IMAGE_PROMPT },
                { type: "image_url", image_url: { url: dataUrl(image), detail: "low" } },
              ],
            },
          ],
        });
        // The model's free text goes to the page as is: cleaned and capped like any generated text.
        const text = normaliseAnalysis(completion.choices[0]?.message?.content);
        if (!text) throw new AppError("bad_gateway", UNUSABLE);
        return text;
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw failureAsAppError(error);
      }
    },

    async writeSocialPosts(brief: SocialBrief, image: WriterImage | null): Promise<SocialDraft> {
      const language = brief.language ?? "en";
      const answer = await askInLanguage(
        {
          name: "social_posts",
          system: socialSystemPrompt(brief.platforms, { language, voice: brief.voice }),
          text: socialUserMessage(brief),
          image,
          schema: socialAnswerSchema(brief.platforms),
        },
        language,
        // The captions, as a reader sees them, without what is no language (links, tags, the brand).
        (reply) =>
          prose(
            brief.platforms
              .map((platform) => (reply.posts as Record<string, string>)[platform] ?? "")
              .join("\n"),
            brief.brand,
          ),
      );
      const posts = answer.posts as Record<string, string>;
      return {
        platforms: Object.fromEntries(
          brief.platforms.map((platform) => [platform, { caption: posts[platform] ?? "" }]),
        ),
        hashtags: answer.hashtags,
        suggestedSchedule: answer.suggestedSchedule,
      };
    },

    async writeListings(brief: ListingBrief, image: WriterImage | null): Promise<ListingDraft> {
      const language = brief.language ?? "en";
      const answer = await askInLanguage(
        {
          name: "product_listings",
          system: listingSystemPrompt(brief.platforms, { language, voice: brief.voice }),
          text: listingUserMessage(brief),
          image,
          schema: listingAnswerSchema(brief.platforms),
        },
        language,
        // Titles and descriptions: tags and categories are short or taxonomy, and often English.
        (reply) =>
          prose(
            Object.values(reply.listings as Record<string, { title: string; description: string }>)
              .map((listing) => `${listing.title}\n${listing.description}`)
              .join("\n"),
          ),
      );
      return { platforms: answer.listings as ListingDraft["platforms"] };
    },
  };
}

function dataUrl(image: WriterImage | null): string {
  // readsImage is true, so the services always make the copy; null here is a caller's bug.
  if (!image) throw new Error("the openai writer was called without the photo");
  return `data:${image.contentType};base64,${image.buffer.toString("base64")}`;
}

function parseJson(content: string | null | undefined): unknown {
  if (!content) return undefined;
  try {
    return JSON.parse(withoutFence(content));
  } catch {
    return undefined;
  }
}

/**
 * Some local servers wrap JSON in a Markdown fence despite the response format. Trims and string
 * checks, not /\s*```\s*$/, which rescans a long run of whitespace from every position in it.
 */
export function withoutFence(content: string): string {
  let text = content.trim();
  if (text.startsWith("```")) {
    text = text.slice(3);
    if (text.startsWith("json")) text = text.slice(4);
  }
  if (text.endsWith("```")) text = text.slice(0, -3);
  return text.trim();
}

/**
 * A failed call as a 502 the seller can read. A server that said when to come back (429 or 503
 * with Retry-After) passes that on, so a bulk run pauses for as long as it was asked to.
 */
function failureAsAppError(error: unknown): AppError {
  const retryAfterSeconds = error instanceof OpenAI.APIError ? retryAfterOf(error.headers) : undefined;
  return new AppError("bad_gateway", describeFailure(error), {
    cause: error,
    ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
  });
}

/** `retry-after-ms` (OpenAI's own), else `retry-after` as seconds or an HTTP date; capped at 10 minutes. */
export function retryAfterOf(headers: Headers | undefined, now = Date.now()): number | undefined {
  const ms = Number(headers?.get("retry-after-ms"));
  if (Number.isFinite(ms) && ms > 0) return Math.min(600, ms / 1000);
  const value = headers?.get("retry-after")?.trim();
  if (!value) return undefined;
  const seconds = /^\d+(\.\d+)?$/.test(value) ? Number(value) : (Date.parse(value) - now) / 1000;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(600, seconds) : undefined;
}

function describeFailure(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return UNAVAILABLE;
  if (error instanceof OpenAI.RateLimitError)
    return "The AI writer is busy right now. Please try again in a minute.";
  if (error instanceof OpenAI.AuthenticationError)
    return "The AI writer is not configured correctly. Please contact support.";
  return UNAVAILABLE;
}
