/** The storage round trip the lab tests use (the page injects the real one; tests pass a fake). */
export type UploadImage = (file: File) => Promise<{ objectPath: string }>;

/** Only image files are tested (spec supporting-areas §5). */
export const isImageFile = (file: File): boolean => file.type.startsWith("image/");

/** A file's bytes as a data URL, which every image field of the API accepts as base64. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("Could not read the file"));
    reader.readAsDataURL(file);
  });
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
