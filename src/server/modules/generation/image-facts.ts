import sharp from "sharp";
import type { ImageFacts } from "../../../domain/ai-image";
import { imageWork, type WorkQueue } from "../images/work-queue";

/**
 * Measured facts about a product photo, for the writers: size and orientation, the dominant
 * colours named in words a shop owner uses, overall brightness, and whether it sits on a plain
 * white background (what marketplaces want for a main image).
 *
 * How: the (already normalised, ≤ 1024 px) image is flattened on white and shrunk to 64×64 raw
 * sRGB. Every pixel goes to CIELAB; pixels are binned in Lab and the bins merged greedily into
 * perceptual clusters (largest first, so the result is deterministic); each cluster is named by
 * its nearest entry of a curated palette using CIEDE2000, and clusters with the same name are
 * merged. When the border is plain white, colours are measured on the subject only (the
 * non-white pixels) — the background is reported by `plainWhiteBackground` instead.
 */
export async function analyseImage(buffer: Buffer, options: { queue?: WorkQueue } = {}): Promise<ImageFacts> {
  // Decoding takes a turn on the process-wide image queue, like normalising: sharp shares libuv's
  // threads with argon2 (sign-in). A follow-up: the image was just normalised by the same
  // request, so it goes ahead of new work and is never refused half-way. The colour maths
  // below is plain JS and needs no slot.
  const queue = options.queue ?? imageWork;
  const { width, height, data, info } = await queue.run(
    async () => {
      const meta = await sharp(buffer, { failOn: "none" }).metadata();
      const rotated = (meta.orientation ?? 1) >= 5;
      const sampled = await sharp(buffer, { failOn: "none" })
        .rotate()
        .flatten({ background: "#ffffff" })
        .resize(SAMPLE, SAMPLE, { fit: "fill", kernel: "nearest" })
        .toColourspace("srgb")
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      return {
        width: (rotated ? meta.height : meta.width) ?? 0,
        height: (rotated ? meta.width : meta.height) ?? 0,
        ...sampled,
      };
    },
    { followUp: true },
  );

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
  };
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
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  const fx = f(x);
  const fy = f(y);
  const fz = f(z);
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
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
  const hue = (b: number, a: number) => {
    if (a === 0 && b === 0) return 0;
    const angle = Math.atan2(b, a) / rad;
    return angle < 0 ? angle + 360 : angle;
  };
  const h1 = hue(first.b, a1);
  const h2 = hue(second.b, a2);
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
  const total = pixels.length;
  const ranked = [...named.entries()].sort((x, y) => y[1].count - x[1].count || (x[0] < y[0] ? -1 : 1));
  const kept = ranked.filter(
    ([, cluster], index) => index === 0 || cluster.count / total >= MIN_COLOUR_SHARE,
  );
  return kept.slice(0, MAX_COLOURS).map(([name, cluster]) => ({
    name,
    hex: toHex(cluster.r / cluster.count, cluster.g / cluster.count, cluster.bl / cluster.count),
    share: Math.round((cluster.count / total) * 1000) / 1000,
  }));
}

function toHex(r: number, g: number, b: number): string {
  const part = (value: number) =>
    Math.max(0, Math.min(255, Math.round(value)))
      .toString(16)
      .padStart(2, "0");
  return `#${part(r)}${part(g)}${part(b)}`;
}
