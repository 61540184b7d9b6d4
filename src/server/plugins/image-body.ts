import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  preParsingHookHandler,
} from "fastify";
import { AppError } from "../lib/app-error";
import { requireAdmin, requireUser } from "./auth-guard";

/**
 * Request bodies that may carry a photo inline (`imageBase64`, up to ~13.4 MB) without letting a
 * body cost the event loop seconds (issue 29, finding A). Three guards, in request order:
 *
 * 1. `onRequest`: who is asking is known before a byte of the body is read (the session and
 *    API-token hooks run first: they are the app's own onRequest hooks, and a route's run after
 *    them). Anonymous callers get the usual 401 and the connection is closed rather than drained.
 * 2. `preParsing`: a signed-in account may have only LARGE_BODY_SLOTS.perAccount large bodies
 *    (over 1 MB, or of unknown length) being read and parsed at once (429), and the process only
 *    LARGE_BODY_SLOTS.total (503), both with Retry-After, before the body is read.
 * 3. The JSON parser: apart from the `imageBase64` string, a body may hold at most 1 MB (the
 *    app's limit for every other route), checked by a byte scan before JSON.parse (413). One
 *    13 MB string parses in ~10 ms; 13 MB of `[{},{},…]` took ~1 s and 2 GB, 1 MB of it ~35 ms.
 */

/** The app's body limit for every route without an inline photo; here, for the rest of the JSON. */
export const JSON_BUDGET_BYTES = 1_048_576;
export const JSON_BUDGET_MESSAGE =
  "The request is too large: apart from the photo in imageBase64, a request body may be at most 1 MB.";

/** Large bodies being read and parsed at once: per account, and in this process in all. */
export const LARGE_BODY_SLOTS = { perAccount: 2, total: 6, retryAfterSeconds: 2 } as const;
export const TOO_MANY_BODIES_MESSAGE =
  "You are already sending several photos at once. Please wait for them to finish, then try again.";
export const BODIES_BUSY_MESSAGE =
  "The server is busy receiving other photos right now. Please try again in a few seconds.";

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const IMAGE_KEY = Buffer.from('"imageBase64"');

/**
 * Whether a JSON body holds at most `budget` bytes besides the one `"imageBase64": "…"` string
 * value (the largest, if there are several). A linear byte scan, stopped as soon as the answer is
 * no: short strings and the structure are walked in JS, a long string is crossed with the native
 * indexOf, so a 13 MB photo costs about a millisecond and 1 MB of anything else a few. It only
 * measures: a body that is not JSON is left for JSON.parse to refuse.
 */
export function fitsJsonBudget(body: Buffer, budget = JSON_BUDGET_BYTES): boolean {
  if (body.length <= budget) return true;
  const length = body.length;
  let exempt = 0;
  let position = 0;
  let previousWasImageKey = false;
  let previousEnd = -1;
  while (position < length) {
    // Everything before `position` that is not the exempt string counts, whatever comes later.
    while (position < length && body[position] !== QUOTE) {
      position++;
      if (position - exempt > budget) return false;
    }
    if (position >= length || position - exempt > budget) break;
    const start = position;
    const end = stringEnd(body, start);
    if (end < 0) return false; // unterminated: not JSON, and past the budget
    const size = end - start + 1;
    if (previousWasImageKey && isKeySeparator(body, previousEnd + 1, start)) exempt = Math.max(exempt, size);
    previousWasImageKey =
      size === IMAGE_KEY.length && body.compare(IMAGE_KEY, 0, IMAGE_KEY.length, start, end + 1) === 0;
    previousEnd = end;
    position = end + 1;
  }
  return length - exempt <= budget;
}

/** Bytes of a string walked one by one before handing over to indexOf (a call costs ~100 ns). */
const SHORT_STRING = 64;

/** The index of the quote closing the string opened at `start` (one not escaped), or -1. */
function stringEnd(body: Buffer, start: number): number {
  const length = body.length;
  let index = start + 1;
  const walkUntil = Math.min(length, index + SHORT_STRING);
  while (index < walkUntil) {
    const byte = body[index];
    if (byte === QUOTE) return index;
    index += byte === BACKSLASH ? 2 : 1;
  }
  let from = index;
  for (;;) {
    const quote = body.indexOf(QUOTE, from);
    if (quote < 0) return -1;
    // Each backslash run is walked once: the next search starts after this quote.
    let backslashes = 0;
    for (let before = quote - 1; before > start && body[before] === BACKSLASH; before--) backslashes++;
    if (backslashes % 2 === 0) return quote;
    from = quote + 1;
  }
}

/** Only whitespace and one colon between `from` and `to`: the string before was a key. */
function isKeySeparator(body: Buffer, from: number, to: number): boolean {
  let colon = false;
  for (let index = from; index < to; index++) {
    const byte = body[index];
    if (byte === COLON && !colon) colon = true;
    else if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  }
  return colon;
}

/** Counts large bodies being received, per account and in all; refuses past either bound. */
export class BodySlots {
  #total = 0;
  readonly #byAccount = new Map<string, number>();

  constructor(
    readonly perAccount: number,
    readonly total: number,
  ) {}

  get inUse(): number {
    return this.#total;
  }

  inUseBy(accountId: string): number {
    return this.#byAccount.get(accountId) ?? 0;
  }

  /** Takes a slot and returns its release (safe to call more than once), or throws 429/503. */
  acquire(accountId: string): () => void {
    if (this.inUseBy(accountId) >= this.perAccount) {
      throw new AppError("rate_limited", TOO_MANY_BODIES_MESSAGE, {
        retryAfterSeconds: LARGE_BODY_SLOTS.retryAfterSeconds,
      });
    }
    if (this.#total >= this.total) {
      throw new AppError("service_unavailable", BODIES_BUSY_MESSAGE, {
        retryAfterSeconds: LARGE_BODY_SLOTS.retryAfterSeconds,
      });
    }
    this.#total++;
    this.#byAccount.set(accountId, this.inUseBy(accountId) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#total--;
      const left = this.inUseBy(accountId) - 1;
      if (left > 0) this.#byAccount.set(accountId, left);
      else this.#byAccount.delete(accountId);
    };
  }
}

/** The process's large-body slots, shared by every route that takes a photo inline. */
export const largeBodySlots = new BodySlots(LARGE_BODY_SLOTS.perAccount, LARGE_BODY_SLOTS.total);

/** Over the JSON budget, or of unknown length (chunked): a body worth a slot. */
export function isLargeBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  if (length === undefined) return request.headers["transfer-encoding"] !== undefined;
  return Number(length) > JSON_BUDGET_BYTES;
}

/**
 * A refusal before the body is read: the connection is closed after the reply instead of
 * receiving and discarding the rest (up to 13 MB) to keep it alive.
 */
function refuseUnreadBody(request: FastifyRequest, reply: FastifyReply): void {
  if (isLargeBody(request)) reply.header("Connection", "close");
}

function guard(check: (request: FastifyRequest) => unknown) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    try {
      check(request);
    } catch (error) {
      refuseUnreadBody(request, reply);
      done(error as Error);
      return;
    }
    done();
  };
}

/** onRequest: 401 before the body is read (anonymous, or a refused API token's 401). */
export const requireUserBeforeBody = guard(requireUser);
/** onRequest: 401/403 before the body is read. */
export const requireAdminBeforeBody = guard(requireAdmin);

const releases = new WeakMap<FastifyRequest, () => void>();

/**
 * preParsing: a large body takes one of the account's slots (and the process's) until it is
 * parsed, refused, or the request ends however it ends (aborted, timed out).
 */
export function admitLargeBody(slots: BodySlots = largeBodySlots): preParsingHookHandler {
  return (request, reply, payload, done) => {
    const user = request.user;
    if (!user || !isLargeBody(request)) return done(null, payload);
    let release: () => void;
    try {
      release = slots.acquire(user.id);
    } catch (error) {
      refuseUnreadBody(request, reply);
      return done(error as Error);
    }
    releases.set(request, release);
    reply.raw.once("close", release);
    done(null, payload);
  };
}

/**
 * The JSON parser of a scope whose routes take a photo inline: the byte budget, then Fastify's
 * own parser (prototype-poisoning checks included). The body's slot is freed once it is parsed.
 */
export function registerImageBodyParser(scope: FastifyInstance, budget = JSON_BUDGET_BYTES): void {
  const parseJson = scope.getDefaultJsonParser("error", "error");
  scope.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    try {
      const buffer = body as Buffer;
      if (!fitsJsonBudget(buffer, budget)) {
        return done(new AppError("payload_too_large", JSON_BUDGET_MESSAGE), undefined);
      }
      parseJson(request, buffer.toString("utf8"), done);
    } finally {
      releases.get(request)?.();
    }
  });
}

/** Route options for a route that takes a photo inline (spread them in; add the bodyLimit). */
export const imageBodyHooks = {
  onRequest: requireUserBeforeBody,
  preParsing: admitLargeBody(),
};
