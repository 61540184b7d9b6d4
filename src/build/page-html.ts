/** The template's empty mount point (src/client/index.html), which a prerendered page fills. */
export const EMPTY_ROOT = '<div id="root"></div>';

/**
 * A prerendered page: the built index.html with React's output in #root (scripts/prerender.ts).
 * React writes a page's <title> and <meta> (hoistables) at the start of its output; they belong in
 * <head>, where React's hydration looks for them, replacing the template's generic title.
 */
export function pageHtml(template: string, body: string): string {
  const hoisted = /^(?:<(?:title>[^<]*<\/title|meta [^>]*|link [^>]*)>)+/.exec(body)?.[0] ?? "";
  const content = body.slice(hoisted.length);
  const head = hoisted.includes("<title>") ? template.replace(/<title>[^<]*<\/title>\s*/, "") : template;
  return head.replace("</head>", `${hoisted}</head>`).replace(EMPTY_ROOT, `<div id="root">${content}</div>`);
}
