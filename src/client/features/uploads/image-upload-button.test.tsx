// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../components/ui/toaster";
import { ImageUploadButton, type UploadedImage } from "./image-upload-button";
import type { createImageUploader } from "./image-uploader";
import { NO_UPLOAD_URL_MESSAGE, requestUploadUrl } from "./request-upload-url";
import { CONNECTION_LOST_MESSAGE } from "./upload-problems";
import type { UploaderSnapshot } from "./upload-status";

/**
 * Uppy itself needs a real browser (the e2e tier, tests/e2e/one-step-upload.spec.ts); here a
 * stand-in for the lazily loaded dialog module records what the button asks of it and plays back
 * what the dialog reports: progress, the dialog closing, a failure, the uploaded photo.
 */
const dialog = vi.hoisted(() => ({
  created: 0,
  opened: 0,
  retried: 0,
  destroyed: 0,
  onUploaded: null as null | ((image: { objectPath: string; previewUrl: string }) => void),
  onChange: null as null | ((snapshot: UploaderSnapshot) => void),
  fail: false,
}));

vi.mock("./image-uploader", () => ({
  createImageUploader: ((options) => {
    if (dialog.fail) throw new Error("chunk failed to load");
    dialog.created += 1;
    dialog.onUploaded = options.onUploaded;
    dialog.onChange = options.onChange ?? null;
    return {
      open: async () => {
        dialog.opened += 1;
      },
      close: () => {},
      retry: () => {
        dialog.retried += 1;
      },
      destroy: () => {
        dialog.destroyed += 1;
      },
    };
  }) satisfies typeof createImageUploader,
}));

beforeEach(() => {
  Object.assign(dialog, {
    created: 0,
    opened: 0,
    retried: 0,
    destroyed: 0,
    onUploaded: null,
    onChange: null,
    fail: false,
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const uploaded = { objectPath: "/objects/uploads/abc", previewUrl: "/objects/uploads/abc" };
const uploading = (percent: number, dialogOpen: boolean): UploaderSnapshot => ({
  status: { kind: "uploading", fileName: "mug.jpg", percent },
  dialogOpen,
});
const failed = (dialogOpen: boolean): UploaderSnapshot => ({
  status: { kind: "failed", fileName: "mug.jpg", message: CONNECTION_LOST_MESSAGE },
  dialogOpen,
});

/** A page that keeps the image itself and can clear it. */
function PageHoldingImage({ removable = true }: { removable?: boolean }) {
  const [image, setImage] = useState<UploadedImage | null>(uploaded);
  return (
    <>
      <ImageUploadButton
        value={image}
        onUploaded={setImage}
        onRemoved={removable ? () => setImage(null) : undefined}
      />
      <button type="button" onClick={() => setImage(null)}>
        Clear
      </button>
    </>
  );
}

/** Opens the dialog the way a seller does and waits for the dialog module to be ready. */
async function openDialog() {
  fireEvent.click(screen.getByRole("button", { name: "Add a product photo" }));
  await waitFor(() => expect(dialog.opened).toBe(1));
}

describe("ImageUploadButton", () => {
  it("reads 'Add a product photo' and loads the dialog only when asked", async () => {
    render(<ImageUploadButton />);
    expect(screen.getByRole("button", { name: "Add a product photo" })).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    expect(dialog.created).toBe(0);

    await openDialog();
    expect(dialog.created).toBe(1);
  });

  it("one step: the photo chosen in the dialog lands in the form with a polite toast; reopening reuses the dialog", async () => {
    const onUploaded = vi.fn();
    render(
      <>
        <ImageUploadButton onUploaded={onUploaded} />
        <Toaster />
      </>,
    );
    await openDialog();
    // While the dialog is open it shows the progress itself: nothing doubles it in the form.
    act(() => dialog.onChange?.(uploading(60, true)));
    expect(screen.queryByRole("progressbar")).toBeNull();

    act(() => {
      dialog.onUploaded?.(uploaded);
      dialog.onChange?.({ status: { kind: "done", fileName: "mug.jpg" }, dialogOpen: false });
    });
    expect(onUploaded).toHaveBeenCalledWith(uploaded);
    expect(screen.getByRole("img", { name: "Uploaded product preview" }).getAttribute("src")).toBe(
      "/objects/uploads/abc",
    );
    // Radix reads a toast out through a live region it fills on the next frame: polite, not assertive.
    await waitFor(() => {
      const spoken = [...document.querySelectorAll('[role="status"][aria-live]')].filter((region) =>
        region.textContent?.includes("Your image has been uploaded successfully."),
      );
      expect(spoken.map((region) => region.getAttribute("aria-live"))).toEqual(["polite"]);
    });

    fireEvent.click(screen.getByRole("button", { name: "Change Image" }));
    await waitFor(() => expect(dialog.opened).toBe(2));
    expect(dialog.created).toBe(1);
  });

  it("closed while uploading: the form shows the progress and says so, then takes the photo when it lands", async () => {
    const onUploaded = vi.fn();
    render(<ImageUploadButton onUploaded={onUploaded} />);
    await openDialog();
    act(() => dialog.onChange?.(uploading(10, true)));
    expect(screen.getByRole("status").textContent).toBe("");

    act(() => dialog.onChange?.(uploading(40, false)));
    const bar = screen.getByRole("progressbar", { name: "Uploading mug.jpg" });
    expect(bar.getAttribute("aria-valuenow")).toBe("40");
    expect(screen.getByRole("status").textContent).toBe(
      "Still uploading mug.jpg. It will appear in the form when it's done.",
    );
    expect(screen.queryByRole("img")).toBeNull();

    act(() => {
      dialog.onUploaded?.(uploaded);
      dialog.onChange?.({ status: { kind: "done", fileName: "mug.jpg" }, dialogOpen: false });
    });
    expect(onUploaded).toHaveBeenCalledWith(uploaded);
    expect(screen.getByRole("img", { name: "Uploaded product preview" })).toBeTruthy();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("a failure after the dialog closed: the form says no photo was added, and 'Try again' sends it again", async () => {
    const onUploaded = vi.fn();
    render(<ImageUploadButton onUploaded={onUploaded} />);
    await openDialog();
    act(() => dialog.onChange?.(failed(true)));
    expect(screen.queryByRole("alert")).toBeNull(); // the dialog shows it while open

    act(() => dialog.onChange?.(failed(false)));
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("No photo was added: mug.jpg didn't upload.");
    expect(alert.textContent).toContain(CONNECTION_LOST_MESSAGE);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("button", { name: "Add a product photo" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(dialog.retried).toBe(1));
    act(() => dialog.onChange?.(uploading(5, false)));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("removes a page-held photo through onRemoved, and offers no remove the page could not honour", () => {
    render(<PageHoldingImage />);
    const remove = screen.getByRole("button", { name: "Remove photo" });
    expect(remove.className).toContain("h-11"); // a 44 px target
    fireEvent.click(remove);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByRole("button", { name: "Add a product photo" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove photo" })).toBeNull();
    cleanup();

    render(<PageHoldingImage removable={false} />);
    expect(screen.getByRole("button", { name: "Change Image" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Remove photo" })).toBeNull();
  });

  it("keeps and removes its own photo when the page holds none", async () => {
    render(<ImageUploadButton />);
    await openDialog();
    act(() => dialog.onUploaded?.(uploaded));
    fireEvent.click(screen.getByRole("button", { name: "Remove photo" }));
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("prefetches the dialog on hover and focus, once", async () => {
    render(<ImageUploadButton />);
    const button = screen.getByRole("button", { name: "Add a product photo" });
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    await waitFor(() => expect(dialog.created).toBe(1));
    expect(dialog.opened).toBe(0);
  });

  it("follows a page-held value", async () => {
    render(<PageHoldingImage />);
    expect(screen.getByRole("button", { name: "Change Image" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.getByRole("button", { name: "Add a product photo" })).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("destroys the dialog when the page goes away", async () => {
    const { unmount } = render(<ImageUploadButton />);
    await openDialog();
    unmount();
    await waitFor(() => expect(dialog.destroyed).toBe(1));
  });

  it("says so when the dialog cannot be loaded, and tries again on the next click", async () => {
    dialog.fail = true;
    render(
      <>
        <ImageUploadButton />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Add a product photo" }));
    expect((await screen.findAllByText("Upload unavailable")).length).toBeGreaterThan(0);
    dialog.fail = false;
    await openDialog();
  });
});

describe("requestUploadUrl", () => {
  function stubFetch(response: Response) {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
    vi.stubGlobal("fetch", fetchMock);
    return fetchMock;
  }
  const json = (body: unknown, status = 200, statusText = "OK") =>
    new Response(JSON.stringify(body), {
      status,
      statusText,
      headers: { "Content-Type": "application/json" },
    });

  it("declares the file's type and size", async () => {
    const fetchMock = stubFetch(json({ uploadURL: "http://x/put", objectPath: "/objects/uploads/1" }));
    expect(await requestUploadUrl({ contentType: "image/png", size: 42 })).toEqual({
      uploadURL: "http://x/put",
      objectPath: "/objects/uploads/1",
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/objects/upload");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ contentType: "image/png", size: 42 });
  });

  it("fails with 'HTTP {status}: {reason}', using the server's message when there is one", async () => {
    stubFetch(json({ message: "Images must be 10 MB or smaller", code: "payload_too_large" }, 413));
    await expect(requestUploadUrl({ contentType: "image/png", size: 1 })).rejects.toThrow(
      "HTTP 413: Images must be 10 MB or smaller",
    );
    stubFetch(new Response("", { status: 502, statusText: "Bad Gateway" }));
    await expect(requestUploadUrl({})).rejects.toThrow("HTTP 502: Bad Gateway");
  });

  it("fails with 'No upload URL received from server' when the reply has none", async () => {
    stubFetch(json({ objectPath: "/objects/uploads/1" }));
    await expect(requestUploadUrl({})).rejects.toThrow(NO_UPLOAD_URL_MESSAGE);
    stubFetch(json({ uploadURL: "", objectPath: "/objects/uploads/1" }));
    await expect(requestUploadUrl({})).rejects.toThrow(NO_UPLOAD_URL_MESSAGE);
  });
});
