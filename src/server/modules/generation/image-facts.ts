import type { ImageFacts } from "../../../domain/ai-image";
import { AppError } from "../../lib/app-error";
import {
  checkImage,
  normalisedSize,
  UNREADABLE_IMAGE_MESSAGE,
  uprightDecoder,
} from "../images/normalise-image";
import { imageWork, type WorkQueue } from "../images/work-queue";

/**
 * Measured facts about a product photo, for the writers: size and orientation, the dominant
 * colours named in words a shop owner uses, overall brightness, and whether it sits on a plain
 * white background (what marketplaces want for a main image).
 *
 * How: the photo is decoded once, small (sampleImage: flattened on white, area-averaged to
 * ≤ 128 px), and that sample stretched to a 64×64 grid (nearest). Every grid pixel goes to CIELAB; pixels are binned in Lab and the bins merged greedily into
 * perceptual clusters (largest first, so the result is deterministic); each cluster is named by
 * its nearest entry of a curated palette using CIEDE2000, and clusters with the same name are
 * merged. When the border is plain white, colours are measured on the subject only (the
 * non-white pixels) — the background is reported by `plainWhiteBackground` instead.
 *
 * The product apart from its backdrop (`productColors`, `backgroundColor`, `foregroundShare`):
 * the ≤ 128 px sample itself models the backdrop from the border ring and keeps what differs
 * from it — see `separateProduct`.
 */
export async function analyseImage(buffer: Buffer, options: { queue?: WorkQueue } = {}): Promise<ImageFacts> {
  // An image handed in here was admitted already (normalised, or a suite's photo): its decode is
  // a follow-up on the image queue, never refused half-way.
  return analyseSample(await sampleImage(buffer, { ...options, followUp: true }));
}

/** What the analyser measures of a photo: made by sampleImage, read by analyseSample. */
export interface ImageSample {
  /** The size the normalised copy has (≤ 1024 px, upright): what writers are told. */
  width: number;
  height: number;
  /** Upright, flattened on white, area-averaged sRGB fitted to DETAIL×DETAIL (a smaller photo is enlarged to it). */
  detail: { data: Buffer; width: number; height: number; channels: number };
}

/**
 * The photo decoded once, small: the same checks as normaliseImage (type, size and pixel caps,
 * 413/415), then an upright, area-averaged ≤ 128 px sample. A JPEG decodes at an eighth of its
 * size here (libjpeg's DCT scaling), so this costs a fraction of making the 1024 px copy, which
 * only engines that look at the photo need (see GenerationProvider.readsImage).
 *
 * `followUp`: a further step of image work this request was already admitted for (see WorkQueue).
 * `account`: whose work it is, for that account's bounded share of the queue.
 */
export async function sampleImage(
  source: Buffer,
  options: { queue?: WorkQueue; followUp?: boolean; account?: string } = {},
): Promise<ImageSample> {
  const checked = await checkImage(source);
  const { data, info } = await (options.queue ?? imageWork).run(
    async () =>
      (await uprightDecoder(source))
        .flatten({ background: "#ffffff" })
        // Area-averaged (not nearest): JPEG noise and texture average out before segmenting.
        .resize(DETAIL, DETAIL, { fit: "inside", kernel: "linear" })
        .toColourspace("srgb")
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true })
        .catch(() => {
          throw new AppError("unsupported_media_type", UNREADABLE_IMAGE_MESSAGE);
        }),
    { followUp: options.followUp ?? false, key: options.account },
  );
  return {
    ...normalisedSize(checked.displayWidth, checked.displayHeight),
    detail: { data, width: info.width, height: info.height, channels: info.channels },
  };
}

/** The facts of a sampled photo: plain JS colour maths, no decoding and no I/O. */
export function analyseSample(photo: ImageSample): ImageFacts {
  const { width, height, detail } = photo;
  const data = nearestGrid(detail, SAMPLE);
  const info = { channels: detail.channels };
  const pixels = toLabPixels(data, info.channels);
  const border = borderIndices(SAMPLE, Math.max(1, Math.round(SAMPLE * BORDER_SHARE)));
  const whiteBorder = border.filter((index) => isNearWhite(pixels[index] as LabPixel)).length;
  const plainWhiteBackground = whiteBorder / border.length >= WHITE_BORDER_SHARE;

  let sample = pixels;
  if (plainWhiteBackground) {
    const subject = subjectPixels(pixels, SAMPLE);
    if (subject.length >= pixels.length * MIN_SUBJECT_SHARE) sample = subject;
  }

  const meanL = pixels.reduce((sum, pixel) => sum + pixel.L, 0) / Math.max(1, pixels.length);
  return {
    width,
    height,
    orientation: orientationOf(width, height),
    colors: dominantColours(sample),
    brightness: meanL < DARK_BELOW ? "dark" : meanL > BRIGHT_ABOVE ? "bright" : "balanced",
    plainWhiteBackground,
    ...separateProduct(toLabImage(detail.data, detail.channels, detail.width, detail.height)),
  };
}

/**
 * The sample stretched to size×size by nearest neighbour: the colour census weighs every part of
 * the frame alike, whatever its shape. Taken from the area-averaged sample, each cell is already
 * an average of the photo's pixels around it, as libjpeg's scaled decode made it before.
 */
function nearestGrid(image: ImageSample["detail"], size: number): Buffer {
  const grid = Buffer.alloc(size * size * image.channels);
  for (let y = 0; y < size; y++) {
    const sourceY = Math.min(image.height - 1, Math.floor(((y + 0.5) * image.height) / size));
    for (let x = 0; x < size; x++) {
      const sourceX = Math.min(image.width - 1, Math.floor(((x + 0.5) * image.width) / size));
      const from = (sourceY * image.width + sourceX) * image.channels;
      image.data.copy(grid, (y * size + x) * image.channels, from, from + image.channels);
    }
  }
  return grid;
}

/** A one-line human description of the facts (the analyze endpoint, logs). */
export function describeFacts(facts: ImageFacts): string {
  const shape =
    facts.orientation === "square" ? "square" : facts.orientation === "landscape" ? "landscape" : "portrait";
  const colours = facts.colors
    .slice(0, 3)
    .map((colour) => `${colour.name} (${Math.round(colour.share * 100)}%)`);
  const palette = colours.length > 0 ? `mostly ${joinWords(colours)}` : "with no single dominant colour";
  const background = facts.plainWhiteBackground ? ", on a plain white background" : "";
  const light = facts.brightness === "balanced" ? "evenly lit" : facts.brightness;
  return `A ${shape} photo (${facts.width}×${facts.height}), ${palette}${background}; ${light} overall.`;
}

function joinWords(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------
// Tuning. Each figure is a judgement call, chosen by looking at real product photos.

const SAMPLE = 64;
/** The outer frame checked for a plain background: 6% of each side. */
const BORDER_SHARE = 0.06;
/** A border counts as plain white when this share of its pixels is near-white. */
const WHITE_BORDER_SHARE = 0.9;
/** Near-white: very light and almost colourless (studio whites are often slightly warm or cool). */
const NEAR_WHITE_L = 90;
const NEAR_WHITE_CHROMA = 10;
/** Colours are measured on the subject alone when it covers at least this share of the image. */
const MIN_SUBJECT_SHARE = 0.02;
/** Mean L* thresholds for dark / bright. */
const DARK_BELOW = 38;
const BRIGHT_ABOVE = 70;
/** Within this ratio (5%) of 1 the image is square. */
const SQUARE_TOLERANCE = 0.05;
/** Lab bins merge into one cluster below this distance (L weighted down: shading, not colour). */
const CLUSTER_DISTANCE = 13;
const MAX_COLOURS = 4;
/** Colours covering less than this share are noise (unless nothing else is left). */
const MIN_COLOUR_SHARE = 0.04;

function orientationOf(width: number, height: number): ImageFacts["orientation"] {
  if (width <= 0 || height <= 0) return "square";
  const ratio = width / height;
  if (Math.abs(ratio - 1) <= SQUARE_TOLERANCE) return "square";
  return ratio > 1 ? "landscape" : "portrait";
}

// ---------------------------------------------------------------------------------------------
// Colour science: sRGB (D65) → XYZ → CIELAB, and CIEDE2000.

interface LabPixel {
  L: number;
  a: number;
  b: number;
  r: number;
  g: number;
  bl: number;
}

const LINEAR = Array.from({ length: 256 }, (_, value) => {
  const channel = value / 255;
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
});

function labFromRgb(r: number, g: number, b: number): { L: number; a: number; b: number } {
  const lr = LINEAR[r] as number;
  const lg = LINEAR[g] as number;
  const lb = LINEAR[b] as number;
  const x = (lr * 0.4124564 + lg * 0.3575761 + lb * 0.1804375) / 0.95047;
  const y = lr * 0.2126729 + lg * 0.7151522 + lb * 0.072175;
  const z = (lr * 0.0193339 + lg * 0.119192 + lb * 0.9503041) / 1.08883;
  const fx = labCurve(x);
  const fy = labCurve(y);
  const fz = labCurve(z);
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** CIELAB's companding curve (top-level: no closure per pixel). */
function labCurve(t: number): number {
  return t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116;
}

function toLabPixels(data: Buffer, channels: number): LabPixel[] {
  const pixels: LabPixel[] = [];
  const cache = new Map<number, { L: number; a: number; b: number }>();
  for (let offset = 0; offset + channels <= data.length; offset += channels) {
    const r = data[offset] as number;
    const g = channels >= 3 ? (data[offset + 1] as number) : r;
    const b = channels >= 3 ? (data[offset + 2] as number) : r;
    const key = (r << 16) | (g << 8) | b;
    let lab = cache.get(key);
    if (!lab) {
      lab = labFromRgb(r, g, b);
      cache.set(key, lab);
    }
    pixels.push({ L: lab.L, a: lab.a, b: lab.b, r, g, bl: b });
  }
  return pixels;
}

function isNearWhite(pixel: LabPixel): boolean {
  return pixel.L >= NEAR_WHITE_L && Math.hypot(pixel.a, pixel.b) <= NEAR_WHITE_CHROMA;
}

/**
 * The subject on a white background: the non-white pixels, minus their outer ring (edge pixels
 * are blends of subject and background after downscaling and would read as a pale extra
 * colour). Thin subjects with no interior keep every non-white pixel.
 */
function subjectPixels(pixels: LabPixel[], size: number): LabPixel[] {
  const white = pixels.map(isNearWhite);
  const all: LabPixel[] = [];
  const interior: LabPixel[] = [];
  for (let index = 0; index < pixels.length; index++) {
    if (white[index]) continue;
    const pixel = pixels[index] as LabPixel;
    all.push(pixel);
    const x = index % size;
    const y = Math.floor(index / size);
    const neighbours = [
      x > 0 ? index - 1 : -1,
      x < size - 1 ? index + 1 : -1,
      y > 0 ? index - size : -1,
      y < size - 1 ? index + size : -1,
    ];
    if (neighbours.every((neighbour) => neighbour >= 0 && !white[neighbour])) interior.push(pixel);
  }
  return interior.length >= all.length * 0.4 ? interior : all;
}

function borderIndices(size: number, frame: number): number[] {
  const indices: number[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (x < frame || y < frame || x >= size - frame || y >= size - frame) indices.push(y * size + x);
    }
  }
  return indices;
}

/** The hue angle in degrees, 0–360 (0 for a neutral). */
function hueAngle(b: number, a: number): number {
  if (a === 0 && b === 0) return 0;
  const angle = Math.atan2(b, a) / (Math.PI / 180);
  return angle < 0 ? angle + 360 : angle;
}

/** CIEDE2000 colour difference (Sharma, Wu & Dalal 2005). */
export function deltaE2000(
  first: { L: number; a: number; b: number },
  second: { L: number; a: number; b: number },
): number {
  const rad = Math.PI / 180;
  const c1 = Math.hypot(first.a, first.b);
  const c2 = Math.hypot(second.a, second.b);
  const cMean = (c1 + c2) / 2;
  const g = 0.5 * (1 - Math.sqrt(cMean ** 7 / (cMean ** 7 + 25 ** 7)));
  const a1 = (1 + g) * first.a;
  const a2 = (1 + g) * second.a;
  const c1p = Math.hypot(a1, first.b);
  const c2p = Math.hypot(a2, second.b);
  const h1 = hueAngle(first.b, a1);
  const h2 = hueAngle(second.b, a2);
  const dL = second.L - first.L;
  const dC = c2p - c1p;
  let dh = 0;
  if (c1p * c2p !== 0) {
    dh = h2 - h1;
    if (dh > 180) dh -= 360;
    else if (dh < -180) dh += 360;
  }
  const dH = 2 * Math.sqrt(c1p * c2p) * Math.sin((dh / 2) * rad);
  const lMean = (first.L + second.L) / 2;
  const cpMean = (c1p + c2p) / 2;
  let hMean = h1 + h2;
  if (c1p * c2p !== 0) {
    if (Math.abs(h1 - h2) > 180) hMean = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2;
    else hMean = (h1 + h2) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos((hMean - 30) * rad) +
    0.24 * Math.cos(2 * hMean * rad) +
    0.32 * Math.cos((3 * hMean + 6) * rad) -
    0.2 * Math.cos((4 * hMean - 63) * rad);
  const dTheta = 30 * Math.exp(-(((hMean - 275) / 25) ** 2));
  const rc = 2 * Math.sqrt(cpMean ** 7 / (cpMean ** 7 + 25 ** 7));
  const sl = 1 + (0.015 * (lMean - 50) ** 2) / Math.sqrt(20 + (lMean - 50) ** 2);
  const sc = 1 + 0.045 * cpMean;
  const sh = 1 + 0.015 * cpMean * t;
  const rt = -Math.sin(2 * dTheta * rad) * rc;
  return Math.sqrt((dL / sl) ** 2 + (dC / sc) ** 2 + (dH / sh) ** 2 + rt * (dC / sc) * (dH / sh));
}

// ---------------------------------------------------------------------------------------------
// The named-colour palette: words shop owners and buyers use in listings (Etsy colour filters,
// paint-chart and fashion names), each pinned to a representative sRGB value.

const PALETTE_HEX: ReadonlyArray<readonly [name: string, hex: string]> = [
  // Neutrals
  ["white", "#ffffff"],
  ["off-white", "#f3f0e8"],
  ["cream", "#f0e2c4"],
  ["beige", "#dccaa6"],
  ["sand", "#cbb48a"],
  ["stone", "#b7afa3"],
  ["taupe", "#8b7d6d"],
  ["light grey", "#d2d2d2"],
  ["grey", "#8f8f8f"],
  ["slate grey", "#5e6a77"],
  ["charcoal", "#36393e"],
  ["black", "#121212"],
  // Browns and earth tones
  ["chocolate brown", "#4a2c1f"],
  ["brown", "#7a4e2d"],
  ["caramel", "#b2733a"],
  ["camel", "#c19a6b"],
  ["tan", "#d2b48c"],
  ["rust", "#a8461f"],
  ["terracotta", "#c86b47"],
  // Reds
  ["red", "#cc2a2e"],
  ["cherry red", "#a3121f"],
  ["brick red", "#8f3a2e"],
  ["burgundy", "#74202e"],
  ["coral", "#f07b63"],
  // Pinks and mauves
  ["blush pink", "#eec4bc"],
  ["dusty pink", "#d1a09e"],
  ["pink", "#f29bb8"],
  ["baby pink", "#f8cfdc"],
  ["hot pink", "#e8409a"],
  ["magenta", "#c2187a"],
  ["mauve", "#a87c93"],
  // Oranges
  ["orange", "#f08a24"],
  ["burnt orange", "#c55a11"],
  ["apricot", "#f3a86b"],
  ["peach", "#f6c6a4"],
  // Yellows
  ["yellow", "#f7d22e"],
  ["lemon yellow", "#f9ec6a"],
  ["butter yellow", "#f5e2a0"],
  ["mustard yellow", "#d4a12a"],
  ["gold", "#b8963e"],
  // Greens
  ["sage green", "#9caf88"],
  ["olive green", "#6b7a34"],
  ["khaki", "#a89f6f"],
  ["forest green", "#2d5a3d"],
  ["emerald green", "#10875a"],
  ["green", "#3c9e4a"],
  ["lime green", "#8dc63f"],
  ["mint green", "#a7e3c4"],
  ["dark olive", "#3f4526"],
  // Blues and teals
  ["teal", "#178c8c"],
  ["petrol blue", "#1f5968"],
  ["turquoise", "#3ecbc6"],
  ["sky blue", "#8ec9eb"],
  ["baby blue", "#c3ddf0"],
  ["dusty blue", "#8ba3b9"],
  ["cornflower blue", "#6a8fdc"],
  ["blue", "#2f6bd1"],
  ["royal blue", "#2b47b5"],
  ["denim blue", "#4c6a92"],
  ["navy blue", "#1f2b4a"],
  // Purples
  ["lavender", "#c7b8e0"],
  ["lilac", "#c8a2c8"],
  ["purple", "#7a3ea0"],
  ["plum", "#6b2f53"],
  ["aubergine", "#3e1f33"],
];

interface PaletteEntry {
  name: string;
  L: number;
  a: number;
  b: number;
}

const PALETTE: PaletteEntry[] = PALETTE_HEX.map(([name, hex]) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return { name, ...labFromRgb((value >> 16) & 255, (value >> 8) & 255, value & 255) };
});

/** The palette's names (tests and the writers' colour vocabulary). */
export const PALETTE_NAMES: readonly string[] = PALETTE.map((entry) => entry.name);

export function nameColour(lab: { L: number; a: number; b: number }): string {
  let best = PALETTE[0] as PaletteEntry;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const entry of PALETTE) {
    const distance = deltaE2000(lab, entry);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = entry;
    }
  }
  return best.name;
}

/** Name an sRGB hex colour ("#c86b47" → "terracotta"). */
export function nameHex(hex: string): string {
  const value = Number.parseInt(hex.replace(/^#/, ""), 16);
  return nameColour(labFromRgb((value >> 16) & 255, (value >> 8) & 255, value & 255));
}

// ---------------------------------------------------------------------------------------------
// Clustering.

interface Cluster {
  count: number;
  L: number;
  a: number;
  b: number;
  r: number;
  g: number;
  bl: number;
}

function dominantColours(pixels: LabPixel[]): ImageFacts["colors"] {
  if (pixels.length === 0) return [];
  const total = pixels.length;
  const ranked = namedClusters(pixels);
  const kept = ranked.filter(
    ([, cluster], index) => index === 0 || cluster.count / total >= MIN_COLOUR_SHARE,
  );
  return kept.slice(0, MAX_COLOURS).map(([name, cluster]) => ({
    name,
    hex: clusterHex(cluster),
    share: Math.round((cluster.count / total) * 1000) / 1000,
  }));
}

const clusterHex = (cluster: Cluster) =>
  toHex(cluster.r / cluster.count, cluster.g / cluster.count, cluster.bl / cluster.count);

/** Perceptual colour clusters of the pixels, named and merged by name, largest first. */
function namedClusters(pixels: LabPixel[]): Array<[string, Cluster]> {
  // 1. Bin in Lab (8 units a side).
  const bins = new Map<string, Cluster>();
  for (const pixel of pixels) {
    const key = `${Math.floor(pixel.L / 8)}|${Math.floor(pixel.a / 8)}|${Math.floor(pixel.b / 8)}`;
    const bin = bins.get(key) ?? { count: 0, L: 0, a: 0, b: 0, r: 0, g: 0, bl: 0 };
    bin.count++;
    bin.L += pixel.L;
    bin.a += pixel.a;
    bin.b += pixel.b;
    bin.r += pixel.r;
    bin.g += pixel.g;
    bin.bl += pixel.bl;
    bins.set(key, bin);
  }
  // 2. Merge bins into clusters, largest bins first (ties broken by key: deterministic).
  const ordered = [...bins.entries()].sort((x, y) => y[1].count - x[1].count || (x[0] < y[0] ? -1 : 1));
  const clusters: Cluster[] = [];
  const mean = (cluster: Cluster) => ({
    L: cluster.L / cluster.count,
    a: cluster.a / cluster.count,
    b: cluster.b / cluster.count,
  });
  for (const [, bin] of ordered) {
    const binMean = mean(bin);
    let target: Cluster | undefined;
    let targetDistance = CLUSTER_DISTANCE;
    for (const cluster of clusters) {
      const centre = mean(cluster);
      const distance = Math.hypot((centre.L - binMean.L) * 0.6, centre.a - binMean.a, centre.b - binMean.b);
      if (distance < targetDistance) {
        targetDistance = distance;
        target = cluster;
      }
    }
    if (target) {
      target.count += bin.count;
      target.L += bin.L;
      target.a += bin.a;
      target.b += bin.b;
      target.r += bin.r;
      target.g += bin.g;
      target.bl += bin.bl;
    } else {
      clusters.push({ ...bin });
    }
  }
  // 3. Name the clusters and merge those that share a name.
  const named = new Map<string, Cluster>();
  for (const cluster of clusters) {
    const name = nameColour(mean(cluster));
    const existing = named.get(name);
    if (existing) {
      existing.count += cluster.count;
      existing.r += cluster.r;
      existing.g += cluster.g;
      existing.bl += cluster.bl;
    } else {
      named.set(name, { ...cluster });
    }
  }
  return [...named.entries()].sort((x, y) => y[1].count - x[1].count || (x[0] < y[0] ? -1 : 1));
}

function toHex(r: number, g: number, b: number): string {
  const part = (value: number) =>
    Math.max(0, Math.min(255, Math.round(value)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`;
}

// ---------------------------------------------------------------------------------------------
// The product apart from its backdrop.
//
// 1. Backdrop: the border ring (outer 7% of each side) is binned in Lab and the bins merged into
//    clusters; clusters that are only a lighter or darker shade of a larger one (a gradient, a
//    vignette, a cast shadow) join it. The one or two largest that cover most of the ring, each
//    running along at least three sides, are the backdrop; otherwise — or when the ring is
//    textured rather than plain — the photo is full-bleed and nothing is separated.
// 2. Foreground: pixels farther than a CIE94-style ΔE from every backdrop cluster. Lightness is
//    measured against the cluster's own lightness range along the ring (gradients), and a pixel
//    darker than the backdrop with the same hue and proportionally less chroma — a shadow — is
//    mostly forgiven. A slightly grainy backdrop raises the threshold.
// 3. Clean-up: connected regions (4-neighbour); specks much smaller than the largest region go.
// 4. Colours: the regions' interior (their outer ring blends into the backdrop after downscaling)
//    clustered like `colors`; tiny clusters (specular glints) and blends of two larger ones
//    (stripe edges) are dropped, and near-white or near-black clusters count half when the
//    product has a real colour (highlights, deep shade).

/** The long edge of the segmentation sample. */
const DETAIL = 128;
/** The border ring that models the backdrop: this share of each side. */
const RING_SHARE = 0.07;
/** Border bins join a cluster within this distance (L* weighted by BORDER_L_WEIGHT). */
const BORDER_CLUSTER_DISTANCE = 10;
const BORDER_L_WEIGHT = 0.5;
/** A border cluster within this backdrop distance of a larger one is a shade of it. */
const SHADE_DISTANCE = 10;
/** The backdrop's (at most 2) clusters must cover this share of the ring… */
const BACKDROP_RING_SHARE = 0.6;
const BACKDROP_MAX_CLUSTERS = 2;
/** …and each must cover this share of at least BACKDROP_MIN_SIDES of the four sides. */
const BACKDROP_SIDE_SHARE = 0.25;
const BACKDROP_MIN_SIDES = 3;
/** A pixel is foreground beyond this backdrop distance (about ΔE94 units)… */
const FOREGROUND_DISTANCE = 7;
/** …or GRAIN_FACTOR times the ring's own median distance from its model, if more. A median
 * beyond MAX_BACKDROP_GRAIN is a texture or a scene, not a backdrop. */
const GRAIN_FACTOR = 3;
const MAX_BACKDROP_GRAIN = 4.5;
/** Darker than the backdrop (shadows): the first SHADOW_SPAN L* units count at SHADOW_WEIGHT.
 * The price: a colourless product only slightly darker than its backdrop (pale grey on white)
 * reads as shadow, and no product is reported — never a wrong colour. */
const SHADOW_SPAN = 28;
const SHADOW_WEIGHT = 0.25;
/** Lighter than the backdrop (vignettes, sheen): the first HIGHLIGHT_SPAN units count half. */
const HIGHLIGHT_SPAN = 10;
const HIGHLIGHT_WEIGHT = 0.5;
/** In shade the backdrop's chroma may fall with lightness, down to this share of it. */
const SHADOW_MIN_CHROMA = 0.3;
/** Regions smaller than this share of the largest region are specks. */
const MIN_REGION_SHARE = 0.15;
/** A largest region under this share of the image is no product (noise, a stray mark). */
const MIN_FOREGROUND_SHARE = 0.01;
const MAX_PRODUCT_COLOURS = 3;
/** Product colours covering less than this share of the product are glints and details. */
const MIN_PRODUCT_COLOUR_SHARE = 0.08;
/** Near-white / near-black clusters count half against a real colour (chroma ≥ BODY_CHROMA)
 * covering at least BODY_COLOUR_SHARE of the product. */
const NEUTRAL_WEIGHT = 0.5;
const BODY_CHROMA = 15;
/** A smaller colour within this ΔE of the line between two larger ones is their blend. */
const BLEND_DISTANCE = 6;
const BODY_COLOUR_SHARE = 0.15;

/** An image as CIELAB planes plus its sRGB bytes. */
interface LabImage {
  width: number;
  height: number;
  L: Float32Array;
  A: Float32Array;
  B: Float32Array;
  rgb: Uint8Array;
}

interface BackdropCluster {
  L: number;
  a: number;
  b: number;
  C: number;
  /** The 5th and 95th percentile of L* along the ring (a gradient's range). */
  lo: number;
  hi: number;
  /** CIE94 weights for chroma and hue differences. */
  sc: number;
  sh: number;
  hex: string;
}

type ProductFacts = Pick<ImageFacts, "productColors" | "backgroundColor" | "foregroundShare">;

const NO_PRODUCT = (backgroundColor: ImageFacts["backgroundColor"]): ProductFacts => ({
  productColors: [],
  backgroundColor,
  foregroundShare: 0,
});

/** labCurve on 0..1 sampled for linear interpolation: L*, a*, b* within 0.01 of the exact curve. */
const CURVE_STEPS = 2048;
const CURVE = Float64Array.from({ length: CURVE_STEPS + 2 }, (_, step) => labCurve(step / CURVE_STEPS));

function fastLabCurve(t: number): number {
  if (t <= 0 || t >= 1) return labCurve(t);
  const position = t * CURVE_STEPS;
  const step = Math.floor(position);
  const low = CURVE[step] as number;
  return low + ((CURVE[step + 1] as number) - low) * (position - step);
}

function toLabImage(data: Buffer, channels: number, width: number, height: number): LabImage {
  const size = width * height;
  const image: LabImage = {
    width,
    height,
    L: new Float32Array(size),
    A: new Float32Array(size),
    B: new Float32Array(size),
    rgb: new Uint8Array(size * 3),
  };
  for (let index = 0; index < size; index++) {
    const offset = index * channels;
    const r = data[offset] ?? 0;
    const g = channels >= 3 ? (data[offset + 1] ?? 0) : r;
    const b = channels >= 3 ? (data[offset + 2] ?? 0) : r;
    // labFromRgb, written out so that no object is made per pixel, with the curve from a table.
    const lr = LINEAR[r] as number;
    const lg = LINEAR[g] as number;
    const lb = LINEAR[b] as number;
    const fx = fastLabCurve((lr * 0.4124564 + lg * 0.3575761 + lb * 0.1804375) / 0.95047);
    const fy = fastLabCurve(lr * 0.2126729 + lg * 0.7151522 + lb * 0.072175);
    const fz = fastLabCurve((lr * 0.0193339 + lg * 0.119192 + lb * 0.9503041) / 1.08883);
    image.L[index] = 116 * fy - 16;
    image.A[index] = 500 * (fx - fy);
    image.B[index] = 200 * (fy - fz);
    image.rgb[index * 3] = r;
    image.rgb[index * 3 + 1] = g;
    image.rgb[index * 3 + 2] = b;
  }
  return image;
}

function separateProduct(image: LabImage): ProductFacts {
  const { width, height } = image;
  const size = width * height;
  if (width < 8 || height < 8) return NO_PRODUCT(null);
  const model = modelBackdrop(image);
  if (!model) return NO_PRODUCT(null);
  const { clusters, ring, covered } = model;

  const distances = new Float32Array(size);
  for (let index = 0; index < size; index++) {
    const L = image.L[index] as number;
    const a = image.A[index] as number;
    const b = image.B[index] as number;
    let nearest = Number.POSITIVE_INFINITY;
    for (let which = 0; which < clusters.length; which++) {
      const distance = backdropDistance(L, a, b, clusters[which] as BackdropCluster);
      if (distance < nearest) nearest = distance;
    }
    distances[index] = nearest;
  }
  // How much the backdrop itself varies along the ring (texture, noise), leaving out the share
  // the backdrop clusters did not cover (a product touching the edge).
  const ringDistances = new Float32Array(ring.length);
  for (let position = 0; position < ring.length; position++) {
    ringDistances[position] = distances[ring[position] as number] as number;
  }
  ringDistances.sort();
  const grain = ringDistances[Math.floor(ringDistances.length * covered * 0.5)] ?? 0;
  if (grain > MAX_BACKDROP_GRAIN) return NO_PRODUCT(null);
  const threshold = Math.max(FOREGROUND_DISTANCE, GRAIN_FACTOR * grain);

  const first = clusters[0] as BackdropCluster;
  const backgroundColor = { name: nameColour(first), hex: first.hex };
  const mask = new Uint8Array(size);
  for (let index = 0; index < size; index++) {
    if ((distances[index] as number) > threshold) mask[index] = 1;
  }
  const { kept, largest } = keepMainRegions(mask, width, height);
  if (largest < size * MIN_FOREGROUND_SHARE) return NO_PRODUCT(backgroundColor);

  // The interior (all 4 neighbours foreground; the image edge counts as foreground, so a cropped
  // product keeps its edge), unless the product is too thin to have much of one.
  const all: number[] = [];
  const interior: number[] = [];
  for (let index = 0; index < size; index++) {
    if (!mask[index]) continue;
    all.push(index);
    const x = index % width;
    const y = (index - x) / width;
    if (
      (x === 0 || mask[index - 1]) &&
      (x === width - 1 || mask[index + 1]) &&
      (y === 0 || mask[index - width]) &&
      (y === height - 1 || mask[index + width])
    ) {
      interior.push(index);
    }
  }
  const sample = (interior.length >= all.length * 0.4 ? interior : all).map(
    (index): LabPixel => ({
      L: image.L[index] as number,
      a: image.A[index] as number,
      b: image.B[index] as number,
      r: image.rgb[index * 3] as number,
      g: image.rgb[index * 3 + 1] as number,
      bl: image.rgb[index * 3 + 2] as number,
    }),
  );
  return {
    productColors: productColours(sample),
    backgroundColor,
    foregroundShare: Math.round((kept / size) * 100) / 100,
  };
}

/** The backdrop's one or two colour clusters, from the border ring; null when there is none. */
function modelBackdrop(
  image: LabImage,
): { clusters: BackdropCluster[]; ring: number[]; covered: number } | null {
  const { width, height } = image;
  const frameX = Math.max(1, Math.round(width * RING_SHARE));
  const frameY = Math.max(1, Math.round(height * RING_SHARE));
  const ring: number[] = [];
  const sidesOf: number[] = []; // bit mask: 1 top, 2 bottom, 4 left, 8 right
  const sideTotals = [0, 0, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const sides =
        (y < frameY ? 1 : 0) |
        (y >= height - frameY ? 2 : 0) |
        (x < frameX ? 4 : 0) |
        (x >= width - frameX ? 8 : 0);
      if (!sides) continue;
      ring.push(y * width + x);
      sidesOf.push(sides);
      for (let side = 0; side < 4; side++)
        if (sides & (1 << side)) sideTotals[side] = (sideTotals[side] ?? 0) + 1;
    }
  }

  // 1. Bin the ring in Lab (6 units a side) and merge the bins into clusters, largest first
  //    (ties by key: deterministic).
  const bins = new Map<number, Sums>();
  const binOf = new Int32Array(ring.length);
  for (let position = 0; position < ring.length; position++) {
    const index = ring[position] as number;
    const L = image.L[index] as number;
    const a = image.A[index] as number;
    const b = image.B[index] as number;
    const key = Math.floor(L / 6) * 4096 + (Math.floor(a / 6) + 32) * 64 + (Math.floor(b / 6) + 32);
    binOf[position] = key;
    let bin = bins.get(key);
    if (!bin) {
      bin = { count: 0, L: 0, a: 0, b: 0 };
      bins.set(key, bin);
    }
    bin.count++;
    bin.L += L;
    bin.a += a;
    bin.b += b;
  }
  const leaders: Sums[] = [];
  const means: Array<{ L: number; a: number; b: number }> = [];
  const leaderOfBin = new Map<number, number>();
  const ordered = [...bins.entries()].sort((x, y) => y[1].count - x[1].count || x[0] - y[0]);
  for (const [key, bin] of ordered) {
    const centre = meanOf(bin);
    let target = -1;
    let targetDistance = BORDER_CLUSTER_DISTANCE;
    for (let index = 0; index < means.length; index++) {
      const other = means[index] as { L: number; a: number; b: number };
      const dL = (other.L - centre.L) * BORDER_L_WEIGHT;
      const da = other.a - centre.a;
      const db = other.b - centre.b;
      const distance = Math.sqrt(dL * dL + da * da + db * db);
      if (distance < targetDistance) {
        targetDistance = distance;
        target = index;
      }
    }
    if (target < 0) {
      target = leaders.length;
      leaders.push({ count: 0, L: 0, a: 0, b: 0 });
    }
    const leader = leaders[target] as Sums;
    leader.count += bin.count;
    leader.L += bin.L;
    leader.a += bin.a;
    leader.b += bin.b;
    means[target] = meanOf(leader);
    leaderOfBin.set(key, target);
  }

  // 2. One backdrop lit unevenly (a gradient, a vignette, a cast shadow) makes several clusters
  //    that differ mostly in lightness: each joins a larger one it is a shade of. Leaders are in
  //    decreasing size already (bins came largest first).
  const rootOf = leaders.map((_, index) => index);
  const roots: BackdropCluster[] = [];
  const rootIndex: number[] = [];
  for (let index = 0; index < leaders.length; index++) {
    const centre = means[index] as { L: number; a: number; b: number };
    const root = roots.findIndex(
      (cluster) => backdropDistance(centre.L, centre.a, centre.b, cluster) <= SHADE_DISTANCE,
    );
    if (root >= 0) {
      rootOf[index] = rootIndex[root] as number;
    } else {
      roots.push(backdropCluster(centre, centre.L, centre.L, ""));
      rootIndex.push(index);
    }
  }
  const groups = new Int32Array(ring.length);
  const counts = new Map<number, number>();
  for (let position = 0; position < ring.length; position++) {
    const group = rootOf[leaderOfBin.get(binOf[position] as number) as number] as number;
    groups[position] = group;
    counts.set(group, (counts.get(group) ?? 0) + 1);
  }

  // 3. The largest groups, in order, until they cover the ring; each must run along 3 sides.
  const ranked = [...counts.entries()].sort((x, y) => y[1] - x[1] || x[0] - y[0]);
  const chosen: BackdropCluster[] = [];
  let covered = 0;
  for (const [group, count] of ranked.slice(0, BACKDROP_MAX_CLUSTERS)) {
    const sums: Sums = { count: 0, L: 0, a: 0, b: 0 };
    const sideCounts = [0, 0, 0, 0];
    const lightness = new Float32Array(count);
    let r = 0;
    let g = 0;
    let bl = 0;
    for (let position = 0; position < ring.length; position++) {
      if (groups[position] !== group) continue;
      const index = ring[position] as number;
      const L = image.L[index] as number;
      lightness[sums.count] = L;
      sums.count++;
      sums.L += L;
      sums.a += image.A[index] as number;
      sums.b += image.B[index] as number;
      r += image.rgb[index * 3] as number;
      g += image.rgb[index * 3 + 1] as number;
      bl += image.rgb[index * 3 + 2] as number;
      const sides = sidesOf[position] as number;
      for (let side = 0; side < 4; side++)
        if (sides & (1 << side)) sideCounts[side] = (sideCounts[side] ?? 0) + 1;
    }
    const sides = sideCounts.filter(
      (n, side) => n >= (sideTotals[side] as number) * BACKDROP_SIDE_SHARE,
    ).length;
    if (sides < BACKDROP_MIN_SIDES) break;
    lightness.sort();
    const lo = lightness[Math.floor(0.05 * count)] as number;
    const hi = lightness[Math.min(count - 1, Math.floor(0.95 * count))] as number;
    chosen.push(backdropCluster(meanOf(sums), lo, hi, toHex(r / count, g / count, bl / count)));
    covered += count / ring.length;
    if (covered >= BACKDROP_RING_SHARE) return { clusters: chosen, ring, covered };
  }
  return null;
}

interface Sums {
  count: number;
  L: number;
  a: number;
  b: number;
}

const meanOf = (sums: Sums) => ({ L: sums.L / sums.count, a: sums.a / sums.count, b: sums.b / sums.count });

function backdropCluster(
  mean: { L: number; a: number; b: number },
  lo: number,
  hi: number,
  hex: string,
): BackdropCluster {
  const C = Math.sqrt(mean.a * mean.a + mean.b * mean.b);
  return { L: mean.L, a: mean.a, b: mean.b, C, lo, hi, sc: 1 + 0.045 * C, sh: 1 + 0.015 * C, hex };
}

/**
 * How far a colour is from being this backdrop: a CIE94-style ΔE, with lightness measured against
 * the backdrop's lightness range and shade (darker, same hue, chroma falling with lightness)
 * mostly forgiven.
 */
function backdropDistance(L: number, a: number, b: number, cluster: BackdropCluster): number {
  let lightness = 0;
  if (L < cluster.lo) {
    const darker = cluster.lo - L;
    lightness = SHADOW_WEIGHT * Math.min(darker, SHADOW_SPAN) + Math.max(0, darker - SHADOW_SPAN);
  } else if (L > cluster.hi) {
    const lighter = L - cluster.hi;
    lightness = HIGHLIGHT_WEIGHT * Math.min(lighter, HIGHLIGHT_SPAN) + Math.max(0, lighter - HIGHLIGHT_SPAN);
  }
  // In shade a colour keeps its hue and loses chroma roughly with lightness.
  const chromaLow =
    L < cluster.L ? cluster.C * Math.max(SHADOW_MIN_CHROMA, L / Math.max(1, cluster.L)) : cluster.C;
  const chroma = Math.sqrt(a * a + b * b);
  const chromaDifference =
    chroma < chromaLow ? chromaLow - chroma : chroma > cluster.C ? chroma - cluster.C : 0;
  const da = a - cluster.a;
  const db = b - cluster.b;
  const rawChroma = chroma - cluster.C;
  const hue2 = Math.max(0, da * da + db * db - rawChroma * rawChroma);
  const chromaTerm = chromaDifference / cluster.sc;
  return Math.sqrt(lightness * lightness + chromaTerm * chromaTerm + hue2 / (cluster.sh * cluster.sh));
}

/**
 * Keeps the main connected regions of the mask (4-neighbour): those at least MIN_REGION_SHARE of
 * the largest. Clears the rest in place; returns how many pixels are kept, and the largest region.
 */
function keepMainRegions(mask: Uint8Array, width: number, height: number): { kept: number; largest: number } {
  const labels = new Int32Array(mask.length);
  const sizes: number[] = [0];
  const queue = new Int32Array(mask.length);
  const last = (height - 1) * width;
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start]) continue;
    const label = sizes.length;
    let head = 0;
    let tail = 0;
    queue[tail++] = start;
    labels[start] = label;
    while (head < tail) {
      const index = queue[head++] as number;
      const x = index % width;
      // Left, right, up, down (written out: this loop runs for every foreground pixel).
      if (x > 0 && mask[index - 1] && !labels[index - 1]) {
        labels[index - 1] = label;
        queue[tail++] = index - 1;
      }
      if (x < width - 1 && mask[index + 1] && !labels[index + 1]) {
        labels[index + 1] = label;
        queue[tail++] = index + 1;
      }
      if (index >= width && mask[index - width] && !labels[index - width]) {
        labels[index - width] = label;
        queue[tail++] = index - width;
      }
      if (index < last && mask[index + width] && !labels[index + width]) {
        labels[index + width] = label;
        queue[tail++] = index + width;
      }
    }
    sizes.push(tail);
  }
  let largest = 0;
  for (const size of sizes) if (size > largest) largest = size;
  let kept = 0;
  for (let index = 0; index < mask.length; index++) {
    const label = labels[index] as number;
    if (!label) continue;
    if ((sizes[label] as number) >= largest * MIN_REGION_SHARE) kept++;
    else mask[index] = 0;
  }
  return { kept, largest };
}

/**
 * A colour that lies on the line between two larger ones (within BLEND_DISTANCE of it, not near
 * either end) is their blend — the edge between stripes or print and body after downscaling —
 * not a colour of its own.
 */
function isBlend(
  colour: { L: number; a: number; b: number },
  larger: Array<{ lab: typeof colour }>,
): boolean {
  for (let first = 0; first < larger.length; first++) {
    for (let second = first + 1; second < larger.length; second++) {
      const p = (larger[first] as { lab: typeof colour }).lab;
      const q = (larger[second] as { lab: typeof colour }).lab;
      const span = [q.L - p.L, q.a - p.a, q.b - p.b] as const;
      const length2 = span[0] ** 2 + span[1] ** 2 + span[2] ** 2;
      if (length2 === 0) continue;
      const t =
        ((colour.L - p.L) * span[0] + (colour.a - p.a) * span[1] + (colour.b - p.b) * span[2]) / length2;
      if (t < 0.15 || t > 0.85) continue;
      const off = Math.hypot(
        p.L + t * span[0] - colour.L,
        p.a + t * span[1] - colour.a,
        p.b + t * span[2] - colour.b,
      );
      if (off <= BLEND_DISTANCE) return true;
    }
  }
  return false;
}

/** The product's colours: clustered like `colors`, glints dropped, highlights and shade half-weighted. */
function productColours(pixels: LabPixel[]): ImageFacts["productColors"] {
  if (pixels.length === 0) return [];
  const total = pixels.length;
  const candidates = namedClusters(pixels)
    .filter(([, cluster], index) => index === 0 || cluster.count / total >= MIN_PRODUCT_COLOUR_SHARE)
    .map(([name, cluster]) => {
      const hex = clusterHex(cluster);
      const value = Number.parseInt(hex.slice(1), 16);
      const lab = labFromRgb((value >> 16) & 255, (value >> 8) & 255, value & 255);
      const chroma = Math.hypot(lab.a, lab.b);
      const neutralExtreme = chroma < NEAR_WHITE_CHROMA && (lab.L >= 88 || lab.L <= 20);
      return { name, hex, lab, count: cluster.count, neutralExtreme, chromatic: chroma >= BODY_CHROMA };
    })
    .filter((candidate, index, all) => !isBlend(candidate.lab, all.slice(0, index)));
  const hasBody = candidates.some(
    (candidate) => candidate.chromatic && candidate.count / total >= BODY_COLOUR_SHARE,
  );
  const score = (candidate: (typeof candidates)[number]) =>
    candidate.count * (hasBody && candidate.neutralExtreme ? NEUTRAL_WEIGHT : 1);
  return candidates
    .sort((x, y) => score(y) - score(x) || (x.name < y.name ? -1 : 1))
    .slice(0, MAX_PRODUCT_COLOURS)
    .map((candidate) => ({
      name: candidate.name,
      hex: candidate.hex,
      share: Math.round((candidate.count / total) * 1000) / 1000,
    }));
}
