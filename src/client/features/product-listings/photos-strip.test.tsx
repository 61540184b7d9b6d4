// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PhotosStrip } from "./photos-strip";

afterEach(cleanup);

const main = { kind: "upload", objectPath: "/objects/uploads/a", previewUrl: "blob:a" } as const;

function renderStrip(photos: string[], uploadPhoto = vi.fn()) {
  const onImageChange = vi.fn();
  const onPhotosChange = vi.fn();
  render(
    <PhotosStrip
      image={main}
      photos={photos}
      onImageChange={onImageChange}
      onPhotosChange={onPhotosChange}
      uploadPhoto={uploadPhoto}
      disabled={false}
    />,
  );
  return { onImageChange, onPhotosChange, uploadPhoto };
}

describe("photos strip", () => {
  it("moves photos by labelled buttons; moving one to the front makes it the main photo", () => {
    const { onImageChange, onPhotosChange } = renderStrip(["/objects/uploads/b", "/objects/uploads/c"]);
    expect(screen.getByText("3 of 10")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Move photo 1 earlier" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole("button", { name: "Move photo 3 later" }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(screen.getByRole("button", { name: "Move photo 3 earlier" }));
    expect(onPhotosChange).toHaveBeenLastCalledWith(["/objects/uploads/c", "/objects/uploads/b"]);
    expect(onImageChange).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "Move photo 2 earlier" }));
    expect(onImageChange).toHaveBeenCalledWith({
      kind: "upload",
      objectPath: "/objects/uploads/b",
      previewUrl: "/objects/uploads/b",
    });
    expect(onPhotosChange).toHaveBeenLastCalledWith(["/objects/uploads/a", "/objects/uploads/c"]);
    expect(screen.getByRole("status").textContent).toBe("Photo moved to position 1 of 3, the main photo");

    fireEvent.click(screen.getByRole("button", { name: "Remove photo 2" }));
    expect(onPhotosChange).toHaveBeenLastCalledWith(["/objects/uploads/c"]);
    expect(screen.queryByRole("button", { name: "Remove photo 1" })).toBeNull();
  });

  it("uploads several files at once, and never past 10 photos", async () => {
    const uploadPhoto = vi.fn(async (file: File) => ({ objectPath: `/objects/uploads/${file.name}` }));
    const { onPhotosChange } = renderStrip(
      Array.from({ length: 7 }, (_, n) => `/objects/uploads/p${n}`),
      uploadPhoto,
    );
    const input = document.querySelector("input[type=file]") as HTMLInputElement;
    const files = ["x", "y", "z"].map((name) => new File(["x"], name, { type: "image/jpeg" }));
    await act(async () => {
      fireEvent.change(input, { target: { files } });
    });
    // Main + 7 + 2 = 10: the third file is not added.
    expect(uploadPhoto).toHaveBeenCalledTimes(2);
    expect(onPhotosChange).toHaveBeenLastCalledWith([
      ...Array.from({ length: 7 }, (_, n) => `/objects/uploads/p${n}`),
      "/objects/uploads/x",
      "/objects/uploads/y",
    ]);
  });
});
