import { strToU8, type Zippable, zipSync } from "fflate";

export interface ArchiveEntry {
  name: string;
  /** Text is written as UTF-8; bytes as they are. */
  content: string | Uint8Array;
  /** Already compressed (a JPEG, WebP…): stored as is, since deflating it again only costs time. */
  compressed?: boolean;
}

/**
 * A .zip of the entries, in the order given, each dated `modified`. Built in memory: a download is
 * one photo of at most 10 MB (in practice a re-encoded copy well under 1 MB) and a few small texts,
 * and a stored photo is not deflated, so this takes a few milliseconds.
 */
export function zipArchive(entries: readonly ArchiveEntry[], modified: Date): Uint8Array {
  const files: Zippable = {};
  for (const entry of entries) {
    if (Object.hasOwn(files, entry.name)) throw new Error(`Two archive entries are named ${entry.name}`);
    const data = typeof entry.content === "string" ? strToU8(entry.content) : entry.content;
    files[entry.name] = [data, { level: entry.compressed ? 0 : 6, mtime: modified }];
  }
  return zipSync(files);
}
