import type SharpModule from "sharp";

let loading: Promise<typeof SharpModule> | undefined;

/**
 * sharp (libvips, a native library) loaded on first use: loading it cost a copy ~0.1–0.3 s of CPU
 * and some 20 MB before it could serve. main.ts warms it just after the server listens, so the
 * first upload does not wait for it either.
 */
export function loadSharp(): Promise<typeof SharpModule> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
