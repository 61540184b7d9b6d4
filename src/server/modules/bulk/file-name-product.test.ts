import { describe, expect, it } from "vitest";
import { productFromFileName } from "./file-name-product";

describe("productFromFileName", () => {
  it.each([
    ["blue-ceramic-mug.jpg", "blue ceramic mug"],
    ["Blue_Ceramic_Mug_02.JPG", "blue ceramic mug"],
    ["leatherWallet.png", "leather wallet"],
    ["IMG_2034 linen tote bag.heic", "linen tote bag"],
    ["handmade soy candle (1).webp", "handmade soy candle"],
    ["bougie-parfumée.jpg", "bougie parfumée"],
  ])("%s names %s", (fileName, product) => {
    expect(productFromFileName(fileName)).toBe(product);
  });

  it.each([
    "IMG_2034.jpg",
    "DSC00012.JPG",
    "PXL_20251103_101112345.jpg",
    "Screenshot 2025-11-03 at 10.11.12.png",
    "12345.png",
    "a.jpg",
    "WhatsApp Image 2025-11-03 at 10.11.12.jpeg",
    "this is a very long file name that reads like a sentence about nothing much.jpg",
  ])("%s says nothing", (fileName) => {
    expect(productFromFileName(fileName)).toBeUndefined();
  });
});
