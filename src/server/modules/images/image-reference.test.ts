import { describe, expect, it } from "vitest";
import { detectImageType } from "./image-type";
import { decodeBase64Image, uploadIdFromReference } from "./service";

const id = "4f1c2a8e-7d0b-4c3e-9a55-0f6b1d2e3c4a";

describe("detectImageType", () => {
  it("knows the four accepted formats by their first bytes", () => {
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe("image/jpeg");
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      "image/png",
    );
    expect(detectImageType(Buffer.from("GIF89a\x01\x00"))).toBe("image/gif");
    expect(detectImageType(Buffer.from("GIF87a\x01\x00"))).toBe("image/gif");
    expect(detectImageType(Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 "))).toBe("image/webp");
  });

  it("knows nothing else", () => {
    for (const text of [
      "<!doctype html><html>",
      "<svg xmlns=",
      "<?xml version",
      "%PDF-1.7",
      "RIFF\0\0\0\0WAVEfmt ",
      "",
      "\xff\xd8",
    ]) {
      expect(detectImageType(Buffer.from(text, "latin1")), JSON.stringify(text)).toBeNull();
    }
  });
});

describe("uploadIdFromReference", () => {
  it("reads objectPaths and full URLs of them", () => {
    for (const reference of [
      `/objects/uploads/${id}`,
      ` /objects/uploads/${id}?v=2#x `,
      `http://localhost:3000/objects/uploads/${id}`,
      `https://studio.example.com/objects/uploads/${id}`,
    ]) {
      expect(uploadIdFromReference(reference), reference).toBe(id);
    }
  });

  it("rejects anything else", () => {
    for (const reference of [
      "",
      "https://cdn.example.com/cat.jpg",
      "/objects/uploads/",
      `/objects/uploads/${id}/extra`,
      `/api/objects/local/uploads/${id}`,
      `ftp://example.com/objects/uploads/${id}`,
      `data:image/png;base64,AAAA`,
      "objects/uploads/x",
    ]) {
      expect(uploadIdFromReference(reference), reference).toBeNull();
    }
  });
});

describe("decodeBase64Image", () => {
  it("decodes base64, base64url and data URLs, ignoring whitespace", () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xfe, 0xfb, 0x00]);
    expect(decodeBase64Image(bytes.toString("base64")).equals(bytes)).toBe(true);
    expect(decodeBase64Image(bytes.toString("base64url")).equals(bytes)).toBe(true);
    expect(decodeBase64Image(`data:image/jpeg;base64,${bytes.toString("base64")}`).equals(bytes)).toBe(true);
    expect(
      decodeBase64Image(
        `${bytes.toString("base64").slice(0, 4)}\n${bytes.toString("base64").slice(4)}`,
      ).equals(bytes),
    ).toBe(true);
  });

  it("refuses text that is not base64 (400) and more than 10 MB (413)", () => {
    expect(() => decodeBase64Image("<html>")).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(() => decodeBase64Image("data:text/html,<b>x</b>")).toThrow(
      expect.objectContaining({ statusCode: 400 }),
    );
    expect(() => decodeBase64Image("")).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(() => decodeBase64Image("A".repeat(14_000_000))).toThrow(
      expect.objectContaining({ statusCode: 413 }),
    );
  });
});
