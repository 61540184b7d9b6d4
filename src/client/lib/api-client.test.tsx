// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorMessageFrom, getQueryFn, isHttpError } from "./api-client";

type FetchArgs = [input: string, init?: RequestInit];

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(async (..._args: FetchArgs) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function jsonResponse(body: unknown, status = 200, statusText = "OK") {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { "Content-Type": "application/json" },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiRequest", () => {
  it("sends cookies and a JSON body with its content type", async () => {
    const fetchMock = stubFetch(jsonResponse({ ok: true }));
    const res = await apiRequest("POST", "/api/auth/login", { email: "a@b.co", password: "x" });
    expect(await res.json()).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/auth/login");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(init?.headers).toEqual({ "Content-Type": "application/json" });
    expect(init?.body).toBe(JSON.stringify({ email: "a@b.co", password: "x" }));
  });

  it("sends no content type when there is no body", async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));
    await apiRequest("POST", "/api/auth/logout");
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toBeUndefined();
    expect(init?.body).toBeUndefined();
    expect(init?.credentials).toBe("include");
  });

  it('turns a non-2xx reply into "status: body"', async () => {
    const body = { message: "Invalid email or password", code: "unauthorized" };
    stubFetch(jsonResponse(body, 401, "Unauthorized"));
    const error = await apiRequest("POST", "/api/auth/login", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`401: ${JSON.stringify(body)}`);
    expect((error as ApiError).status).toBe(401);
  });

  it("uses the status text when the error body is empty", async () => {
    stubFetch(new Response("", { status: 502, statusText: "Bad Gateway" }));
    await expect(apiRequest("GET", "/api/health")).rejects.toThrow("502: Bad Gateway");
  });

  it("lets a network failure through as it is", async () => {
    stubFetch(new TypeError("Failed to fetch"));
    const error = await apiRequest("GET", "/api/health").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(isHttpError(error)).toBe(false);
  });
});

describe("errorMessageFrom", () => {
  it("reads the JSON message of an HTTP error", () => {
    const error = new ApiError(409, "Conflict", JSON.stringify({ message: "Email taken", code: "conflict" }));
    expect(errorMessageFrom(error, "fallback")).toBe("Email taken");
  });

  it("also reads a plain Error carrying the same message format", () => {
    const error = new Error('400: {"message":"Password must be at least 8 characters"}');
    expect(isHttpError(error)).toBe(true);
    expect(errorMessageFrom(error, "fallback")).toBe("Password must be at least 8 characters");
  });

  it("falls back for non-JSON bodies, missing messages and non-HTTP errors", () => {
    expect(errorMessageFrom(new ApiError(502, "Bad Gateway", "<html>"), "fallback")).toBe("fallback");
    expect(errorMessageFrom(new ApiError(500, "Error", '{"code":"internal"}'), "fallback")).toBe("fallback");
    expect(errorMessageFrom(new ApiError(500, "Error", '{"message":"  "}'), "fallback")).toBe("fallback");
    expect(errorMessageFrom(new ApiError(500, "Internal Server Error", ""), "fallback")).toBe("fallback");
    expect(errorMessageFrom(new TypeError("Failed to fetch"), "fallback")).toBe("fallback");
    expect(errorMessageFrom("nope", "fallback")).toBe("fallback");
  });
});

describe("getQueryFn", () => {
  const context = (queryKey: readonly unknown[]) =>
    ({ queryKey, signal: new AbortController().signal, meta: undefined }) as never;

  it("GETs the query key segments joined by '/' with cookies", async () => {
    const fetchMock = stubFetch(jsonResponse({ id: "1" }));
    const data = await getQueryFn({ on401: "throw" })(context(["/api/posts", 42]));
    expect(data).toEqual({ id: "1" });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/posts/42");
    expect(fetchMock.mock.calls[0]?.[1]?.credentials).toBe("include");
  });

  it("yields null on 401 with returnNull", async () => {
    stubFetch(jsonResponse({ message: "Not signed in", code: "unauthorized" }, 401, "Unauthorized"));
    await expect(getQueryFn({ on401: "returnNull" })(context(["/api/auth/user"]))).resolves.toBeNull();
  });

  it("throws on 401 with throw", async () => {
    stubFetch(jsonResponse({ message: "Not signed in", code: "unauthorized" }, 401, "Unauthorized"));
    await expect(getQueryFn({ on401: "throw" })(context(["/api/auth/user"]))).rejects.toThrow(/^401: /);
  });
});
