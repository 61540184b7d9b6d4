import sharp from "sharp";
import { describe, expect, it, vi } from "vitest";
import { imageFactsSchema } from "../../../domain/ai-image";
import { BUSY_CODE, WorkQueue } from "../images/work-queue";
import { analyseImage, deltaE2000, describeFacts, nameHex, PALETTE_NAMES } from "./image-facts";

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

  it("reads the orientation, with about 5% tolerance for square", async () => {
    expect(await analyseImage(await solid("#336699", 1600, 1200))).toMatchObject({
      width: 1600,
      height: 1200,
      orientation: "landscape",
    });
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
      }),
    ).toBe(
      "A landscape photo (1024×768), mostly terracotta (60%) and cream (30%), on a plain white background; bright overall.",
    );
  });
});
