// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../components/ui/toaster";
import { ImageUploadButton, type UploadedImage } from "./image-upload-button";
import type { createImageUploader } from "./image-uploader";
import { NO_UPLOAD_URL_MESSAGE, requestUploadUrl } from "./request-upload-url";

/**
 * Uppy itself needs a real browser (the e2e tier); here a stand-in for the lazily loaded dialog
 * module records what the button asks of it and plays back an upload.
 */
const dialog = vi.hoisted(() => ({
  created: 0,
  opened: 0,
  destroyed: 0,
  onUploaded: null as null | ((image: { objectPath: string; previewUrl: string }) => void),
  fail: false,
}));

vi.mock("./image-uploader", () => ({
  createImageUploader: ((options) => {
    if (dialog.fail) throw new Error("chunk failed to load");
    dialog.created += 1;
    dialog.onUploaded = options.onUploaded;
    return {
      open: async () => {
        dialog.opened += 1;
      },
      close: () => {},
      destroy: () => {
        dialog.destroyed += 1;
      },
    };
  }) satisfies typeof createImageUploader,
}));

beforeEach(() => {
  Object.assign(dialog, { created: 0, opened: 0, destroyed: 0, onUploaded: null, fail: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const uploaded = { objectPath: "/objects/uploads/abc", previewUrl: "/objects/uploads/abc" };

/** A page that keeps the image itself and can clear it. */
function PageHoldingImage() {
  const [image, setImage] = useState<UploadedImage | null>(uploaded);
  return (
    <>
      <ImageUploadButton value={image} onUploaded={setImage} />
      <button type="button" onClick={() => setImage(null)}>
        Clear
      </button>
    </>
  );
}

describe("ImageUploadButton", () => {
  it("reads 'Upload Image' and loads the dialog only when asked", async () => {
    render(<ImageUploadButton />);
    expect(screen.getByRole("button", { name: "Upload Image" })).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
    expect(dialog.created).toBe(0);

    fireEvent.click(screen.getByRole("button", { name: "Upload Image" }));
    await waitFor(() => expect(dialog.opened).toBe(1));
    expect(dialog.created).toBe(1);
  });

  it("after an upload: toast, preview kept, 'Change Image'; reopening reuses the dialog", async () => {
    const onUploaded = vi.fn();
    render(
      <>
        <ImageUploadButton onUploaded={onUploaded} />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Upload Image" }));
    await waitFor(() => expect(dialog.onUploaded).not.toBeNull());
    act(() => dialog.onUploaded?.(uploaded));

    expect(onUploaded).toHaveBeenCalledWith(uploaded);
    expect(screen.getByRole("img", { name: "Uploaded product preview" }).getAttribute("src")).toBe(
      "/objects/uploads/abc",
    );
    expect((await screen.findAllByText("Image uploaded")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Your image has been uploaded successfully.").length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole("button", { name: "Change Image" }));
    await waitFor(() => expect(dialog.opened).toBe(2));
    expect(dialog.created).toBe(1);
  });

  it("prefetches the dialog on hover and focus, once", async () => {
    render(<ImageUploadButton />);
    const button = screen.getByRole("button", { name: "Upload Image" });
    fireEvent.pointerEnter(button);
    fireEvent.focus(button);
    await waitFor(() => expect(dialog.created).toBe(1));
    expect(dialog.opened).toBe(0);
  });

  it("follows a page-held value", async () => {
    render(<PageHoldingImage />);
    expect(screen.getByRole("button", { name: "Change Image" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Clear" }));
    expect(screen.getByRole("button", { name: "Upload Image" })).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("destroys the dialog when the page goes away", async () => {
    const { unmount } = render(<ImageUploadButton />);
    fireEvent.click(screen.getByRole("button", { name: "Upload Image" }));
    await waitFor(() => expect(dialog.opened).toBe(1));
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
    fireEvent.click(screen.getByRole("button", { name: "Upload Image" }));
    expect((await screen.findAllByText("Upload unavailable")).length).toBeGreaterThan(0);
    dialog.fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Upload Image" }));
    await waitFor(() => expect(dialog.opened).toBe(1));
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
