/** `2026-11-22T13-05-11Z`: the timestamp in export file names; sortable, and safe in every file system. */
export function fileTimestamp(now = new Date()): string {
  return now
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replaceAll(":", "-");
}
