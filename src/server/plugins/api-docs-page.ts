/**
 * The API reference page around Swagger UI: the HTML shell @fastify/swagger-ui serves, finished
 * with what a phone and a screen reader need (a viewport, a way back to the app, a main landmark),
 * and a theme that gives Swagger UI's light look WCAG AA contrast and a layout that fits 360 px.
 * Everything here is markup and CSS: the page keeps running no inline script (the CSP's
 * script-src 'self' holds), and the inline styles Swagger UI sets are allowed by style-src.
 */

/** The name in the site header (src/client/components/layout/site-header.tsx). */
export const PRODUCT_NAME = "Seller Content Studio";

/** The text of the link from the reference back to the app. */
export const BACK_TO_APP_TEXT = `Back to ${PRODUCT_NAME}`;

/** The theme stylesheet's file name, served by @fastify/swagger-ui under /api/docs/static/theme/. */
export const API_DOCS_THEME_FILE = "studio-theme.css";

/** The theme script's file name (a file like the rest: the CSP allows no inline script). */
export const API_DOCS_SCRIPT_FILE = "studio-names.js";

/**
 * Names for the controls Swagger UI renders without one (axe's button-name, label and select-name
 * rules) and levels for its headings (heading-order): the server list, the authorization dialog's close button (an icon), and in "Try it out" the parameter
 * fields and the request body editor.
 * React leaves attributes it does not manage alone; an element it renders anew is named again.
 */
export const API_DOCS_SCRIPT = `"use strict";
(function () {
  var unnamed = [
    [".swagger-ui button.close-modal", "Close"],
    [".swagger-ui select#servers", "Server"],
    [".swagger-ui textarea.body-param__text", "Request body (JSON)"],
    [".swagger-ui .curl-command textarea, .swagger-ui textarea.curl", "curl command"]
  ];
  function nameThem() {
    // A parameter's value field, by the parameter's name.
    document.querySelectorAll(".swagger-ui tr[data-param-name]").forEach(function (row) {
      row.querySelectorAll("select, input, textarea").forEach(function (field) {
        if (!field.hasAttribute("aria-label")) {
          field.setAttribute("aria-label", row.getAttribute("data-param-name") + " (" + row.getAttribute("data-param-in") + ")");
        }
      });
    });
    // Swagger UI's title is an h1 and its sections start at h3: each heading below the title is
    // read one level up, so the outline has no gap (axe's heading-order).
    document.querySelectorAll(".swagger-ui h3, .swagger-ui h4, .swagger-ui h5, .swagger-ui h6").forEach(function (heading) {
      if (!heading.hasAttribute("aria-level")) {
        heading.setAttribute("aria-level", String(Number(heading.tagName.charAt(1)) - 1));
      }
    });
    unnamed.forEach(function (entry) {
      document.querySelectorAll(entry[0]).forEach(function (element) {
        if (!element.hasAttribute("aria-label") && !element.hasAttribute("aria-labelledby")) {
          element.setAttribute("aria-label", entry[1]);
        }
      });
    });
  }
  new MutationObserver(nameThem).observe(document.body, { childList: true, subtree: true });
  nameThem();
})();
`;

const VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';

const HEADER = `<header class="studio-docs-header">
        <a class="studio-docs-back" href="/"><span aria-hidden="true">&larr;</span> ${BACK_TO_APP_TEXT}</a>
        <a class="studio-docs-tokens" href="/account">API tokens</a>
      </header>`;

/**
 * The shell @fastify/swagger-ui generates, finished: a viewport (without one a phone lays the page
 * out 980 px wide and shrinks it), the site's header link home, and Swagger UI inside <main>.
 * Throws when the shell no longer has the marks it is finished at, so an upgrade of the plugin
 * that changes them fails the tests instead of silently dropping the link home.
 */
export function finishApiDocsShell(html: string): string {
  const charset = /<meta charset="UTF-8">/i;
  const root = '<div id="swagger-ui"></div>';
  if (!charset.test(html) || !html.includes(root)) {
    throw new Error("@fastify/swagger-ui's page shell changed: update finishApiDocsShell");
  }
  return html
    .replace(charset, (meta) => `${meta}\n      ${VIEWPORT}`)
    .replace(root, `${HEADER}\n      <main class="studio-docs-main">${root}</main>`);
}

/*
 * Colours: the site's slate text and indigo accent; Swagger UI's method colours darkened until
 * white 12 px bold text on them passes 4.5:1 (each pair is noted), and its pale greys on white
 * replaced by slate-600 (7.6:1 on white).
 */
export const API_DOCS_THEME_CSS = `
:root { color-scheme: light; }
body { margin: 0; background: #f8fafc; color: #0f172a; font-family: ui-sans-serif, system-ui, sans-serif; }

.studio-docs-header {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 16px;
  padding: 12px 16px; background: #fff; border-bottom: 1px solid #e2e8f0;
}
.studio-docs-header a {
  display: inline-flex; align-items: center; gap: 6px; min-height: 44px; padding: 0 4px;
  color: #3730a3; font-weight: 600; text-decoration: underline; text-underline-offset: 4px; border-radius: 6px;
}
.studio-docs-header a:focus-visible, .swagger-ui :focus-visible {
  outline: 2px solid #4f46e5; outline-offset: 2px;
}
.studio-docs-main { display: block; min-width: 0; }

.swagger-ui { color: #1e293b; font-family: ui-sans-serif, system-ui, sans-serif; }
.swagger-ui .wrapper { padding: 0 16px; min-width: 0; }
.swagger-ui .info { margin: 24px 0; }
.swagger-ui .info .title { color: #0f172a; font-size: 28px; overflow-wrap: anywhere; }
.swagger-ui .info .title small { vertical-align: middle; }
.swagger-ui .info .title small pre, .swagger-ui .info .title small.version-stamp pre { color: #fff; }
.swagger-ui .info .title small { background: #475569; } /* white on slate-600: 7.6:1 */
.swagger-ui .info .title small.version-stamp { background: #3f6212; } /* white on lime-800: 7.5:1 */
.swagger-ui .info a, .swagger-ui .info .url, .swagger-ui .info a.link { color: #3730a3; }
.swagger-ui .info p, .swagger-ui .info li, .swagger-ui .info table { color: #1e293b; font-size: 15px; overflow-wrap: anywhere; }
.swagger-ui .info code { overflow-wrap: anywhere; white-space: normal; }
.swagger-ui .markdown code, .swagger-ui .renderedMarkdown code { color: #86198f; background: #f1f5f9; }

/* The Authorize buttons: emerald-800 on white 7.0:1. */
.swagger-ui .btn.authorize { color: #065f46; border-color: #065f46; background: #fff; }
.swagger-ui .btn.authorize svg { fill: #065f46; }
.swagger-ui .scheme-container { padding: 16px 0; box-shadow: none; border-bottom: 1px solid #e2e8f0; background: #fff; }
.swagger-ui .scheme-container .schemes { flex-wrap: wrap; gap: 12px; }
.swagger-ui .servers > label, .swagger-ui .servers-title { color: #1e293b; }
.swagger-ui .servers > label select { max-width: 100%; }

.swagger-ui .opblock-tag { color: #0f172a; flex-wrap: wrap; padding: 10px 4px; }
.swagger-ui .opblock-tag small { color: #334155; flex: 1 1 200px; padding: 0 8px 0 0; }
.swagger-ui .opblock-tag .expand-operation { min-width: 24px; min-height: 24px; }

.swagger-ui .opblock .opblock-summary-path, .swagger-ui .opblock .opblock-summary-operation-id { color: #0f172a; }
.swagger-ui .opblock .opblock-summary-description { color: #334155; }
.swagger-ui .opblock .opblock-summary-method { color: #fff; text-shadow: none; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d4ed8; } /* 6.7:1 */
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #047857; } /* 5.5:1 */
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #9a3412; } /* 7.3:1 */
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b91c1c; } /* 6.5:1 */
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0f766e; } /* 5.5:1 */
.swagger-ui .opblock.opblock-head .opblock-summary-method,
.swagger-ui .opblock.opblock-options .opblock-summary-method { background: #6d28d9; } /* 7.1:1 */
.swagger-ui .opblock .opblock-summary .view-line-link, .swagger-ui .opblock .opblock-summary .copy-to-clipboard,
.swagger-ui .opblock .opblock-summary .authorization__btn, .swagger-ui .opblock .opblock-summary .opblock-control-arrow {
  min-width: 24px; min-height: 24px;
}

.swagger-ui .opblock .opblock-section-header { flex-wrap: wrap; gap: 8px; }
.swagger-ui .opblock .opblock-section-header h4, .swagger-ui .opblock .opblock-section-header label { color: #0f172a; }
.swagger-ui .opblock-description-wrapper p, .swagger-ui .opblock-external-docs-wrapper p,
.swagger-ui .opblock-title_normal p, .swagger-ui .response-col_description p,
.swagger-ui .response-col_links, .swagger-ui .response-col_status, .swagger-ui .parameter__in,
.swagger-ui .parameter__type, .swagger-ui .prop-format, .swagger-ui .parameter__deprecated,
.swagger-ui .parameter__extension, .swagger-ui .renderedMarkdown p, .swagger-ui .tab li, .swagger-ui .tab li button,
.swagger-ui .model-title, .swagger-ui .model, .swagger-ui table thead tr th, .swagger-ui table thead tr td,
.swagger-ui .response-control-media-type__title, .swagger-ui .response-control-media-type__accept-message,
.swagger-ui .opblock .opblock-section-header small, .swagger-ui label, .swagger-ui .col_header {
  color: #1e293b;
}
.swagger-ui .response-control-media-type--accept-controller .response-control-media-type__accept-message { color: #065f46; }
.swagger-ui .parameter__name.required span, .swagger-ui .parameter__name.required::after,
.swagger-ui .model .property-row.required .star { color: #b91c1c; }
.swagger-ui .response-col_links i, .swagger-ui .response-undocumented i, .swagger-ui .model .prop-type { color: #334155; }
.swagger-ui .opblock-body pre.microlight, .swagger-ui .highlight-code > .microlight, .swagger-ui pre.example {
  white-space: pre-wrap !important; overflow-wrap: anywhere; word-break: break-word; overflow: visible !important;
  max-height: none;
}
.swagger-ui .highlight-code, .swagger-ui .model-example, .swagger-ui .responses-inner, .swagger-ui .opblock-body,
.swagger-ui .parameters-container, .swagger-ui .table-container, .swagger-ui .responses-wrapper { min-width: 0; max-width: 100%; }
.swagger-ui table { table-layout: fixed; width: 100%; }
.swagger-ui table.responses-table td, .swagger-ui table.parameters td { overflow-wrap: anywhere; word-break: break-word; }
.swagger-ui .responses-inner { padding: 12px; }
.swagger-ui .response-col_status { width: 64px; }
/* The fixed table layout gives the name column no width of its own: "Name" ran past it. */
.swagger-ui table.parameters .parameters-col_name { width: 30%; }
/* No operation documents response links: the column only squeezed "No links" off the edge. */
.swagger-ui .responses-table .response-col_links { display: none; }
.swagger-ui .btn { min-height: 32px; }
.swagger-ui .btn.execute { background: #3730a3; border-color: #3730a3; color: #fff; }
.swagger-ui .btn.cancel, .swagger-ui .try-out__btn.cancel { color: #b91c1c; border-color: #b91c1c; }
.swagger-ui .try-out__btn { color: #1e293b; border-color: #475569; }
.swagger-ui select, .swagger-ui input[type="text"], .swagger-ui textarea { max-width: 100%; color: #0f172a; border-color: #64748b; }

@media (max-width: 600px) {
  .swagger-ui .info .title { font-size: 22px; }
  .swagger-ui .opblock .opblock-summary-method { min-width: 64px; font-size: 12px; padding: 6px 0; }
  /* The operationId goes on a line of its own under the path, not in a third column. */
  .swagger-ui .opblock .opblock-summary-control { flex-wrap: wrap; row-gap: 6px; }
  .swagger-ui .opblock .opblock-summary-path-description-wrapper { flex: 1 1 0; min-width: 0; }
  .swagger-ui .opblock .opblock-summary-operation-id { flex-basis: 100%; font-size: 12px; overflow-wrap: anywhere; }
  .swagger-ui .opblock-tag { font-size: 20px; }
  .swagger-ui .opblock .opblock-section-header { padding: 8px; }
  .swagger-ui .opblock-description-wrapper, .swagger-ui .opblock-external-docs-wrapper,
  .swagger-ui .opblock-title_normal, .swagger-ui .parameters-container .parameters { padding: 8px; }
  .swagger-ui table.parameters .parameters-col_name { width: 35%; }
  .swagger-ui .modal-ux { width: calc(100% - 16px); min-width: 0; }
  .swagger-ui .dialog-ux .modal-ux-content { padding: 12px; }
}
`;
