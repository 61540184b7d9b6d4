// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { InteractiveRunner } from "./interactive-runner";
import type { UploadImage } from "./lab-files";
import { image, json, patient, renderWithClient, serve, stubBrowser, toastShows } from "./lab-test-support";

beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const storedImage = () =>
  new Response(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 9, 9]), {
    status: 200,
    headers: { "Content-Type": "image/jpeg" },
  });

const facts = {
  width: 640,
  height: 480,
  orientation: "landscape",
  colors: [],
  brightness: "balanced",
  plainWhiteBackground: false,
};

const generated = {
  platforms: {
    instagram: { caption: "Fresh from the kiln: our terracotta mug. #pottery" },
    facebook: { caption: "Meet the terracotta mug, thrown by hand in our studio." },
    twitter: { caption: "New terracotta mug, thrown by hand. #pottery" },
  },
  hashtags: ["#pottery", "#handmade", "#mug"],
  engine: "builtin",
};

function renderRunner(
  uploadImage: UploadImage = vi.fn(async () => ({ objectPath: "/objects/uploads/up-1" })),
) {
  renderWithClient(<InteractiveRunner uploadImage={uploadImage} />);
  return { uploadImage };
}

const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText("Test image"), { target: { files: [file] } });
const run = () => fireEvent.click(screen.getByRole("button", { name: "Run Interactive Test" }));
const step = (name: string, status: string) =>
  screen.findByRole("listitem", { name: `${name}: ${status}` }, { timeout: 15_000 });

describe("InteractiveRunner", { timeout: 30_000 }, () => {
  it("asks for a file first: 'File Required', and nothing runs", async () => {
    const { fetchMock } = serve({});
    const { uploadImage } = renderRunner();
    run();
    await toastShows("File Required");
    await toastShows("Please select a test file before running upload tests.");
    expect(uploadImage).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await step("Upload test image", "pending")).toBeTruthy();
  });

  it("takes images only: a PDF is refused and the run still asks for a file", async () => {
    serve({});
    renderRunner();
    pick(new File(["%PDF"], "brief.pdf", { type: "application/pdf" }));
    expect(screen.getByRole("alert").textContent).toMatch(/brief\.pdf is not an image/);
    run();
    await toastShows("File Required");
  });

  it("runs every step for real, pending → running → passed, and reports the result", async () => {
    let finishUpload: (value: { objectPath: string }) => void = () => {};
    const uploadImage = vi.fn(
      () => new Promise<{ objectPath: string }>((resolve) => (finishUpload = resolve)),
    );
    const { bodies } = serve({
      "GET /objects/uploads/up-1": storedImage,
      "POST /api/ai/analyze-image": () =>
        json({ analysis: "A terracotta mug on a wooden table, photographed in daylight.", facts }),
      "POST /api/test/generate-content": () => json(generated),
    });
    renderRunner(uploadImage);
    pick(image("terracotta-mug.jpg"));
    expect(screen.getByText("terracotta-mug.jpg")).toBeTruthy();
    run();

    expect(await step("Upload test image", "running")).toBeTruthy();
    expect(await step("Analyze image", "pending")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Running..." })).toHaveProperty("disabled", true);
    finishUpload({ objectPath: "/objects/uploads/up-1" });

    expect(await step("Upload test image", "passed")).toBeTruthy();
    expect(await step("Analyze image", "passed")).toBeTruthy();
    expect(await step("Generate content", "passed")).toBeTruthy();
    const limits = await step("Check platform limits", "passed");
    expect(limits.textContent).toMatch(/3 captions within limits/);
    expect(uploadImage).toHaveBeenCalledWith(expect.objectContaining({ name: "terracotta-mug.jpg" }));

    const [analyzed] = bodies("POST /api/ai/analyze-image") as Array<{ imageBase64: string }>;
    expect(analyzed?.imageBase64).toMatch(/^data:image\/jpeg;base64,/);
    const [generateBody] = bodies("POST /api/test/generate-content") as Array<Record<string, unknown>>;
    expect(generateBody).toMatchObject({
      businessType: "E-commerce store",
      brandVoice: "Friendly",
      campaignGoals: ["Product launch"],
      imageBase64: analyzed?.imageBase64,
    });

    const result = await screen.findByRole("region", { name: "Interactive test result" }, patient);
    expect(within(result).getByText("All 4 steps passed")).toBeTruthy();
    expect(within(result).getAllByText("Passed").length).toBeGreaterThan(0);
    expect(within(result).getByText(/terracotta-mug\.jpg \(image\/jpeg, 8 B\)/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Run Interactive Test" })).toHaveProperty("disabled", false);
  });

  it("fails the run when any step fails, with each step's reason", async () => {
    serve({
      "GET /objects/uploads/up-1": storedImage,
      "POST /api/ai/analyze-image": () =>
        json({ message: "Free accounts can analyse 20 images a day.", code: "rate_limited" }, 429),
      "POST /api/test/generate-content": () =>
        json({ ...generated, platforms: { twitter: { caption: "a".repeat(300) } } }),
    });
    renderRunner();
    pick(image("mug.png", "image/png"));
    run();
    const analyze = await step("Analyze image", "failed");
    expect(analyze.textContent).toMatch(/429: Free accounts can analyse 20 images a day\./);
    const limits = await step("Check platform limits", "failed");
    expect(limits.textContent).toMatch(/X \(Twitter\) caption 300 > 280 weighted characters/);
    expect(await step("Upload test image", "passed")).toBeTruthy();
    expect(await step("Generate content", "passed")).toBeTruthy();
    const result = await screen.findByRole("region", { name: "Interactive test result" }, patient);
    expect(within(result).getByText("2 of 4 steps passed")).toBeTruthy();
    expect(within(result).getAllByText("Failed").length).toBeGreaterThan(0);
  });

  it("fails the upload step when storage refuses the file", async () => {
    serve({
      "POST /api/ai/analyze-image": () => json({ analysis: "A mug.", facts }),
      "POST /api/test/generate-content": () => json(generated),
    });
    renderRunner(
      vi.fn(async () => {
        throw new Error("HTTP 413: Images must be 10 MB or smaller");
      }),
    );
    pick(image("huge.jpg"));
    run();
    const upload = await step("Upload test image", "failed");
    expect(upload.textContent).toMatch(/HTTP 413: Images must be 10 MB or smaller/);
    await waitFor(() => expect(screen.getByText("3 of 4 steps passed")).toBeTruthy(), { timeout: 15_000 });
  });
});

describe("productFromFileName", () => {
  it("reads a photo's file name as the product's words, as a bulk job does", async () => {
    const { productFromFileName } = await import("./interactive-run");
    expect(productFromFileName("terracotta-mug.jpg")).toBe("terracotta mug");
    expect(productFromFileName("IMG_0042.jpeg")).toBe("IMG 0042");
    expect(productFromFileName("0042.png")).toBeUndefined();
  });
});
