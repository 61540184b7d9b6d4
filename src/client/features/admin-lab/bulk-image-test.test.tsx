// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BulkImageTest } from "./bulk-image-test";
import type { UploadImage } from "./lab-files";
import { image, json, patient, renderWithClient, serve, stubBrowser, toastShows } from "./lab-test-support";

beforeEach(stubBrowser);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderBulk(uploadImage?: UploadImage) {
  let next = 0;
  const upload =
    uploadImage ??
    vi.fn(async () => {
      next += 1;
      return { objectPath: `/objects/uploads/up-${next}` };
    });
  renderWithClient(<BulkImageTest uploadImage={upload} />);
  return { upload };
}

const pick = (files: File[]) => fireEvent.change(screen.getByLabelText("Test images"), { target: { files } });
const run = () => fireEvent.click(screen.getByRole("button", { name: "Run Bulk Test" }));

const socialReply = (imagePath: string) => ({
  id: `post-${imagePath}`,
  createdAt: "2026-01-02T10:00:00.000Z",
  platforms: {
    instagram: { caption: `Instagram caption for ${imagePath}` },
    facebook: { caption: `Facebook post for ${imagePath}` },
    twitter: { caption: `X post for ${imagePath}` },
  },
  hashtags: ["#pottery", "#handmade"],
  suggestedSchedule: "",
  selectedPlatforms: ["instagram", "facebook", "twitter"],
  engine: "builtin",
  imagePath,
});

describe("BulkImageTest", { timeout: 30_000 }, () => {
  it("toasts 'No Images Selected' on Run with none, and when a pick holds no image", async () => {
    serve({});
    renderBulk();
    run();
    await toastShows("No Images Selected");
    await toastShows("Please select at least one image to test");

    cleanup();
    const { fetchMock } = serve({});
    renderBulk();
    pick([new File(["x"], "notes.txt", { type: "text/plain" })]);
    await toastShows("No Images Selected");
    expect(screen.queryByRole("list", { name: "Selected test images" })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps only images and previews at most 8 thumbnails, then '+N more'", async () => {
    serve({});
    renderBulk();
    pick([
      ...Array.from({ length: 11 }, (_, index) => image(`photo-${index + 1}.jpg`)),
      new File(["x"], "notes.txt", { type: "text/plain" }),
    ]);
    const preview = await screen.findByRole("list", { name: "Selected test images" }, patient);
    await waitFor(() => expect(within(preview).getAllByRole("img")).toHaveLength(8));
    expect(within(preview).getByText("+3 more")).toBeTruthy();
    expect(screen.getByText("11 images selected")).toBeTruthy();
    expect(within(preview).queryByAltText("photo-9.jpg")).toBeNull();
  });

  it("uploads each image, generates for instagram, facebook and twitter, and lists the results", async () => {
    const { bodies } = serve({
      "POST /api/social-media/generate": (init) => {
        const body = JSON.parse(String(init?.body)) as { imagePath: string };
        return body.imagePath === "/objects/uploads/up-2"
          ? json({ message: "Content generation failed: Bad Gateway", code: "bad_gateway" }, 502)
          : json(socialReply(body.imagePath));
      },
    });
    const { upload } = renderBulk();
    pick([image("mug.jpg"), image("apron.png", "image/png")]);
    fireEvent.change(screen.getByLabelText(/^Brand name/), { target: { value: "Clay & Co" } });
    run();

    const results = await screen.findByRole("list", { name: "Bulk test results" }, patient);
    const mug = await within(results).findByRole("listitem", { name: "mug.jpg: Passed" }, patient);
    expect(within(mug).getByText("Instagram caption for /objects/uploads/up-1")).toBeTruthy();
    expect(within(mug).getByText("X post for /objects/uploads/up-1")).toBeTruthy();
    expect(within(mug).getByText("#pottery #handmade")).toBeTruthy();
    const apron = await within(results).findByRole("listitem", { name: "apron.png: Failed" }, patient);
    expect(within(apron).getByText("502: Content generation failed: Bad Gateway")).toBeTruthy();
    expect(screen.getByText("2 of 2 images tested · 1 passed")).toBeTruthy();

    expect(upload).toHaveBeenCalledTimes(2);
    expect(bodies("POST /api/social-media/generate")).toEqual([
      {
        // The photo's file name names the product (a brief that names none is refused).
        product: "mug",
        businessType: "E-commerce store",
        brand: "Clay & Co",
        targetAudience: "Home cooks who buy handmade",
        tone: "Professional",
        campaignGoal: "Product launch",
        imagePath: "/objects/uploads/up-1",
        selectedPlatforms: ["instagram", "facebook", "twitter"],
      },
      expect.objectContaining({ imagePath: "/objects/uploads/up-2", product: "apron" }),
    ]);
  });

  it("shows an upload failure on its image and goes on with the next", async () => {
    serve({ "POST /api/social-media/generate": () => json(socialReply("/objects/uploads/ok")) });
    renderBulk(
      vi.fn(async (file: File) => {
        if (file.name === "broken.jpg") throw new Error("Image upload failed: 500 Internal Server Error");
        return { objectPath: "/objects/uploads/ok" };
      }),
    );
    pick([image("broken.jpg"), image("fine.jpg")]);
    run();
    const broken = await screen.findByRole("listitem", { name: "broken.jpg: Failed" }, patient);
    expect(within(broken).getByText("Image upload failed: 500 Internal Server Error")).toBeTruthy();
    expect(await screen.findByRole("listitem", { name: "fine.jpg: Passed" }, patient)).toBeTruthy();
  });
});
