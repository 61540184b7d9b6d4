import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { imageFactsSchema } from "../../../domain/ai-image";
import { BUSY_CODE, WorkQueue } from "../images/work-queue";
import { analyseImage, deltaE2000, describeFacts, nameHex, PALETTE_NAMES, sampleImage } from "./image-facts";

const solid = (hex: string, width = 512, height = 512) =>
  sharp({ create: { width, height, channels: 3, background: hex } })
    .jpeg()
    .toBuffer();

/** A white square with a coloured block in the middle (a product shot on white). */
async function onWhite(hex: string, size = 1000, block = 400) {
  const centre = await sharp({ create: { width: block, height: block, channels: 3, background: hex } })
    .png()
    .toBuffer();
  const offset = Math.round((size - block) / 2);
  return sharp({ create: { width: size, height: size, channels: 3, background: "#ffffff" } })
    .composite([{ input: centre, left: offset, top: offset }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Left part one colour, right part another. */
async function split(left: string, right: string, leftShare: number) {
  const width = 600;
  const leftWidth = Math.round(width * leftShare);
  const block = await sharp({ create: { width: leftWidth, height: 400, channels: 3, background: left } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height: 400, channels: 3, background: right } })
    .composite([{ input: block, left: 0, top: 0 }])
    .jpeg({ quality: 92 })
    .toBuffer();
}

describe("analyseImage", () => {
  it("names a solid terracotta square terracotta, and measures it", async () => {
    const facts = await analyseImage(await solid("#c4683f"));
    expect(imageFactsSchema.parse(facts)).toEqual(facts);
    expect(facts).toMatchObject({
      width: 512,
      height: 512,
      orientation: "square",
      plainWhiteBackground: false,
    });
    expect(facts.colors[0]?.name).toBe("terracotta");
    expect(facts.colors[0]?.share).toBeGreaterThan(0.9);
    expect(facts.colors[0]?.hex).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("sees a plain white background and reports the subject's colour, not the backdrop", async () => {
    const facts = await analyseImage(await onWhite("#1f2b4a"));
    expect(facts.plainWhiteBackground).toBe(true);
    expect(facts.colors.map((colour) => colour.name)).toContain("navy blue");
    expect(facts.colors.map((colour) => colour.name)).not.toContain("white");
  });

  it("does not call a coloured backdrop white", async () => {
    const facts = await analyseImage(await solid("#9caf88"));
    expect(facts.plainWhiteBackground).toBe(false);
    expect(facts.colors[0]?.name).toBe("sage green");
  });

  it("tells dark, balanced and bright images apart", async () => {
    expect((await analyseImage(await solid("#161616"))).brightness).toBe("dark");
    expect((await analyseImage(await solid("#8a7f74"))).brightness).toBe("balanced");
    expect((await analyseImage(await solid("#f7f4ee"))).brightness).toBe("bright");
  });

  it("reads the orientation, with about 5% tolerance for square, and the normalised copy's size", async () => {
    // Writers are told the size of the copy they are given (≤ 1024 px, as normaliseImage makes it).
    expect(await analyseImage(await solid("#336699", 1600, 1200))).toMatchObject({
      width: 1024,
      height: 768,
      orientation: "landscape",
    });
    expect(await analyseImage(await solid("#336699", 640, 480))).toMatchObject({ width: 640, height: 480 });
    expect((await analyseImage(await solid("#336699", 600, 900))).orientation).toBe("portrait");
    expect((await analyseImage(await solid("#336699", 1000, 1030))).orientation).toBe("square");
  });

  it("ranks colours by share and merges shades that share a name", async () => {
    const facts = await analyseImage(await split("#d4a12a", "#1f2b4a", 0.3));
    const names = facts.colors.map((colour) => colour.name);
    expect(names[0]).toBe("navy blue");
    expect(names).toContain("mustard yellow");
    expect(new Set(names).size).toBe(names.length);
    const shares = facts.colors.map((colour) => colour.share);
    expect([...shares].sort((a, b) => b - a)).toEqual(shares);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeLessThanOrEqual(1.001);
    expect(facts.colors.length).toBeLessThanOrEqual(4);
  });

  it("flattens transparency onto white", async () => {
    const png = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: await sharp({ create: { width: 120, height: 120, channels: 4, background: "#74202e" } })
            .png()
            .toBuffer(),
          left: 90,
          top: 90,
        },
      ])
      .png()
      .toBuffer();
    const facts = await analyseImage(png);
    expect(facts.plainWhiteBackground).toBe(true);
    expect(facts.colors[0]?.name).toBe("burgundy");
  });

  it("is deterministic", async () => {
    const buffer = await split("#e8409a", "#f0e2c4", 0.5);
    expect(await analyseImage(buffer)).toEqual(await analyseImage(buffer));
  });

  it("decodes only when the image work queue gives it a slot, ahead of new work, and gives it back", async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 1 });
    let release!: () => void;
    const holding = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    // Waiting behind the holder: new work (first), then the analysis.
    let waitingWhenNewWorkStarted: number | undefined;
    const newWork = queue.run(async () => {
      waitingWhenNewWorkStarted = queue.waiting;
    });
    const buffer = await solid("#c4683f");
    const analysed = analyseImage(buffer, { queue });
    // The line (1) is full, yet the analysis waits rather than being refused: it is a follow-up.
    await vi.waitFor(() => expect(queue.waiting).toBe(2));
    await expect(queue.run(async () => "more new work")).rejects.toMatchObject({ code: BUSY_CODE });
    release();
    await holding;
    expect((await analysed).colors[0]?.name).toBe("terracotta");
    await newWork;
    // The analysis had gone already when the earlier new work got the slot.
    expect(waitingWhenNewWorkStarted).toBe(0);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("samples a new photo as new image work: refused with the busy code when the line is full", async () => {
    const queue = new WorkQueue({ concurrency: 1, maxWaiting: 0 });
    let release!: () => void;
    const holding = queue.run(() => new Promise<void>((resolve) => (release = resolve)));
    await expect(sampleImage(await solid("#c4683f"), { queue })).rejects.toMatchObject({ code: BUSY_CODE });
    release();
    await holding;
    expect((await sampleImage(await solid("#c4683f"), { queue })).detail.width).toBe(128);
  });
});

/** A scene drawn in SVG (shapes, gradients, blurred shadows) and encoded as a JPEG. */
function scene(width: number, height: number, body: string, quality = 90) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality }).toBuffer();
}

/** Palette names by family: the naming of a shade is fuzzy, its family is not. */
const FAMILY = {
  red: ["red", "cherry red", "brick red", "burgundy"],
  orange: ["orange", "burnt orange", "apricot", "terracotta", "rust"],
  yellow: ["yellow", "lemon yellow", "butter yellow", "mustard yellow"],
  gold: ["gold", "mustard yellow", "khaki", "sand", "camel", "caramel", "tan"],
  white: ["white", "off-white", "cream", "light grey"],
  black: ["black", "charcoal"],
  navy: ["navy blue", "denim blue", "petrol blue", "slate grey", "charcoal"],
  blue: ["blue", "royal blue", "cornflower blue", "denim blue"],
  teal: ["teal", "petrol blue", "turquoise", "emerald green"],
  green: ["green", "emerald green", "forest green", "lime green"],
  pink: ["pink", "baby pink", "blush pink", "dusty pink", "hot pink"],
  /** Colourless: what a shadow, a glint or a grey backdrop would be named. */
  neutral: ["white", "off-white", "light grey", "grey", "stone", "slate grey", "charcoal", "black", "taupe"],
} satisfies Record<string, string[]>;

const names = (colours: ReadonlyArray<{ name: string }>) => colours.map((colour) => colour.name);

/** A mug: a body with side shading, a handle ring (showing the backdrop through it), a rim. */
const mug = (fill: string, dark: string) => `
  <defs><linearGradient id="shade" x1="0" x2="1" y1="0" y2="0">
    <stop offset="0" stop-color="${dark}"/><stop offset="0.35" stop-color="${fill}"/>
    <stop offset="0.7" stop-color="${fill}"/><stop offset="1" stop-color="${dark}"/>
  </linearGradient></defs>
  <circle cx="650" cy="500" r="110" fill="none" stroke="${fill}" stroke-width="45"/>
  <rect x="300" y="280" width="340" height="440" rx="30" fill="url(#shade)"/>
  <ellipse cx="470" cy="285" rx="170" ry="22" fill="${dark}"/>`;

describe("analyseImage: the product apart from its backdrop", () => {
  const redMugOnOrange = (quality = 90) =>
    scene(
      1000,
      1000,
      `<rect width="1000" height="1000" fill="#f08a24"/>${mug("#a3121f", "#6e0c15")}`,
      quality,
    );

  it("names a deep-red mug red and its orange backdrop orange", async () => {
    const facts = await analyseImage(await redMugOnOrange());
    expect(imageFactsSchema.parse(facts)).toEqual(facts);
    expect(FAMILY.red).toContain(facts.productColors[0]?.name);
    expect(names(facts.productColors).filter((name) => FAMILY.orange.includes(name))).toEqual([]);
    expect(FAMILY.orange).toContain(facts.backgroundColor?.name);
    expect(facts.backgroundColor?.hex).toMatch(/^#[0-9a-f]{6}$/);
    // Body 340×440 + handle ≈ 0.19 of the image.
    expect(facts.foregroundShare).toBeGreaterThan(0.12);
    expect(facts.foregroundShare).toBeLessThan(0.3);
    // The old whole-image colours still lead with the backdrop: they are unchanged.
    expect(facts.colors[0]?.name).toBe("orange");
  });

  it("survives JPEG noise (quality 70)", async () => {
    const facts = await analyseImage(await redMugOnOrange(70));
    expect(FAMILY.red).toContain(facts.productColors[0]?.name);
    expect(FAMILY.orange).toContain(facts.backgroundColor?.name);
    expect(facts.foregroundShare).toBeGreaterThan(0.12);
    expect(facts.foregroundShare).toBeLessThan(0.3);
  });

  it("finds a white sneaker on dark navy", async () => {
    const sneaker = `
      <rect width="1200" height="900" fill="#1f2b4a"/>
      <path d="M250 560 C260 420 380 360 480 380 C560 300 700 330 760 420 C860 440 960 480 960 560 Z" fill="#f4f4f1"/>
      <rect x="240" y="555" width="730" height="60" rx="25" fill="#e4e4e0"/>
      <path d="M520 400 L600 380 M540 430 L620 410" stroke="#bdbdbd" stroke-width="8"/>`;
    const facts = await analyseImage(await scene(1200, 900, sneaker));
    expect(FAMILY.white).toContain(facts.productColors[0]?.name);
    expect(FAMILY.navy).toContain(facts.backgroundColor?.name);
  });

  it("finds a black tee on yellow", async () => {
    const tee = `
      <rect width="900" height="1100" fill="#f7d22e"/>
      <path d="M330 200 L400 180 C420 230 480 240 500 180 L570 200 L720 300 L660 420 L600 380 L600 880
        L300 880 L300 380 L240 420 L180 300 Z" fill="#161616"/>`;
    const facts = await analyseImage(await scene(900, 1100, tee));
    expect(FAMILY.black).toContain(facts.productColors[0]?.name);
    expect(FAMILY.yellow).toContain(facts.backgroundColor?.name);
    expect(names(facts.productColors).filter((name) => FAMILY.yellow.includes(name))).toEqual([]);
  });

  it("does not report a soft drop shadow as a product colour (gold on off-white)", async () => {
    const gold = `
      <defs><filter id="soft" x="-50%" y="-50%" width="200%" height="200%">
        <feGaussianBlur stdDeviation="22"/></filter></defs>
      <rect width="1000" height="1000" fill="#f5f5f5"/>
      <ellipse cx="530" cy="790" rx="260" ry="55" fill="#000000" fill-opacity="0.3" filter="url(#soft)"/>
      <path d="M400 250 L600 250 L640 320 C720 420 720 640 640 780 L360 780 C280 640 280 420 360 320 Z" fill="#c9a43e"/>
      <rect x="420" y="230" width="160" height="30" rx="8" fill="#b08a30"/>`;
    const facts = await analyseImage(await scene(1000, 1000, gold));
    expect(FAMILY.gold).toContain(facts.productColors[0]?.name);
    expect(names(facts.productColors).filter((name) => FAMILY.neutral.includes(name))).toEqual([]);
    expect(FAMILY.white).toContain(facts.backgroundColor?.name);
    expect(facts.plainWhiteBackground).toBe(true);
  });

  it("models a backdrop that fades from light to darker grey as one backdrop", async () => {
    const gradient = `
      <defs><linearGradient id="fade" x1="0" x2="0" y1="0" y2="1">
        <stop offset="0" stop-color="#ececec"/><stop offset="1" stop-color="#bdbdbd"/>
      </linearGradient></defs>
      <rect width="1000" height="800" fill="url(#fade)"/>
      <rect x="380" y="220" width="260" height="380" rx="40" fill="#178c8c"/>`;
    const facts = await analyseImage(await scene(1000, 800, gradient));
    expect(FAMILY.teal).toContain(facts.productColors[0]?.name);
    expect(names(facts.productColors).filter((name) => FAMILY.neutral.includes(name))).toEqual([]);
    expect(FAMILY.neutral).toContain(facts.backgroundColor?.name);
    // 260×380 of 1000×800 ≈ 0.12 — the darker lower backdrop is not foreground.
    expect(facts.foregroundShare).toBeGreaterThan(0.08);
    expect(facts.foregroundShare).toBeLessThan(0.18);
  });

  it("does not let a specular highlight outvote the body colour", async () => {
    const bottle = `
      <rect width="1000" height="1000" fill="#dccaa6"/>
      <rect x="380" y="200" width="240" height="600" rx="60" fill="#2f6bd1"/>
      <ellipse cx="450" cy="420" rx="22" ry="110" fill="#ffffff"/>
      <ellipse cx="455" cy="600" rx="12" ry="30" fill="#fbfbfb"/>`;
    const facts = await analyseImage(await scene(1000, 1000, bottle));
    expect(FAMILY.blue).toContain(facts.productColors[0]?.name);
    expect(facts.productColors[0]?.share).toBeGreaterThan(0.8);
    expect(names(facts.productColors)).not.toContain("white");
  });

  it("still finds a product cropped by one edge", async () => {
    const cropped = `
      <rect width="1000" height="1000" fill="#f8cfdc"/>
      <rect x="330" y="420" width="340" height="700" rx="50" fill="#3c9e4a"/>`;
    const facts = await analyseImage(await scene(1000, 1000, cropped));
    expect(FAMILY.green).toContain(facts.productColors[0]?.name);
    expect(FAMILY.pink).toContain(facts.backgroundColor?.name);
    expect(facts.foregroundShare).toBeGreaterThan(0.14);
    expect(facts.foregroundShare).toBeLessThan(0.24);
  });

  it("takes a wall and a table top together as the backdrop", async () => {
    const roomSet = `
      <rect width="1000" height="600" fill="#e8dcc8"/><rect y="600" width="1000" height="400" fill="#8a5a36"/>
      ${mug("#1f5fbf", "#163f80")}`;
    const facts = await analyseImage(await scene(1000, 1000, roomSet));
    expect(FAMILY.blue).toContain(facts.productColors[0]?.name);
    expect(names(facts.productColors)).not.toContain("brown");
    expect(facts.foregroundShare).toBeLessThan(0.3);
  });

  it("reports a striped product's two colours, not the blend at their edges", async () => {
    const stripes = Array.from(
      { length: 8 },
      (_, index) =>
        `<rect x="300" y="${250 + index * 60}" width="400" height="30" fill="#1f2b4a"/>` +
        `<rect x="300" y="${280 + index * 60}" width="400" height="30" fill="#ffffff"/>`,
    ).join("");
    const facts = await analyseImage(
      await scene(1000, 1000, `<rect width="1000" height="1000" fill="#b7b7b7"/>${stripes}`),
    );
    expect(names(facts.productColors).sort()).toEqual(["navy blue", "white"]);
  });

  it("separates nothing in a full-bleed noisy photo", async () => {
    let seed = 12345;
    const random = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed >>> 24;
    };
    const raw = Buffer.alloc(600 * 400 * 3);
    for (let index = 0; index < raw.length; index++) raw[index] = random();
    const noise = await sharp(raw, { raw: { width: 600, height: 400, channels: 3 } })
      .blur(1.2)
      .jpeg({ quality: 80 })
      .toBuffer();
    const facts = await analyseImage(noise);
    expect(facts.productColors).toEqual([]);
    expect(facts.backgroundColor).toBeNull();
    expect(facts.foregroundShare).toBe(0);
  });

  it("separates nothing in a full-bleed pattern", async () => {
    const stripes = Array.from(
      { length: 10 },
      (_, index) =>
        `<rect x="${index * 100}" width="100" height="1000" fill="${["#cc2a2e", "#2f6bd1", "#f7d22e", "#3c9e4a", "#ffffff"][index % 5]}"/>`,
    ).join("");
    const facts = await analyseImage(
      await scene(1000, 1000, `${stripes}<circle cx="500" cy="500" r="150" fill="#121212"/>`),
    );
    expect(facts.productColors).toEqual([]);
    expect(facts.backgroundColor).toBeNull();
  });

  it("separates nothing in a flat single-colour image", async () => {
    const facts = await analyseImage(await solid("#c4683f"));
    expect(facts.productColors).toEqual([]);
    expect(facts.backgroundColor?.name).toBe("terracotta");
    expect(facts.foregroundShare).toBe(0);
  });

  it("reports the subject on plain white as the product", async () => {
    const facts = await analyseImage(await onWhite("#1f2b4a"));
    expect(facts.productColors[0]?.name).toBe("navy blue");
    expect(facts.backgroundColor?.name).toBe("white");
    expect(facts.foregroundShare).toBeCloseTo(0.16, 1);
  });

  it("is deterministic and within three colours whose shares fit the product", async () => {
    const buffer = await redMugOnOrange();
    const facts = await analyseImage(buffer);
    expect(await analyseImage(buffer)).toEqual(facts);
    expect(facts.productColors.length).toBeLessThanOrEqual(3);
    expect(facts.productColors.reduce((sum, colour) => sum + colour.share, 0)).toBeLessThanOrEqual(1.001);
  });

  it("still parses facts stored before the product was separated", () => {
    const old = {
      width: 10,
      height: 10,
      orientation: "square",
      colors: [],
      brightness: "dark",
      plainWhiteBackground: false,
    };
    expect(imageFactsSchema.parse(old)).toEqual({
      ...old,
      productColors: [],
      backgroundColor: null,
      foregroundShare: 0,
    });
  });
});

describe("colour naming", () => {
  it("uses the words shop owners use", () => {
    expect(nameHex("#9caf88")).toBe("sage green");
    expect(nameHex("#1f2a44")).toBe("navy blue");
    expect(nameHex("#800020")).toBe("burgundy");
    expect(nameHex("#008080")).toBe("teal");
    expect(nameHex("#d4a017")).toBe("mustard yellow");
    expect(nameHex("#fffdd0")).toBe("cream");
    expect(nameHex("#36454f")).toBe("charcoal");
    expect(nameHex("#c2b280")).toBe("sand");
  });

  it("has a curated palette of 60–100 distinct names", () => {
    expect(PALETTE_NAMES.length).toBeGreaterThanOrEqual(60);
    expect(PALETTE_NAMES.length).toBeLessThanOrEqual(100);
    expect(new Set(PALETTE_NAMES).size).toBe(PALETTE_NAMES.length);
  });

  it("computes CIEDE2000 like the published test data (Sharma, Wu & Dalal 2005)", () => {
    expect(deltaE2000({ L: 50, a: 2.6772, b: -79.7751 }, { L: 50, a: 0, b: -82.7485 })).toBeCloseTo(
      2.0425,
      3,
    );
    expect(deltaE2000({ L: 50, a: 2.5, b: 0 }, { L: 73, a: 25, b: -18 })).toBeCloseTo(27.1492, 3);
    expect(deltaE2000({ L: 60, a: 10, b: 10 }, { L: 60, a: 10, b: 10 })).toBe(0);
  });
});

describe("describeFacts", () => {
  it("reads like a sentence", () => {
    expect(
      describeFacts({
        width: 1024,
        height: 768,
        orientation: "landscape",
        colors: [
          { name: "terracotta", hex: "#c86b47", share: 0.6 },
          { name: "cream", hex: "#f0e2c4", share: 0.3 },
        ],
        brightness: "bright",
        plainWhiteBackground: true,
        productColors: [{ name: "terracotta", hex: "#c86b47", share: 1 }],
        backgroundColor: { name: "cream", hex: "#f0e2c4" },
        foregroundShare: 0.6,
      }),
    ).toBe(
      "A landscape photo (1024×768), mostly terracotta (60%) and cream (30%), on a plain white background; bright overall.",
    );
  });
});
