/**
 * What a photo's file name says it shows: "blue-ceramic-mug_02.jpg" → "blue ceramic mug". The
 * spec's browser flow told the writer each file's name; sellers who batch hundreds of photos
 * often name them after the product, and a name like "IMG_2034.HEIC" or "DSC00012" says nothing
 * (undefined then, and the writer falls back on the brief).
 */
const CAMERA_WORDS = new Set([
  "img",
  "image",
  "dsc",
  "dscn",
  "dscf",
  "pxl",
  "photo",
  "pic",
  "picture",
  "screenshot",
  "screen",
  "shot",
  "scan",
  "copy",
  "edited",
  "final",
  "whatsapp",
  "untitled",
  "mvimg",
  "burst",
  "portrait",
  "cover",
  "signal",
]);
/** Enough for a product's name; a longer file name is a sentence, not a name. */
const MAX_WORDS = 8;
const MAX_INPUT = 255;

export function productFromFileName(fileName: string): string | undefined {
  const base = fileName.slice(0, MAX_INPUT).replace(/\.[a-z0-9]{1,5}$/i, "");
  const words = base
    .split(/[^\p{L}\p{N}']+/u)
    .filter((word) => word.length > 1 && !/\d/.test(word) && !CAMERA_WORDS.has(word.toLowerCase()))
    // "leatherWallet" → "leather Wallet", after the camera words ("WhatsApp") are gone.
    .flatMap((word) => word.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2").split(" "));
  if (words.length === 0 || words.length > MAX_WORDS) return undefined;
  if (!words.some((word) => word.length >= 3)) return undefined;
  return words.join(" ").toLowerCase();
}
