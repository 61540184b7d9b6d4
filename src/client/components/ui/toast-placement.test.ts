import { describe, expect, it } from "vitest";
import { choosePlacement, type Rect, stackRect } from "./toast-placement";

const phone = { width: 360, height: 800 };
const desktop = { width: 1280, height: 800 };
const box = (left: number, top: number, width: number, height: number): Rect => ({
  left,
  top,
  width,
  height,
});

describe("where the toasts sit", () => {
  it("takes a phone's whole width at the top, clear of the sticky Generate bar at the bottom", () => {
    const stickyBar = box(0, 700, 360, 100);
    expect(choosePlacement(phone, 90, [stickyBar])).toBe("top");
    expect(stackRect("top", phone, 90)).toEqual(box(0, 0, 360, 90));
  });

  it("goes to the bottom of a phone when something to keep in view is at the top", () => {
    const counterAtTop = box(250, 40, 90, 16);
    expect(choosePlacement(phone, 90, [counterAtTop])).toBe("bottom");
    expect(stackRect("bottom", phone, 90)).toEqual(box(0, 710, 360, 90));
  });

  it("sits top right on a desktop, and moves to the next free corner when that covers a counter", () => {
    expect(choosePlacement(desktop, 90, [])).toBe("top-right");
    expect(stackRect("top-right", desktop, 90)).toEqual(box(860, 0, 420, 90));
    const counter = box(880, 60, 60, 16);
    expect(choosePlacement(desktop, 90, [counter])).toBe("bottom-right");
    const copyAtBottom = box(1100, 760, 80, 32);
    expect(choosePlacement(desktop, 90, [counter, copyAtBottom])).toBe("top-left");
  });

  it("covers as little as it can when every corner covers something", () => {
    const topBand = box(0, 0, 1280, 20);
    const bottomBand = box(0, 790, 1280, 10);
    expect(choosePlacement(desktop, 90, [topBand, bottomBand])).toBe("bottom-right");
  });
});
