import { expect, type Page } from "@playwright/test";
import { makeJpeg } from "../../support/images";

/** A photo uploaded through the API (as the upload dialog does): its objectPath. */
export async function uploadPhoto(page: Page): Promise<string> {
  const upload = await page.request.post("/api/objects/upload", { data: { contentType: "image/jpeg" } });
  expect(upload.ok()).toBe(true);
  const { uploadURL, objectPath } = (await upload.json()) as { uploadURL: string; objectPath: string };
  const put = await page.request.put(uploadURL, {
    headers: { "Content-Type": "image/jpeg" },
    data: await makeJpeg({ width: 900, height: 700 }),
  });
  expect(put.ok()).toBe(true);
  return objectPath;
}
