/** Saves a Blob through a temporary object URL and a download link (no new window, no navigation). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function saveText(text: string, filename: string, type = "text/plain;charset=utf-8"): void {
  saveBlob(new Blob([text], { type }), filename);
}

/** The filename of an attachment reply (`attachment; filename="x.csv"` or RFC 5987 `filename*=`). */
export function filenameFromContentDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim().replace(/^"|"$/g, ""));
    } catch {
      // Badly encoded: fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header)?.[1]?.trim();
  return plain || fallback;
}

const photoExtensions: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

/**
 * Saves a photo the signed-in seller may open (`/objects/uploads/…`) as `<baseName>.<ext>`, the
 * extension from the type the server sends (the stored copy may be WebP though a JPEG was sent).
 * Rejects when the photo cannot be fetched.
 */
export async function downloadPhoto(imagePath: string, baseName: string): Promise<void> {
  const res = await fetch(imagePath, { credentials: "include" });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
  const blob = await res.blob();
  const type = (res.headers.get("Content-Type") ?? blob.type).split(";")[0]?.trim().toLowerCase() ?? "";
  saveBlob(blob, `${baseName}.${photoExtensions[type] ?? "jpg"}`);
}
