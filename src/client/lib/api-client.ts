import type { QueryFunction } from "@tanstack/react-query";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A non-2xx reply. The message follows the spec's shared request behaviour:
 * `${status}: ${bodyText || statusText}`, so existing callers can keep reading `error.message`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly bodyText: string;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.bodyText = bodyText;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  let bodyText = "";
  try {
    bodyText = await res.text();
  } catch {
    // A body that cannot be read is reported with the status text instead.
  }
  throw new ApiError(res.status, res.statusText, bodyText);
}

/**
 * The one request helper: cookies always travel, and the JSON content type is sent only with a body.
 * Resolves with the (2xx) Response; rejects with an ApiError for any other status, or with the
 * fetch exception (a TypeError) when the network fails.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    credentials: "include",
    headers: hasBody ? { "Content-Type": "application/json" } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  await throwIfNotOk(res);
  return res;
}

/** True for an error produced from an HTTP reply (as opposed to a network failure or a bug). */
export function isHttpError(error: unknown): error is Error {
  return error instanceof ApiError || (error instanceof Error && /^\d{3}: /.test(error.message));
}

/**
 * The server's JSON `message` from an HTTP error's body part (`"401: {\"message\": ...}"`), for toasts.
 * Anything else (network failures, non-JSON bodies, empty messages) yields `fallback`.
 */
export function errorMessageFrom(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const bodyPart = error instanceof ApiError ? error.bodyText : /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1];
  if (!bodyPart) return fallback;
  try {
    const parsed: unknown = JSON.parse(bodyPart);
    if (typeof parsed === "object" && parsed !== null && "message" in parsed) {
      const { message } = parsed;
      if (typeof message === "string" && message.trim() !== "") return message;
    }
  } catch {
    // Not JSON (a proxy's HTML page, plain text): use the fallback.
  }
  return fallback;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * The default data fetch: GET the path made by joining the query key's segments with "/",
 * cookies included, JSON read. A 401 either throws or, with `on401: "returnNull"`, yields null.
 */
export function getQueryFn<T>(options: { on401: "returnNull" }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: "throw" }): QueryFunction<T>;
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.map(String).join("/"), { credentials: "include", signal });
    if (on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}
