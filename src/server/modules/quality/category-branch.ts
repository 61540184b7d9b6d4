/**
 * Why: a listing filed under the wrong category is hard to find (a MacBook under Home & Living),
 * and one filed only at the top level is barely better. The suite knows, for each brief, the
 * branch of the marketplace's taxonomy the category must sit in; this compares paths segment by
 * segment, so "Home & Garden > Decor" is not taken for "Home & Garden > Decorations".
 */
export function categoryInBranch(category: string, branches: string | readonly string[]): boolean {
  const path = segments(category);
  if (path.length === 0) return false;
  return (typeof branches === "string" ? [branches] : branches).some((branch) => {
    const prefix = segments(branch);
    return prefix.length > 0 && prefix.length <= path.length && prefix.every((part, i) => part === path[i]);
  });
}

/** Marketplace paths are written with ">", "›" or "»"; case and spacing vary. */
export function segments(path: string): string[] {
  return path
    .split(/[>›»]/)
    .map((part) => part.replace(/\s+/g, " ").trim().toLowerCase())
    .filter(Boolean);
}
