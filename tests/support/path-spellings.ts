/**
 * Other spellings of an API path (issue 29), for checking that access is decided by the route the
 * router matched and never by the raw URL. `path` is a plain `/api/...` path.
 */

export interface Spelling {
  label: string;
  path: string;
}

const hex = (char: string, upper: boolean) => {
  const code = char.charCodeAt(0).toString(16).padStart(2, "0");
  return `%${upper ? code.toUpperCase() : code}`;
};
/** The path after `/api/` (`tokens`, `account/sessions`, ...). */
const rest = (path: string) => path.slice("/api/".length);

/** Spellings the router percent-decodes to the same route: a token must be refused there too (403). */
export function encodedSpellings(path: string): Spelling[] {
  const tail = rest(path);
  return [
    { label: "first letter encoded", path: `/api/${hex(tail[0] ?? "", false)}${tail.slice(1)}` },
    { label: "'api' encoded", path: `/${hex("a", false)}pi/${tail}` },
    {
      label: "every letter encoded, upper-case hex",
      path: `/api/${tail.replace(/[a-z]/g, (char) => hex(char, true))}`,
    },
    {
      label: "every letter encoded, lower-case hex",
      path: `/api/${tail.replace(/[a-z]/g, (char) => hex(char, false))}`,
    },
    { label: "last letter encoded", path: path.replace(/[a-z](?=[^a-z]*$)/, (char) => hex(char, true)) },
  ];
}

/**
 * Spellings that are not the route: double-encoded, `%2F` for a slash, capitals, dot segments, a
 * doubled slash. Over a socket the router matches none of them (404). inject() resolves dot
 * segments itself (resolvedByInject), so there those reach the route.
 */
export function otherSpellings(path: string): Spelling[] {
  const tail = rest(path);
  return [
    { label: "double-encoded (%25)", path: `/api/%25${hex(tail[0] ?? "", false).slice(1)}${tail.slice(1)}` },
    { label: "%2F for the slash", path: `/api%2F${tail}` },
    { label: "%2f for the slash", path: `/api%2f${tail}` },
    { label: "capitals", path: `/API/${tail}` },
    { label: "capitals after /api/", path: `/api/${tail.toUpperCase()}` },
    { label: "a dot-dot segment", path: `/api/x/../${tail}` },
    { label: "a dot segment", path: `/api/./${tail}` },
    { label: "an encoded dot-dot segment", path: `/api/x/%2e%2e/${tail}` },
    { label: "a doubled slash", path: `/api//${tail}` },
  ];
}

/**
 * Whether inject() resolves a spelling back to the plain path: light-my-request parses the URL as
 * a browser does (WHATWG), which removes dot segments, `%2e%2e` included. Over a socket the
 * router gets them as sent and matches nothing.
 */
export const resolvedByInject = (spelling: Spelling): boolean => /dot/.test(spelling.label);
