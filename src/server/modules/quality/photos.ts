import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { normaliseImage } from "../images/normalise-image";
import { type GeneratedPhotoSpec, type PhotoShape, QUALITY_FIXTURES_DIR, type QualityBrief } from "./briefs";

/**
 * The suite's product photos. Real photographs come from tests/fixtures/quality/photos (sources
 * and licences in LICENSES.md there); the rest are drawn here so the numbers are measured on
 * something photo-like rather than a flat square: a product outline that looks like the product
 * (a mug has a handle, a tee has sleeves), shaded with gradients, with a soft drop shadow and a
 * contact shadow, placed a little off centre on a coloured, gradient or textured backdrop (wood
 * grain, paper, cloth) — often not the product's colour, so a writer naming the backdrop is
 * caught — and sensor noise. Everything is seeded: the same spec gives the same pixels, and the
 * JPEG is cached on disk by a hash of the spec.
 */

/** Bump when the drawing changes, so cached photos are drawn again. */
export const PHOTO_GENERATOR_VERSION = 1;
export const DEFAULT_PHOTO_CACHE_DIR = join(tmpdir(), "seller-studio-quality-photos");

export interface SuitePhoto {
  /** As the app hands it to a writer: normalised JPEG, ≤ 1024 px, no metadata. */
  buffer: Buffer;
  contentType: string;
  width: number;
  height: number;
  /** Where it came from: the fixture file, or the cached generated JPEG. */
  source: string;
  /** The file's own bytes, which the app measures its facts from (see sampleImage). */
  original: Buffer;
}

export interface PhotoOptions {
  fixturesDir?: string;
  cacheDir?: string;
}

/** The brief's photo, through the same normaliser an upload goes through. */
export async function photoFor(brief: QualityBrief, options: PhotoOptions = {}): Promise<SuitePhoto> {
  const spec = brief.photo;
  let source: string;
  let original: Buffer;
  if (spec.kind === "file") {
    source = join(options.fixturesDir ?? QUALITY_FIXTURES_DIR, "photos", spec.file);
    original = readFileSync(source);
  } else {
    ({ path: source, buffer: original } = await cachedGeneratedPhoto(brief.key, spec, options.cacheDir));
  }
  const image = await normaliseImage(original);
  return {
    buffer: image.buffer,
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    source,
    original,
  };
}

async function cachedGeneratedPhoto(
  key: string,
  spec: GeneratedPhotoSpec,
  cacheDir = DEFAULT_PHOTO_CACHE_DIR,
): Promise<{ path: string; buffer: Buffer }> {
  const hash = createHash("sha256")
    .update(JSON.stringify({ v: PHOTO_GENERATOR_VERSION, spec }))
    .digest("hex")
    .slice(0, 16);
  const path = join(cacheDir, `${key}-${hash}.jpg`);
  if (existsSync(path)) return { path, buffer: readFileSync(path) };
  const buffer = await renderPhoto(spec);
  mkdirSync(cacheDir, { recursive: true });
  // Written under a temporary name and renamed, so a parallel run never reads half a file.
  const partial = `${path}.${process.pid}.part`;
  writeFileSync(partial, buffer);
  renameSync(partial, path);
  return { path, buffer };
}

/** Draws the photo: SVG through sharp (librsvg), then seeded sensor noise, then a JPEG. */
export async function renderPhoto(spec: GeneratedPhotoSpec): Promise<Buffer> {
  const svg = photoSvg(spec);
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  addSensorNoise(data, info.channels, spec.seed);
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** mulberry32: a small, fast, seeded PRNG (no Math.random anywhere in the suite). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Luma noise plus a little chroma noise, roughly Gaussian (sum of uniforms), σ ≈ 4 levels. */
function addSensorNoise(data: Buffer, channels: number, seed: number): void {
  const random = seededRandom(seed ^ 0x5eed);
  for (let i = 0; i + channels - 1 < data.length; i += channels) {
    const luma = (random() + random() + random() - 1.5) * 8;
    for (let c = 0; c < 3; c++) {
      const chroma = (random() - 0.5) * 3;
      data[i + c] = Math.max(0, Math.min(255, Math.round((data[i + c] ?? 0) + luma + chroma)));
    }
  }
}

// ---------------------------------------------------------------- colour helpers

function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hexOf([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v ?? 0)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** Mixes towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const a = Math.abs(amount);
  return hexOf(rgbOf(hex).map((v) => v + (target - v) * a));
}

function mix(a: string, b: string, t: number): string {
  const x = rgbOf(a);
  const y = rgbOf(b);
  return hexOf(x.map((v, i) => v + ((y[i] ?? 0) - v) * t));
}

// ---------------------------------------------------------------- the SVG

export function photoSvg(spec: GeneratedPhotoSpec): string {
  const { width: w, height: h } = spec;
  const random = seededRandom(spec.seed);
  const box = spec.placement.scale * Math.min(w, h);
  const cx = w / 2 + spec.placement.dx * w;
  const cy = h / 2 + spec.placement.dy * h;
  const s = box / 400;
  const main = spec.colour;
  const accent = spec.accent ?? shade(main, -0.35);
  const defs = `
    <linearGradient id="body" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shade(main, 0.28)}"/><stop offset="0.5" stop-color="${main}"/>
      <stop offset="1" stop-color="${shade(main, -0.32)}"/></linearGradient>
    <linearGradient id="side" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${shade(main, -0.3)}"/><stop offset="0.28" stop-color="${shade(main, 0.22)}"/>
      <stop offset="0.55" stop-color="${main}"/><stop offset="1" stop-color="${shade(main, -0.4)}"/></linearGradient>
    <linearGradient id="accent" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shade(accent, 0.35)}"/><stop offset="0.5" stop-color="${accent}"/>
      <stop offset="1" stop-color="${shade(accent, -0.3)}"/></linearGradient>
    <radialGradient id="stone" cx="0.4" cy="0.35" r="0.7">
      <stop offset="0" stop-color="#ffffff"/><stop offset="0.45" stop-color="${accent}"/>
      <stop offset="1" stop-color="${shade(accent, -0.35)}"/></radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></radialGradient>
    <filter id="shadow" x="-30%" y="-30%" width="160%" height="160%">
      <feGaussianBlur in="SourceAlpha" stdDeviation="9"/><feOffset dx="9" dy="14"/>
      <feComponentTransfer><feFuncA type="linear" slope="0.38"/></feComponentTransfer>
      <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>
    <filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>`;
  const backdrop = backdropSvg(spec, random);
  const product = SHAPES[spec.shape]({ main, accent, random });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>${defs}${backdrop.defs}</defs>
  ${backdrop.body}
  <g transform="translate(${(cx - 200 * s).toFixed(1)} ${(cy - 200 * s).toFixed(1)}) scale(${s.toFixed(4)})">
    <ellipse cx="205" cy="372" rx="150" ry="16" fill="#000" opacity="0.28" filter="url(#soft)"/>
    <g filter="url(#shadow)">${product}</g>
  </g>
  <rect width="${w}" height="${h}" fill="url(#vignette)"/>
</svg>`;
}

function backdropSvg(spec: GeneratedPhotoSpec, random: () => number): { defs: string; body: string } {
  const { width: w, height: h } = spec;
  const [c0 = "#dddddd", c1] = spec.backdrop.colours;
  const second = c1 ?? shade(c0, -0.25);
  switch (spec.backdrop.style) {
    case "solid":
      return { defs: "", body: `<rect width="${w}" height="${h}" fill="${c0}"/>` };
    case "gradient":
      return {
        defs: `<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c0}"/><stop offset="1" stop-color="${second}"/></linearGradient>`,
        body: `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
      };
    case "wood": {
      const parts = [`<rect width="${w}" height="${h}" fill="${c0}"/>`];
      const planks = 4 + Math.floor(random() * 2);
      const plankHeight = h / planks;
      for (let p = 0; p < planks; p++) {
        const top = p * plankHeight;
        const tone = mix(c0, second, random() * 0.5);
        parts.push(
          `<rect y="${top.toFixed(1)}" width="${w}" height="${plankHeight.toFixed(1)}" fill="${tone}"/>`,
        );
        for (let g = 0; g < 14; g++) {
          const y = top + random() * plankHeight;
          const amplitude = 2 + random() * 6;
          const wave = 120 + random() * 260;
          let d = `M0 ${y.toFixed(1)}`;
          for (let x = 0; x <= w; x += 40) {
            d += ` L${x} ${(y + Math.sin((x / wave) * Math.PI * 2 + g) * amplitude).toFixed(1)}`;
          }
          const colour = random() < 0.6 ? shade(tone, -0.18) : shade(tone, 0.1);
          parts.push(
            `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${(1 + random() * 3).toFixed(1)}" opacity="${(0.25 + random() * 0.4).toFixed(2)}"/>`,
          );
        }
        parts.push(
          `<rect y="${(top - 1.5).toFixed(1)}" width="${w}" height="3" fill="${shade(c0, -0.55)}" opacity="0.7"/>`,
        );
      }
      return { defs: "", body: parts.join("") };
    }
    case "paper": {
      const parts = [
        `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
        ...Array.from({ length: 500 }, () => {
          const x = random() * w;
          const y = random() * h;
          const angle = random() * Math.PI;
          const length = 4 + random() * 14;
          const colour = random() < 0.5 ? shade(c0, -0.2) : shade(c0, 0.3);
          return `<line x1="${x.toFixed(1)}" y1="${y.toFixed(1)}" x2="${(x + Math.cos(angle) * length).toFixed(1)}" y2="${(y + Math.sin(angle) * length).toFixed(1)}" stroke="${colour}" stroke-width="1" opacity="0.35"/>`;
        }),
      ];
      return {
        defs: `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(c0, 0.08)}"/><stop offset="1" stop-color="${c1 ?? shade(c0, -0.08)}"/></linearGradient>`,
        body: parts.join(""),
      };
    }
    case "cloth": {
      // Soft folds: wide bands that fade in and out (gradients, no blur filter: fast to render).
      const folds = Array.from({ length: 5 }, (_, i) => {
        const x = (i + 0.5 + (random() - 0.5) * 0.6) * (w / 5);
        const tone = random() < 0.5 ? "fold-light" : "fold-dark";
        return `<rect x="${(x - 60).toFixed(1)}" y="${-h * 0.2}" width="120" height="${h * 1.4}" fill="url(#${tone})" transform="rotate(${(random() * 16 - 8).toFixed(1)} ${x.toFixed(1)} ${h / 2})"/>`;
      });
      const band = (id: string, colour: string, opacity: number) =>
        `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${colour}" stop-opacity="0"/><stop offset="0.5" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></linearGradient>`;
      return {
        defs: `<pattern id="weave" width="6" height="6" patternUnits="userSpaceOnUse">
          <rect width="6" height="6" fill="${c0}"/><path d="M0 1.5H6M0 4.5H6" stroke="${shade(c0, -0.15)}" stroke-width="1"/>
          <path d="M1.5 0V6M4.5 0V6" stroke="${shade(c0, 0.12)}" stroke-width="0.8" opacity="0.7"/></pattern>
          ${band("fold-light", "#ffffff", 0.1)}${band("fold-dark", "#000000", 0.12)}`,
        body: `<rect width="${w}" height="${h}" fill="url(#weave)"/>${folds.join("")}`,
      };
    }
  }
}

interface ShapeContext {
  main: string;
  accent: string;
  random: () => number;
}

/** Each outline is drawn in a 400 × 400 box, centred on (200, 200), standing on y ≈ 370. */
const SHAPES: Record<PhotoShape, (ctx: ShapeContext) => string> = {
  mug: ({ main }) => `
    <path d="M272 150 q78 0 78 62 q0 62 -78 62" fill="none" stroke="${shade(main, -0.2)}" stroke-width="26" stroke-linecap="round"/>
    <path d="M105 110 h182 v200 q0 48 -48 48 h-86 q-48 0 -48 -48 z" fill="url(#side)"/>
    <ellipse cx="196" cy="110" rx="91" ry="17" fill="${shade(main, -0.5)}"/>
    <ellipse cx="196" cy="110" rx="91" ry="17" fill="none" stroke="${shade(main, 0.25)}" stroke-width="4"/>
    <rect x="132" y="132" width="13" height="190" rx="6" fill="#fff" opacity="0.22"/>`,
  dress: ({ main }) => `
    <path d="M118 92 Q92 104 84 140 Q110 136 140 118 Z" fill="${shade(main, -0.1)}"/>
    <path d="M282 92 Q308 104 316 140 Q290 136 260 118 Z" fill="${shade(main, -0.1)}"/>
    <path d="M150 172 L250 172 Q305 290 330 378 Q200 398 70 378 Q95 290 150 172 Z" fill="url(#body)"/>
    <path d="M158 40 L184 52 Q200 96 216 52 L242 40 L262 92 L252 176 L148 176 L138 92 Z" fill="url(#body)"/>
    <path d="M200 98 Q190 220 150 380" fill="none" stroke="${shade(main, -0.35)}" stroke-width="3" opacity="0.7"/>
    <rect x="146" y="166" width="108" height="16" rx="5" fill="${shade(main, -0.25)}"/>
    <path d="M238 180 q18 40 6 86 M246 180 q26 34 22 74" fill="none" stroke="${shade(main, -0.25)}" stroke-width="9" stroke-linecap="round"/>`,
  necklace: ({ main }) => `
    <path d="M92 30 Q98 235 200 262 Q302 235 308 30" fill="none" stroke="${shade(main, -0.15)}" stroke-width="4"/>
    <path d="M92 30 Q98 235 200 262 Q302 235 308 30" fill="none" stroke="${shade(main, 0.35)}" stroke-width="2" stroke-dasharray="3 4"/>
    <rect x="193" y="256" width="14" height="20" rx="5" fill="url(#body)"/>
    <circle cx="200" cy="310" r="38" fill="url(#body)"/>
    <ellipse cx="200" cy="310" rx="28" ry="30" fill="url(#stone)"/>
    <ellipse cx="190" cy="298" rx="8" ry="5" fill="#fff" opacity="0.55"/>
    <circle cx="200" cy="310" r="38" fill="none" stroke="${shade(main, -0.3)}" stroke-width="2"/>`,
  laptop: ({ main }) => `
    <rect x="62" y="62" width="276" height="182" rx="12" fill="url(#body)"/>
    <rect x="75" y="74" width="250" height="158" rx="4" fill="#15191f"/>
    <path d="M75 74 L190 74 L110 232 L75 232 Z" fill="#fff" opacity="0.06"/>
    <circle cx="200" cy="68" r="2.5" fill="#333"/>
    <path d="M30 250 L370 250 L392 282 Q392 292 380 292 L20 292 Q8 292 8 282 Z" fill="url(#side)"/>
    <rect x="168" y="250" width="64" height="7" rx="3" fill="${shade(main, -0.3)}"/>
    <path d="M14 284 H386" stroke="${shade(main, 0.4)}" stroke-width="2" opacity="0.8"/>`,
  motorcycle: ({ accent }) => `
    <circle cx="92" cy="292" r="64" fill="none" stroke="#161616" stroke-width="24"/>
    <circle cx="92" cy="292" r="42" fill="none" stroke="${accent}" stroke-width="4"/>
    <circle cx="92" cy="292" r="11" fill="${accent}"/>
    <circle cx="312" cy="292" r="64" fill="none" stroke="#161616" stroke-width="24"/>
    <circle cx="312" cy="292" r="42" fill="none" stroke="${accent}" stroke-width="4"/>
    <circle cx="312" cy="292" r="11" fill="${accent}"/>
    <path d="M92 292 L170 205 L265 205 L312 292" fill="none" stroke="#2b2b2b" stroke-width="10" stroke-linejoin="round"/>
    <path d="M312 292 L288 140" stroke="${accent}" stroke-width="9" stroke-linecap="round"/>
    <path d="M272 132 L322 118" stroke="#1a1a1a" stroke-width="7" stroke-linecap="round"/>
    <circle cx="300" cy="168" r="15" fill="#e9e9e9" stroke="#333" stroke-width="3"/>
    <rect x="160" y="212" width="92" height="62" rx="9" fill="url(#accent)"/>
    <path d="M168 226 H244 M168 240 H244 M168 254 H244" stroke="${shade(accent, -0.4)}" stroke-width="3"/>
    <rect x="100" y="268" width="118" height="13" rx="6" fill="${shade(accent, 0.2)}"/>
    <path d="M186 164 Q238 128 288 162 L278 200 L196 200 Z" fill="url(#body)"/>
    <path d="M96 170 Q140 152 192 164 L192 182 L104 186 Z" fill="#1b1b1b"/>
    <path d="M62 206 Q92 184 126 196" fill="none" stroke="url(#body)" stroke-width="10" stroke-linecap="round"/>`,
  "candle-jar": ({ main, accent }) => `
    <rect x="116" y="96" width="168" height="248" rx="24" fill="#eef4f3" opacity="0.45"/>
    <rect x="126" y="150" width="148" height="186" rx="18" fill="url(#side)"/>
    <ellipse cx="200" cy="150" rx="74" ry="12" fill="${shade(main, 0.3)}"/>
    <path d="M200 150 L200 126" stroke="#2a2a2a" stroke-width="3"/>
    <rect x="140" y="214" width="120" height="66" rx="4" fill="url(#accent)"/>
    <path d="M156 236 H244 M166 252 H234 M176 266 H224" stroke="${shade(accent, -0.4)}" stroke-width="3"/>
    <rect x="116" y="96" width="168" height="248" rx="24" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.6"/>
    <rect x="132" y="108" width="10" height="222" rx="5" fill="#fff" opacity="0.35"/>`,
  sneaker: ({ main }) => `
    <path d="M36 302 L362 302 Q380 302 376 284 L370 270 L40 270 Q26 286 36 302 Z" fill="url(#accent)"/>
    <path d="M44 272 Q34 214 86 200 L168 182 Q204 134 252 146 L304 168 Q350 198 368 240 L370 272 Z" fill="url(#body)"/>
    <path d="M298 172 Q342 200 362 258" fill="none" stroke="${shade(main, -0.18)}" stroke-width="3"/>
    <path d="M44 272 Q32 226 62 202" fill="none" stroke="${shade(main, -0.2)}" stroke-width="4"/>
    ${[0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<path d="M${178 + i * 17} ${182 - i * 7} l12 10" stroke="${shade(main, -0.3)}" stroke-width="5" stroke-linecap="round"/>`,
      )
      .join("")}
    <path d="M60 250 Q200 236 352 252" fill="none" stroke="${shade(main, -0.12)}" stroke-width="2" stroke-dasharray="5 5"/>`,
  tote: ({ main }) => `
    <path d="M138 158 Q138 48 200 48 Q262 48 262 158" fill="none" stroke="${shade(main, -0.22)}" stroke-width="15"/>
    <path d="M92 152 L308 152 L324 366 L76 366 Z" fill="url(#body)"/>
    <path d="M92 152 L308 152 L310 176 L90 176 Z" fill="${shade(main, -0.12)}"/>
    <rect x="148" y="226" width="104" height="84" fill="${shade(main, -0.08)}" stroke="${shade(main, -0.25)}" stroke-width="2" stroke-dasharray="4 4"/>
    <path d="M150 158 Q150 70 200 70 Q250 70 250 158" fill="none" stroke="${shade(main, -0.3)}" stroke-width="13"/>`,
  tee: ({ main, accent }) => `
    <path d="M128 66 Q200 98 272 66 L348 104 L322 168 L286 152 L286 356 L114 356 L114 152 L78 168 L52 104 Z" fill="url(#body)"/>
    <path d="M162 74 Q200 106 238 74" fill="none" stroke="${shade(main, 0.18)}" stroke-width="8"/>
    <path d="M142 196 q10 -24 20 0 t20 0 t20 0 t20 0 t20 0 t20 0 t14 0" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round"/>
    <path d="M156 236 q9 -20 18 0 t18 0 t18 0 t18 0 t18 0" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round"/>
    <path d="M146 266 Q200 284 256 262" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`,
  "plant-pot": ({ main }) => `
    <path d="M116 150 L284 150 L258 340 Q256 354 242 354 L158 354 Q144 354 142 340 Z" fill="url(#side)"/>
    <rect x="100" y="116" width="200" height="44" rx="6" fill="url(#body)"/>
    <ellipse cx="200" cy="118" rx="94" ry="10" fill="#3a291f"/>
    <path d="M118 160 H282" stroke="${shade(main, -0.35)}" stroke-width="3" opacity="0.6"/>`,
  earrings: ({ accent }) =>
    [140, 262]
      .map(
        (x) => `
    <path d="M${x} 98 q0 -34 22 -34 q20 0 20 24" fill="none" stroke="${accent}" stroke-width="4"/>
    <circle cx="${x}" cy="112" r="9" fill="none" stroke="${accent}" stroke-width="4"/>
    <path d="M${x} 124 Q${x + 48} 214 ${x} 282 Q${x - 48} 214 ${x} 124 Z" fill="url(#body)"/>
    <ellipse cx="${x - 12}" cy="200" rx="7" ry="20" fill="#fff" opacity="0.25"/>`,
      )
      .join(""),
  blanket: ({ main }) =>
    [110, 180, 250]
      .map((y, layer) => {
        const stitches: string[] = [];
        for (let row = 0; row < 3; row++) {
          for (let x = 84; x < 312; x += 22) {
            stitches.push(`M${x} ${y + 14 + row * 20} l11 13 l11 -13`);
          }
        }
        return `
    <rect x="70" y="${y}" width="264" height="${layer === 2 ? 96 : 74}" rx="34" fill="url(#body)"/>
    <path d="${stitches.join(" ")}" fill="none" stroke="${shade(main, -0.3)}" stroke-width="6" stroke-linejoin="round" opacity="0.55"/>
    <path d="M80 ${y + 6} H326" stroke="${shade(main, 0.3)}" stroke-width="4" opacity="0.5"/>`;
      })
      .join(""),
  "sticker-pack": () => `
    <g stroke="#ffffff" stroke-width="10" stroke-linejoin="round">
      <path d="M112 72 l20 40 l44 6 l-32 30 l8 44 l-40 -22 l-40 22 l8 -44 l-32 -30 l44 -6 z" fill="#f2c230"/>
      <circle cx="280" cy="118" r="56" fill="#e8588e"/>
      <rect x="74" y="228" width="120" height="84" rx="20" fill="#3b82c4"/>
      <path d="M300 220 q60 40 0 130 q-60 -90 0 -130 z" fill="#46a35e"/>
      <path d="M214 262 q-28 -40 -8 -56 q18 -14 30 8 q12 -22 30 -8 q20 16 -8 56 l-22 24 z" fill="#f08a3c"/>
    </g>`,
  "cutting-board": ({ main, random }) => {
    const grain = Array.from({ length: 22 }, (_, i) => {
      const y = 128 + i * 10 + random() * 4;
      return `<path d="M84 ${y.toFixed(1)} Q200 ${(y + (random() - 0.5) * 16).toFixed(1)} 316 ${(y + (random() - 0.5) * 6).toFixed(1)}" fill="none" stroke="${shade(main, -0.3)}" stroke-width="${(1 + random() * 2).toFixed(1)}" opacity="0.45"/>`;
    });
    return `
    <rect x="164" y="56" width="72" height="84" rx="22" fill="url(#body)"/>
    <rect x="78" y="112" width="244" height="244" rx="26" fill="url(#body)"/>
    ${grain.join("")}
    <circle cx="200" cy="88" r="13" fill="${shade(main, -0.55)}"/>
    <rect x="78" y="112" width="244" height="244" rx="26" fill="none" stroke="${shade(main, -0.35)}" stroke-width="3"/>`;
  },
  "dog-collar": ({ main, accent }) => `
    <ellipse cx="200" cy="220" rx="138" ry="96" fill="none" stroke="url(#body)" stroke-width="36"/>
    <ellipse cx="200" cy="220" rx="138" ry="96" fill="none" stroke="${shade(main, 0.3)}" stroke-width="2" stroke-dasharray="6 6"/>
    <rect x="318" y="192" width="34" height="56" rx="6" fill="none" stroke="${accent}" stroke-width="7"/>
    <path d="M335 194 V246" stroke="${accent}" stroke-width="5"/>
    <path d="M182 316 q18 34 36 0" fill="none" stroke="${accent}" stroke-width="7"/>
    ${[0, 1, 2].map((i) => `<circle cx="${120 + i * 26}" cy="${306 - i * 6}" r="5" fill="${accent}"/>`).join("")}`,
  "soap-bar": ({ main, random }) => {
    const specks = Array.from(
      { length: 90 },
      () =>
        `<circle cx="${(100 + random() * 200).toFixed(1)}" cy="${(140 + random() * 130).toFixed(1)}" r="${(1 + random() * 2.2).toFixed(1)}" fill="${shade(main, -0.4)}" opacity="0.6"/>`,
    );
    return `
    <rect x="84" y="128" width="232" height="158" rx="42" fill="url(#side)"/>
    <rect x="102" y="140" width="196" height="124" rx="34" fill="${shade(main, 0.15)}" opacity="0.6"/>
    ${specks.join("")}
    <rect x="84" y="128" width="232" height="158" rx="42" fill="none" stroke="${shade(main, -0.25)}" stroke-width="3"/>`;
  },
  "film-camera": ({ main, accent }) => `
    <rect x="52" y="132" width="296" height="154" rx="14" fill="url(#body)"/>
    <path d="M60 150 H340 M60 270 H340" stroke="${shade(main, 0.2)}" stroke-width="2" opacity="0.5"/>
    <rect x="52" y="110" width="296" height="42" rx="10" fill="url(#accent)"/>
    <path d="M156 112 L180 66 L220 66 L244 112 Z" fill="url(#accent)"/>
    <rect x="270" y="92" width="40" height="18" rx="4" fill="${shade(accent, -0.2)}"/>
    <rect x="84" y="96" width="30" height="14" rx="3" fill="${shade(accent, -0.2)}"/>
    <circle cx="200" cy="214" r="70" fill="#0d0d0d" stroke="url(#accent)" stroke-width="9"/>
    <circle cx="200" cy="214" r="48" fill="#1c2a3c"/>
    <circle cx="200" cy="214" r="30" fill="#24364f"/>
    <ellipse cx="186" cy="198" rx="12" ry="8" fill="#fff" opacity="0.35"/>`,
  onesie: ({ main, accent }) => `
    <path d="M138 66 Q200 94 262 66 L326 100 L304 156 L272 144 L272 280 Q272 324 236 344 L226 374 L174 374 L164 344 Q128 324 128 280 L128 144 L96 156 L74 100 Z" fill="url(#body)"/>
    <path d="M168 72 Q200 100 232 72" fill="none" stroke="${shade(main, -0.2)}" stroke-width="7"/>
    ${[186, 200, 214].map((x) => `<circle cx="${x}" cy="364" r="4" fill="${accent}"/>`).join("")}
    <path d="M96 156 L128 144 M304 156 L272 144" stroke="${shade(main, -0.2)}" stroke-width="4"/>`,
};
