// @vitest-environment jsdom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { BulkItem, BulkJob, BulkJobSummary, BulkProgress } from "../../../domain/bulk";
import type { ListingGenerationResult } from "../../../domain/listings";
import type { SocialGenerationResult } from "../../../domain/social";
import { Toaster } from "../../components/ui/toaster";
import { createQueryClient } from "../../lib/query-client";
import { ListingEditor } from "../product-listings/listing-editor";
import { SocialPostEditor } from "../social-content/social-post-editor";
import { type BulkPlan, BulkStudio, type MarketplaceSlotProps } from "./bulk-studio";
import type { BulkUploader, BulkUploadFile } from "./bulk-uploader";
import { isSocialResult, type RenderBulkResult } from "./job-results";

// ---- A fake server at the fetch boundary: one handler per "METHOD path". ----

type Handler = (init?: RequestInit) => Response | Promise<Response>;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function serve(routes: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${input}`;
    const handler = routes[key];
    if (!handler) throw new Error(`unexpected request ${key}`);
    return handler(init);
  });
  vi.stubGlobal("fetch", fetchMock);
  const calls = (key: string) =>
    fetchMock.mock.calls.filter(([url, init]) => `${init?.method ?? "GET"} ${url}` === key);
  return { fetchMock, calls };
}

// ---- The job stream: a stand-in EventSource the test drives. ----

class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  onerror: ((event: Event) => void) | null = null;
  private listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }
  close() {
    this.closed = true;
  }
  emit(type: "progress" | "done", data: BulkProgress) {
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) {
        listener(new MessageEvent(type, { data: JSON.stringify(data) }));
      }
    });
  }
  fail() {
    act(() => this.onerror?.(new Event("error")));
  }
  static last() {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error("no EventSource opened");
    return source;
  }
}

// ---- A fake uploader: files upload at once, except the names listed in `failing`. ----

function fakeUploader(failing = new Set<string>()) {
  let files: BulkUploadFile[] = [];
  const listeners = new Set<() => void>();
  let next = 0;
  const set = (list: BulkUploadFile[]) => {
    files = list;
    for (const listener of listeners) listener();
  };
  const upload = (file: BulkUploadFile): BulkUploadFile =>
    failing.has(file.name)
      ? { ...file, status: "failed", error: "HTTP 413: Images must be 10 MB or smaller" }
      : {
          ...file,
          status: "uploaded",
          progress: 100,
          error: null,
          objectPath: `/objects/uploads/${file.id}`,
        };
  const uploader: BulkUploader = {
    add(list) {
      set([
        ...files,
        ...list.map((file) => {
          next += 1;
          return {
            id: `u${next}`,
            name: file.name,
            file,
            status: "waiting" as const,
            progress: 0,
            objectPath: null,
            error: null,
          };
        }),
      ]);
      return list.length;
    },
    remove: (id) => set(files.filter((file) => file.id !== id)),
    clear: () => set([]),
    uploadAll: async () => set(files.map((file) => (file.status === "uploaded" ? file : upload(file)))),
    retry: async (id) => set(files.map((file) => (file.id === id ? upload(file) : file))),
    getSnapshot: () => files,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy: () => listeners.clear(),
  };
  return uploader;
}

// ---- Test data. ----

const socialResult: SocialGenerationResult = {
  id: "post-1",
  createdAt: "2026-01-01T00:00:00.000Z",
  platforms: {
    instagram: { caption: "Fresh from the kiln ☕" },
    facebook: { caption: "Our new mug is here." },
  },
  hashtags: ["#pottery", "#handmade"],
  suggestedSchedule: "",
  selectedPlatforms: ["instagram", "facebook"],
  engine: "test",
  language: "en",
  brandProfileId: null,
  imagePath: null,
};

function item(
  id: string,
  fileName: string,
  status: BulkItem["status"],
  extra: Partial<BulkItem> = {},
): BulkItem {
  return {
    id,
    fileName,
    imagePath: `/objects/uploads/${id}`,
    product: null,
    status,
    error: null,
    result: null,
    processingTimeMs: null,
    finishedAt: null,
    ...extra,
  };
}

function makeJob(items: BulkItem[], overrides: Partial<BulkJob> = {}): BulkJob {
  const count = (status: BulkItem["status"]) => items.filter((i) => i.status === status).length;
  return {
    id: "job-1",
    kind: "social",
    status: items.every((i) => ["succeeded", "failed", "canceled"].includes(i.status))
      ? "completed"
      : "running",
    total: items.length,
    pending: count("pending"),
    running: count("running"),
    succeeded: count("succeeded"),
    failed: count("failed"),
    canceled: count("canceled"),
    context: {},
    createdAt: "2026-01-01T10:00:00.000Z",
    finishedAt: null,
    items,
    ...overrides,
  };
}

function progressOf(job: BulkJob): BulkProgress {
  const { context: _context, items, ...rest } = job;
  return { ...rest, items: items.map(({ result: _result, imagePath: _path, ...rest_ }) => rest_) };
}

const summary = ({ items: _items, ...rest }: BulkJob): BulkJobSummary => rest;

// ---- Rendering. ----

/** The editors the page supplies (pages/bulk-upload.tsx). */
const renderResult: RenderBulkResult = ({ result, idPrefix, onSaved }) =>
  isSocialResult(result) ? (
    <SocialPostEditor result={result} idPrefix={idPrefix} onSaved={onSaved} />
  ) : (
    <ListingEditor result={result} idPrefix={idPrefix} onSaved={onSaved} />
  );

/** The page's marketplace picker, reduced to eBay: enough for a listing batch to start. */
const ebayPicker = ({ selected, onChange, disabled }: MarketplaceSlotProps) => (
  <label>
    <input
      type="checkbox"
      checked={selected.includes("ebay")}
      onChange={(event) => onChange(event.target.checked ? ["ebay"] : [])}
      disabled={disabled}
    />
    eBay
  </label>
);

function renderStudio({
  plan = "pro",
  path = "/bulk-upload",
  uploader = fakeUploader(),
  marketplacePicker = () => <p>Marketplace picker</p>,
}: {
  plan?: BulkPlan;
  path?: string;
  uploader?: BulkUploader;
  marketplacePicker?: (props: MarketplaceSlotProps) => ReactNode;
} = {}) {
  const location = memoryLocation({ path, record: true });
  const load = vi.fn(async () => uploader);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <BulkStudio
          plan={plan}
          loadUploader={load}
          renderMarketplacePicker={marketplacePicker}
          renderResult={renderResult}
        />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  return { location, uploader };
}

const image = (name: string, type = "image/jpeg") => new File([new Uint8Array(8)], name, { type });
const patient = { timeout: 10_000 };

async function pickFiles(files: File[]) {
  const input = screen.getByLabelText("Choose images") as HTMLInputElement;
  await waitFor(() => expect(input.disabled).toBe(false), patient);
  fireEvent.change(input, { target: { files } });
}

async function chooseBusinessType(label: string) {
  fireEvent.click(screen.getByRole("combobox", { name: "Business Type" }));
  fireEvent.click(await screen.findByRole("option", { name: label }, patient));
  await waitFor(() =>
    expect(screen.getByRole("combobox", { name: "Business Type" }).textContent).toContain(label),
  );
}

async function fillBrand() {
  await chooseBusinessType("E-commerce");
  fireEvent.change(screen.getByRole("textbox", { name: "Brand Name" }), { target: { value: "Clay & Co" } });
  fireEvent.change(screen.getByRole("textbox", { name: "Target Audience" }), {
    target: { value: "Tea lovers" },
  });
}

/** Toast text shows twice (the toast and its screen-reader copy). */
const toastShows = async (text: string) =>
  expect((await screen.findAllByText(text, {}, patient)).length).toBeGreaterThan(0);

const startButton = () => screen.getByRole("button", { name: "Start Processing" });

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  // Radix measures itself; jsdom has neither ResizeObserver nor pointer capture.
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  URL.createObjectURL = vi.fn(() => "blob:thumbnail");
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("BulkStudio", { timeout: 30_000 }, () => {
  it("offers Pro to a Free account instead of a start button", async () => {
    serve({});
    renderStudio({ plan: "free" });
    expect(await screen.findByRole("heading", { name: "Bulk upload is a Pro feature" })).toBeTruthy();
    // Checkout brings the seller back to this page once Pro is on.
    expect(screen.getByRole("link", { name: /Upgrade to Pro/ }).getAttribute("href")).toBe(
      "/subscribe?from=/bulk-upload",
    );
    expect(screen.queryByRole("button", { name: "Start Processing" })).toBeNull();
    // Said at the top too, for a phone where the offer sits below the whole brief.
    const notice = screen.getByRole("link", { name: "see what Pro adds" });
    expect(notice.getAttribute("href")).toBe("#upgrade-prompt-title");
  });

  it("marks the brand fields required and says what is missing when started anyway", async () => {
    const { calls } = serve({ "GET /api/bulk-jobs": () => json({ jobs: [] }) });
    renderStudio();
    expect(screen.getByRole("combobox", { name: "Business Type" }).getAttribute("aria-required")).toBe(
      "true",
    );
    // The app's one convention: required fields unmarked (aria-required), the rest "(optional)"; no '*'.
    expect(screen.getByText("Business Type").textContent).toBe("Business Type");
    for (const name of ["Brand Name", "Target Audience"]) {
      expect(screen.getByRole("textbox", { name }).getAttribute("aria-required")).toBe("true");
      expect(screen.getByText(name).textContent).toBe(name);
    }
    for (const name of [
      "Campaign Goal (optional)",
      "Product URL (optional)",
      "Additional Context (optional)",
    ]) {
      expect(screen.getByRole("textbox", { name }).getAttribute("aria-required")).toBeNull();
    }
    await pickFiles([image("mug.jpg")]);
    expect(startButton().getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(startButton());
    await toastShows("Missing Brand Information");
    await toastShows("Please fill in business type, brand name, and target audience");
    expect(calls("POST /api/bulk-jobs")).toHaveLength(0);
  });

  it("asks for images: on start with none, and when a pick holds no image", async () => {
    serve({ "GET /api/bulk-jobs": () => json({ jobs: [] }) });
    renderStudio();
    await fillBrand();
    expect(startButton().getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(startButton());
    await toastShows("No Images Selected");
    await toastShows("Please select at least one image to process");

    cleanup();
    serve({ "GET /api/bulk-jobs": () => json({ jobs: [] }) });
    renderStudio();
    await pickFiles([new File(["x"], "notes.pdf", { type: "application/pdf" })]);
    await toastShows("No Images Selected");
    expect(screen.getByText("notes.pdf: Not an image")).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Selected images" })).toBeNull();
  });

  it("switches to marketplace listings: the page's picker, no social-only fields", async () => {
    const { calls } = serve({ "GET /api/bulk-jobs": () => json({ jobs: [] }) });
    renderStudio();
    expect(screen.getByRole("combobox", { name: "Tone" }).textContent).toContain("Professional");
    expect(screen.getAllByRole("checkbox")).toHaveLength(6);
    fireEvent.click(screen.getByRole("radio", { name: /Marketplace listings/ }));
    expect(screen.getByText("Marketplace picker")).toBeTruthy();
    expect(screen.queryByRole("combobox", { name: "Tone" })).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
    await fillBrand();
    await pickFiles([image("mug.jpg")]);
    fireEvent.click(startButton());
    await toastShows("No Marketplaces Selected");
    expect(calls("POST /api/bulk-jobs")).toHaveLength(0);
  });

  it("shows the first 12 thumbnails, then '+N'", async () => {
    serve({ "GET /api/bulk-jobs": () => json({ jobs: [] }) });
    renderStudio();
    await pickFiles(Array.from({ length: 15 }, (_, index) => image(`photo-${index + 1}.jpg`)));
    const grid = await screen.findByRole("list", { name: "Selected images" });
    expect(within(grid).getAllByRole("img")).toHaveLength(12);
    expect(within(grid).getByText("+3")).toBeTruthy();
    expect(within(grid).getByLabelText("3 more images")).toBeTruthy();
    expect(screen.getByText("15 images selected")).toBeTruthy();
  });

  it("keeps a failed upload back with Retry, and starts once it is in", async () => {
    const { calls } = serve({
      "GET /api/bulk-jobs": () => json({ jobs: [] }),
      "POST /api/bulk-jobs": () =>
        json(makeJob([item("i1", "a.jpg", "pending"), item("i2", "b.jpg", "pending")]), 202),
      "GET /api/bulk-jobs/job-1": () =>
        json(makeJob([item("i1", "a.jpg", "pending"), item("i2", "b.jpg", "pending")])),
    });
    const failing = new Set(["b.jpg"]);
    renderStudio({ uploader: fakeUploader(failing) });
    await fillBrand();
    await pickFiles([image("a.jpg"), image("b.jpg")]);
    const failed = await screen.findByRole("heading", { name: "1 image could not be uploaded" });
    expect(failed).toBeTruthy();
    expect(screen.getByText("HTTP 413: Images must be 10 MB or smaller")).toBeTruthy();

    fireEvent.click(startButton());
    await toastShows("Some images did not upload");
    expect(calls("POST /api/bulk-jobs")).toHaveLength(0);

    failing.clear();
    fireEvent.click(screen.getByRole("button", { name: "Retry b.jpg" }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: /could not be uploaded/ })).toBeNull());
    fireEvent.click(startButton());
    await waitFor(() => expect(calls("POST /api/bulk-jobs")).toHaveLength(1), patient);
  });

  it("starts a job, follows it live, toasts the summary and opens a result", async () => {
    const pending = makeJob([item("i1", "mug.jpg", "pending"), item("i2", "apron.jpg", "pending")]);
    const finished = makeJob(
      [
        item("i1", "mug.jpg", "succeeded", { result: socialResult, processingTimeMs: 2300 }),
        item("i2", "apron.jpg", "failed", {
          error: "Content generation failed: Bad Gateway",
          processingTimeMs: 900,
        }),
      ],
      { status: "completed" },
    );
    let current = pending;
    let sent: unknown;
    const { calls } = serve({
      "GET /api/bulk-jobs": () => json({ jobs: [] }),
      "POST /api/bulk-jobs": (init) => {
        sent = JSON.parse(String(init?.body));
        return json(pending, 202);
      },
      "GET /api/bulk-jobs/job-1": () => json(current),
    });
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const { location } = renderStudio();

    await fillBrand();
    fireEvent.change(screen.getByLabelText(/What are you selling\?/), { target: { value: "Stoneware" } });
    await pickFiles([image("mug.jpg"), image("apron.jpg")]);
    await waitFor(() => expect(startButton().getAttribute("aria-disabled")).toBeNull());
    fireEvent.click(startButton());

    await waitFor(() => expect(sent).toBeDefined(), patient);
    expect(sent).toEqual({
      kind: "social",
      context: {
        businessType: "ecommerce",
        brand: "Clay & Co",
        targetAudience: "Tea lovers",
        product: "Stoneware",
        tone: "professional",
        language: "en",
        selectedPlatforms: ["instagram", "facebook", "twitter", "linkedin", "pinterest", "tiktok"],
      },
      images: [
        { imagePath: "/objects/uploads/u1", fileName: "mug.jpg" },
        { imagePath: "/objects/uploads/u2", fileName: "apron.jpg" },
      ],
    });
    expect(await screen.findByRole("heading", { name: "Processing images" }, patient)).toBeTruthy();
    expect(location.history.at(-1)).toBe("/bulk-upload?job=job-1");
    expect(screen.getByTestId("bulk-processed").textContent).toBe("0 of 2 images processed");
    expect(screen.queryByRole("list", { name: "Selected images" })).toBeNull();

    const stream = FakeEventSource.last();
    expect(stream.url).toBe("/api/bulk-jobs/job-1/events");
    const running = makeJob([item("i1", "mug.jpg", "running"), item("i2", "apron.jpg", "pending")]);
    stream.emit("progress", progressOf(running));
    expect(screen.getByText(/Now processing:/).parentElement?.textContent).toContain("mug.jpg");

    current = finished;
    stream.emit("done", progressOf(finished));
    await toastShows("Bulk Processing Complete");
    await toastShows("Processed 2 images. 1 successful, 1 failed");
    expect(stream.closed).toBe(true);
    expect(screen.getByTestId("bulk-processed").textContent).toBe("2 of 2 images processed");
    expect(screen.getByRole("heading", { name: "Batch complete" })).toBeTruthy();
    expect(screen.getByText("Content generation failed: Bad Gateway")).toBeTruthy();
    expect(screen.getByText("2.3 s")).toBeTruthy();

    // The results come with the job's GET after the end; a success opens its captions to edit.
    const row = await screen.findByRole("button", { name: /mug\.jpg/ }, patient);
    expect(calls("GET /api/bulk-jobs/job-1").length).toBeGreaterThan(0);
    fireEvent.click(row);
    expect(row.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("textbox", { name: "Instagram post" })).toHaveProperty(
      "value",
      "Fresh from the kiln ☕",
    );
    expect(screen.getByRole("textbox", { name: "Edit hashtags" })).toHaveProperty(
      "value",
      "#pottery #handmade",
    );
    fireEvent.click(screen.getByRole("button", { name: "Copy Instagram" }));
    await toastShows("Instagram content copied to clipboard.");
    expect(writeText).toHaveBeenCalledWith("Fresh from the kiln ☕");
  });

  it("opens a listing result per marketplace, with its copy button and skipped notes", async () => {
    const listingResult: ListingGenerationResult = {
      id: "listing-1",
      createdAt: "2026-01-01T00:00:00.000Z",
      selectedPlatforms: ["etsy"],
      platforms: {
        etsy: {
          title: "Terracotta Mug, Hand Thrown",
          description: "A sturdy mug for slow mornings.",
          tags: ["mug", "pottery"],
          suggestedPrice: "$28.00",
          category: "Home & Living > Kitchen",
        },
      },
      skipped: [{ platform: "redbubble", reason: "Redbubble prints designs on its own products." }],
      engine: "test",
      language: "en",
      brandProfileId: null,
      imagePath: null,
    };
    const done = makeJob([item("i1", "terracotta-mug.jpg", "succeeded", { result: listingResult })], {
      kind: "listings",
    });
    serve({
      "GET /api/bulk-jobs": () => json({ jobs: [summary(done)] }),
      "GET /api/bulk-jobs/job-1": () => json(done),
    });
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    renderStudio({ path: "/bulk-upload?job=job-1" });
    fireEvent.click(await screen.findByRole("button", { name: /terracotta-mug\.jpg/ }, patient));
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveProperty(
      "value",
      "Terracotta Mug, Hand Thrown",
    );
    expect(screen.getByRole("textbox", { name: "Suggested price" })).toHaveProperty("value", "$28.00");
    expect(screen.getByRole("textbox", { name: "Tags" })).toHaveProperty("value", "mug, pottery");
    expect(screen.getByText("Redbubble prints designs on its own products.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Copy Etsy listing" }));
    await toastShows("Etsy listing content copied to clipboard.");
    expect(writeText.mock.calls[0]?.[0]).toContain("Price: $28.00");
  });

  it("makes the summary destructive when nothing succeeded", async () => {
    const running = makeJob([item("i1", "a.jpg", "running")]);
    const failed = makeJob([item("i1", "a.jpg", "failed", { error: "Unknown error occurred" })]);
    serve({
      "GET /api/bulk-jobs": () => json({ jobs: [summary(running)] }),
      "GET /api/bulk-jobs/job-1": () => json(running),
    });
    renderStudio({ path: "/bulk-upload?job=job-1" });
    expect(await screen.findByRole("heading", { name: "Processing images" }, patient)).toBeTruthy();
    FakeEventSource.last().emit("done", progressOf(failed));
    await toastShows("Processed 1 images. 0 successful, 1 failed");
    const toast = screen.getAllByText("Bulk Processing Complete")[0]?.closest("li");
    expect(toast?.className).toMatch(/red|destructive/);
  });

  it("says 'No Data to Export' for a job without successes, without asking the server", async () => {
    const failedJob = makeJob([item("i1", "a.jpg", "failed", { error: "Unknown error occurred" })]);
    const { calls } = serve({
      "GET /api/bulk-jobs": () => json({ jobs: [summary(failedJob)] }),
      "GET /api/bulk-jobs/job-1": () => json(failedJob),
    });
    renderStudio({ path: "/bulk-upload?job=job-1" });
    fireEvent.click(await screen.findByRole("button", { name: "Export CSV" }, patient));
    await toastShows("No Data to Export");
    await toastShows("No successful results to export");
    expect(calls("GET /api/bulk-jobs/job-1/export.csv")).toHaveLength(0);
  });

  it("exports the CSV under the server's file name", async () => {
    const done = makeJob([item("i1", "a.jpg", "succeeded", { result: socialResult })]);
    const { calls } = serve({
      "GET /api/bulk-jobs": () => json({ jobs: [summary(done)] }),
      "GET /api/bulk-jobs/job-1": () => json(done),
      "GET /api/bulk-jobs/job-1/export.csv": () =>
        new Response("filename,instagram_caption\n", {
          headers: {
            "Content-Type": "text/csv",
            "Content-Disposition": 'attachment; filename="bulk-social-content-1.csv"',
          },
        }),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderStudio({ path: "/bulk-upload?job=job-1" });
    fireEvent.click(await screen.findByRole("button", { name: "Export CSV" }, patient));
    await toastShows("Export Complete");
    expect(calls("GET /api/bulk-jobs/job-1/export.csv")).toHaveLength(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("bulk-social-content-1.csv");
    click.mockRestore();
  });

  it("offers a listings job's Shopify and eBay import files next to Export CSV", async () => {
    const listingResult = {
      id: "listing-1",
      createdAt: "2026-01-01T00:00:00.000Z",
      selectedPlatforms: ["shopify"],
      platforms: {
        shopify: {
          title: "Mug",
          description: "A mug.",
          tags: ["mug"],
          suggestedPrice: "$20.00",
          category: "Mugs",
        },
      },
      skipped: [],
      engine: "test",
      language: "en",
      brandProfileId: null,
      imagePath: null,
    } satisfies ListingGenerationResult;
    const done = makeJob([item("i1", "a.jpg", "succeeded", { result: listingResult })], { kind: "listings" });
    const { calls } = serve({
      "GET /api/bulk-jobs": () => json({ jobs: [summary(done)] }),
      "GET /api/bulk-jobs/job-1": () => json(done),
      "GET /api/config": () => json({ exports: { publicImageLinks: true } }),
      "GET /api/bulk-jobs/job-1/export.csv?format=shopify": () =>
        new Response("Handle,Title\n", {
          headers: {
            "Content-Type": "text/csv",
            "Content-Disposition": 'attachment; filename="shopify-products-1.csv"',
          },
        }),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    renderStudio({ path: "/bulk-upload?job=job-1" });
    const menu = await screen.findByRole("button", { name: "Shopify & eBay files" }, patient);
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeTruthy();
    fireEvent.keyDown(menu, { key: "Enter" });
    fireEvent.click(await screen.findByRole("menuitem", { name: "Shopify import file (CSV)" }));
    await toastShows("Export Complete");
    expect(calls("GET /api/bulk-jobs/job-1/export.csv?format=shopify")).toHaveLength(1);
    expect(calls("GET /api/bulk-jobs/job-1/export.csv")).toHaveLength(0);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("shopify-products-1.csv");
    click.mockRestore();
  });

  it("keeps a social job's export to the one CSV", async () => {
    const done = makeJob([item("i1", "a.jpg", "succeeded", { result: socialResult })]);
    serve({
      "GET /api/bulk-jobs": () => json({ jobs: [summary(done)] }),
      "GET /api/bulk-jobs/job-1": () => json(done),
    });
    renderStudio({ path: "/bulk-upload?job=job-1" });
    expect(await screen.findByRole("button", { name: "Export CSV" }, patient)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Shopify & eBay files" })).toBeNull();
  });

  it("opens the newest unfinished job when the URL names none, and lists past jobs", async () => {
    const old = makeJob([item("i1", "a.jpg", "succeeded")], {
      id: "job-old",
      createdAt: "2025-12-01T10:00:00.000Z",
    });
    const active = makeJob([item("i2", "b.jpg", "running")], { id: "job-new" });
    serve({
      "GET /api/bulk-jobs": () => json({ jobs: [summary(active), summary(old)] }),
      "GET /api/bulk-jobs/job-new": () => json(active),
    });
    const { location } = renderStudio();
    expect(await screen.findByRole("heading", { name: "Processing images" }, patient)).toBeTruthy();
    expect(location.history.at(-1)).toBe("/bulk-upload?job=job-new");
    const past = screen.getByRole("list", { name: "Past batches" });
    const links = within(past).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/bulk-upload?job=job-new",
      "/bulk-upload?job=job-old",
    ]);
    expect(links[0]?.getAttribute("aria-current")).toBe("true");
    expect(within(past).getByText("1 of 1 · 1 successful")).toBeTruthy();
  });

  it("polls the job every 2 s when the stream fails", async () => {
    const running = makeJob([item("i1", "a.jpg", "running")]);
    const { calls } = serve({
      "GET /api/bulk-jobs": () => json({ jobs: [summary(running)] }),
      "GET /api/bulk-jobs/job-1": () => json(running),
    });
    renderStudio({ path: "/bulk-upload?job=job-1" });
    expect(await screen.findByRole("heading", { name: "Processing images" }, patient)).toBeTruthy();
    const before = calls("GET /api/bulk-jobs/job-1").length;
    FakeEventSource.last().fail();
    expect(await screen.findByText(/Progress updates every few seconds/)).toBeTruthy();
    await waitFor(() => expect(calls("GET /api/bulk-jobs/job-1").length).toBeGreaterThan(before));
  });

  it("cancels the waiting images", async () => {
    const running = makeJob([item("i1", "a.jpg", "running"), item("i2", "b.jpg", "pending")]);
    const { calls } = serve({
      "GET /api/bulk-jobs": () => json({ jobs: [summary(running)] }),
      "GET /api/bulk-jobs/job-1": () => json(running),
      "POST /api/bulk-jobs/job-1/cancel": () =>
        json(makeJob([item("i1", "a.jpg", "running"), item("i2", "b.jpg", "canceled")])),
    });
    renderStudio({ path: "/bulk-upload?job=job-1" });
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }, patient));
    await waitFor(() => expect(calls("POST /api/bulk-jobs/job-1/cancel")).toHaveLength(1));
    expect(await screen.findByText("Canceled")).toBeTruthy();
  });

  it("shows the Pro offer when the server answers 403 pro_required", async () => {
    serve({
      "GET /api/bulk-jobs": () => json({ jobs: [] }),
      "POST /api/bulk-jobs": () =>
        json({ message: "Bulk upload is a Pro feature", code: "pro_required" }, 403),
      "GET /api/usage-status": () => json({ hasActiveSubscription: false }),
    });
    renderStudio();
    await fillBrand();
    await pickFiles([image("mug.jpg")]);
    fireEvent.click(startButton());
    expect(
      await screen.findByRole("heading", { name: "Bulk upload is a Pro feature" }, patient),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Start Processing" })).toBeNull();
  });

  it("shows each photo's thumbnail beside its result, from the upload's own route", async () => {
    const done = makeJob([
      item("i1", "mug.jpg", "succeeded", { result: socialResult }),
      item("i2", "IMG_2034.jpg", "failed", { error: "We couldn't tell what this photo shows." }),
    ]);
    serve({
      "GET /api/bulk-jobs": () => json({ jobs: [summary(done)] }),
      "GET /api/bulk-jobs/job-1": () => json(done),
    });
    renderStudio({ path: "/bulk-upload?job=job-1" });
    const results = await screen.findByRole("list", { name: "Results" }, patient);
    await waitFor(() => expect(results.querySelectorAll("img[data-thumbnail]")).toHaveLength(2), patient);
    const sources = [...results.querySelectorAll("img[data-thumbnail]")].map((img) =>
      img.getAttribute("src"),
    );
    expect(sources).toEqual(["/objects/uploads/i1", "/objects/uploads/i2"]);
  });

  it("edits a result in place: the change is saved to the stored post and kept in the batch", async () => {
    const done = makeJob([item("i1", "mug.jpg", "succeeded", { result: socialResult })]);
    let patched: unknown;
    serve({
      "GET /api/bulk-jobs": () => json({ jobs: [summary(done)] }),
      "GET /api/bulk-jobs/job-1": () => json(done),
      "PATCH /api/social-media/posts/post-1": (init) => {
        patched = JSON.parse(String(init?.body));
        return json({
          ...socialResult,
          platforms: { ...socialResult.platforms, instagram: { caption: "Glazed this morning ☕" } },
        });
      },
    });
    renderStudio({ path: "/bulk-upload?job=job-1" });
    const toggle = await screen.findByRole("button", { name: /mug\.jpg/ }, patient);
    fireEvent.click(toggle);
    const caption = screen.getByRole("textbox", { name: "Instagram post" });
    fireEvent.change(caption, { target: { value: "Glazed this morning ☕" } });
    expect(await screen.findByText("Unsaved changes")).toBeTruthy();
    fireEvent.blur(caption);
    expect(await screen.findByText("All changes saved", {}, patient)).toBeTruthy();
    expect(patched).toEqual({ platforms: { instagram: { caption: "Glazed this morning ☕" } } });

    // Closed and opened again, the row shows the saved text.
    fireEvent.click(toggle);
    fireEvent.click(toggle);
    expect(screen.getByRole("textbox", { name: "Instagram post" })).toHaveProperty(
      "value",
      "Glazed this morning ☕",
    );
  });

  it("fixes a failed photo: named, retried alone, and its content opens", async () => {
    const failed = item("i2", "IMG_2034.jpg", "failed", {
      error: "We couldn't tell what this photo shows.",
      processingTimeMs: 40,
    });
    const done = makeJob([item("i1", "mug.jpg", "succeeded", { result: socialResult }), failed]);
    let sent: unknown;
    const vase = { ...socialResult, id: "post-2", platforms: { instagram: { caption: "Our blue vase" } } };
    serve({
      "GET /api/bulk-jobs": () => json({ jobs: [summary(done)] }),
      "GET /api/bulk-jobs/job-1": () => json(done),
      "POST /api/bulk-jobs/job-1/items/i2/retry": (init) => {
        sent = JSON.parse(String(init?.body));
        return json({ ...failed, status: "succeeded", error: null, product: "blue vase", result: vase });
      },
      "GET /api/usage-status": () => json({ hasActiveSubscription: true }),
    });
    renderStudio({ path: "/bulk-upload?job=job-1" });
    expect(await screen.findByText("We couldn't tell what this photo shows.", {}, patient)).toBeTruthy();
    expect(screen.getByText(/1 successful · 1 failed/)).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: /What are you selling\? \(IMG_2034\.jpg\)/ }), {
      target: { value: "  blue vase " },
    });
    fireEvent.click(screen.getByRole("button", { name: "Retry this photo IMG_2034.jpg" }));

    expect(await screen.findByText(/Fixed/, {}, patient)).toBeTruthy();
    expect(sent).toEqual({ product: "blue vase" });
    expect(screen.getByText(/2 successful · 0 failed/)).toBeTruthy();
    expect(screen.queryByText("We couldn't tell what this photo shows.")).toBeNull();
    const toggle = screen.getByRole("button", { name: /IMG_2034\.jpg/ });
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("textbox", { name: "Instagram post" })).toHaveProperty("value", "Our blue vase");
  });

  it("says beside the form why a retry was refused, and keeps the photo as it was", async () => {
    const failed = item("i1", "IMG_2034.jpg", "failed", { error: "Unknown error occurred" });
    const done = makeJob([failed]);
    serve({
      "GET /api/bulk-jobs": () => json({ jobs: [summary(done)] }),
      "GET /api/bulk-jobs/job-1": () => json(done),
      "POST /api/bulk-jobs/job-1/items/i1/retry": () =>
        json(
          {
            code: "conflict",
            message: "This photo is being processed right now. Wait for it to finish before trying it again.",
          },
          409,
        ),
    });
    renderStudio({ path: "/bulk-upload?job=job-1" });
    fireEvent.click(await screen.findByRole("button", { name: /Retry this photo/ }, patient));
    const alert = await screen.findByRole("alert", {}, patient);
    expect(alert.textContent).toContain("This photo was not retried");
    expect(alert.textContent).toContain("This photo is being processed right now.");
    expect(screen.getByText("Unknown error occurred")).toBeTruthy();
    // Typing a new name clears the message.
    fireEvent.change(screen.getByRole("textbox", { name: /What are you selling\? \(IMG_2034\.jpg\)/ }), {
      target: { value: "mug" },
    });
    await waitFor(() => expect(screen.queryByText("This photo was not retried")).toBeNull());
  });
});

describe("each photo's own listing in a listing batch", { timeout: 30_000 }, () => {
  async function listingBatchOf(names: string[]) {
    await fillBrand();
    fireEvent.click(screen.getByRole("radio", { name: /Marketplace listings/ }));
    fireEvent.click(screen.getByRole("checkbox", { name: "eBay" }));
    await pickFiles(names.map((name) => image(name)));
    return screen.findByRole("list", { name: "Photos and their listing details" }, patient);
  }

  async function openDetails(name: string) {
    fireEvent.click(screen.getByRole("button", { name: `Details for ${name}` }));
    return screen.findByRole("dialog", { name: "Listing details" }, patient);
  }

  async function chooseCondition(dialog: HTMLElement, label: string) {
    fireEvent.click(within(dialog).getByRole("combobox", { name: "Condition (optional)" }));
    fireEvent.click(await screen.findByRole("option", { name: label }, patient));
  }

  it("gives one photo its condition, price and stock, shows them under it and sends them with it", async () => {
    let sent: { images?: unknown } | undefined;
    serve({
      "GET /api/bulk-jobs": () => json({ jobs: [] }),
      "POST /api/bulk-jobs": (init) => {
        sent = JSON.parse(String(init?.body));
        return json(makeJob([item("i1", "jacket.jpg", "pending")], { kind: "listings" }), 202);
      },
      "GET /api/bulk-jobs/job-1": () => json(makeJob([item("i1", "jacket.jpg", "pending")])),
    });
    renderStudio({ marketplacePicker: ebayPicker });
    const list = await listingBatchOf(["jacket.jpg", "scarf.jpg"]);
    expect(within(list).getAllByText("Follows the brief")).toHaveLength(2);

    const dialog = await openDetails("jacket.jpg");
    expect(within(dialog).getByText("jacket.jpg")).toBeTruthy();
    await chooseCondition(dialog, "Used — good");
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Your price (optional)" }), {
      target: { value: "24" },
    });
    fireEvent.change(within(dialog).getByRole("spinbutton", { name: "Quantity (optional)" }), {
      target: { value: "3" },
    });
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Product brand (optional)" }), {
      target: { value: "Levi's" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(list).getByText("Used — good · $24 · 3 in stock · Levi's")).toBeTruthy();
    expect(within(list).getAllByText("Follows the brief")).toHaveLength(1);

    fireEvent.click(startButton());
    await waitFor(() => expect(sent).toBeDefined(), patient);
    expect(sent?.images).toEqual([
      {
        imagePath: "/objects/uploads/u1",
        fileName: "jacket.jpg",
        price: "24",
        details: { quantity: 3, condition: "used-good", brand: "Levi's" },
      },
      { imagePath: "/objects/uploads/u2", fileName: "scarf.jpg" },
    ]);
  });

  it("checks the details on Save, keeps the dialog open on a refusal and Cancel keeps what was saved", async () => {
    serve({ "GET /api/bulk-jobs": () => json({ jobs: [] }) });
    renderStudio({ marketplacePicker: ebayPicker });
    const list = await listingBatchOf(["jacket.jpg"]);
    let dialog = await openDetails("jacket.jpg");
    const quantity = within(dialog).getByRole("spinbutton", { name: "Quantity (optional)" });
    fireEvent.change(quantity, { target: { value: "-2" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save details" }));
    expect(await within(dialog).findByText("Quantity cannot be negative")).toBeTruthy();
    expect(quantity.getAttribute("aria-invalid")).toBe("true");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(within(list).getByText("Follows the brief")).toBeTruthy();

    dialog = await openDetails("jacket.jpg");
    expect(within(dialog).getByRole("spinbutton", { name: "Quantity (optional)" })).toHaveProperty(
      "value",
      "",
    );
  });

  it("shows the server's refusal of a photo's details by that photo and in its dialog", async () => {
    serve({
      "GET /api/bulk-jobs": () => json({ jobs: [] }),
      "POST /api/bulk-jobs": () =>
        json(
          {
            message: "images.1.details.sku: SKUs can be at most 50 characters",
            issues: [
              { path: ["images", "1", "details", "sku"], message: "SKUs can be at most 50 characters" },
            ],
          },
          400,
        ),
    });
    renderStudio({ marketplacePicker: ebayPicker });
    const list = await listingBatchOf(["jacket.jpg", "scarf.jpg"]);
    const dialog = await openDetails("scarf.jpg");
    fireEvent.change(within(dialog).getByRole("textbox", { name: "SKU (optional)" }), {
      target: { value: "SCARF-1" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(startButton());
    await toastShows("Batch not started");
    const rows = within(list).getAllByRole("listitem");
    expect(within(rows[1] as HTMLElement).getByText("SKUs can be at most 50 characters")).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByText(/SKUs can be/)).toBeNull();
    const button = screen.getByRole("button", { name: "Details for scarf.jpg" });
    expect(button.getAttribute("aria-describedby")).toBeTruthy();

    const reopened = await openDetails("scarf.jpg");
    const sku = within(reopened).getByRole("textbox", { name: "SKU (optional)" });
    expect(sku.getAttribute("aria-invalid")).toBe("true");
    expect(within(reopened).getByText("SKUs can be at most 50 characters")).toBeTruthy();
  });

  it("hides the details for a social batch and sends none of them", async () => {
    let sent: { images?: unknown } | undefined;
    serve({
      "GET /api/bulk-jobs": () => json({ jobs: [] }),
      "POST /api/bulk-jobs": (init) => {
        sent = JSON.parse(String(init?.body));
        return json(makeJob([item("i1", "jacket.jpg", "pending")]), 202);
      },
      "GET /api/bulk-jobs/job-1": () => json(makeJob([item("i1", "jacket.jpg", "pending")])),
    });
    renderStudio({ marketplacePicker: ebayPicker });
    await listingBatchOf(["jacket.jpg"]);
    const dialog = await openDetails("jacket.jpg");
    fireEvent.change(within(dialog).getByRole("textbox", { name: "Your price (optional)" }), {
      target: { value: "24" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save details" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    fireEvent.click(screen.getByRole("radio", { name: /Social posts/ }));
    expect(screen.queryByRole("list", { name: "Photos and their listing details" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Details for/ })).toBeNull();
    fireEvent.click(startButton());
    await waitFor(() => expect(sent).toBeDefined(), patient);
    expect(sent?.images).toEqual([{ imagePath: "/objects/uploads/u1", fileName: "jacket.jpg" }]);
  });
});
