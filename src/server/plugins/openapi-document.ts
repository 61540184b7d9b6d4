/** The committed document's exact text: stable key order is the route order, two-space JSON. */
export function formatOpenApiDocument(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
