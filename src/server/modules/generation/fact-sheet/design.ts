/**
 * A quoted name ("'Starry Night'", "“But First, Tea”") or "design/print/slogan: X", else the
 * name typed in capitals before the product (read with the product phrase); an artist after
 * "by". An inch mark after a number is no quote ('22" tall x 20" wide').
 */
export function readDesign(text: string, titled?: string): { design?: string; artist?: string } {
  const quoted = /(?<!\d)["“‘«]([^"”’»]{2,60})["”’»]|(?:^|\s)'([^']{2,60})'(?=\s|[,.;:!?]|$)/u.exec(text);
  const labelled =
    /\b(?:design|print|slogan|says|saying|reads|motif|diseño|motivo|dessin|imprimé|spruch|motiv)\s*[:\-–]\s*([^,.;!?]{2,60})/iu.exec(
      text,
    );
  const design = (quoted?.[1] ?? quoted?.[2] ?? labelled?.[1] ?? titled)?.trim();
  const artist = artistIn(text);
  return { ...(design ? { design } : {}), ...(artist ? { artist } : {}) };
}

/**
 * "by Van Gogh", "after Monet", "d'après Monet", "von Anna Weber": a name, not a month or a day
 * ("by June"). German "von" also says "of" ("Spuren von Nüssen"), so there it takes a full name.
 */
function artistIn(text: string): string | undefined {
  const match =
    /\b(by|after|d'après|von)\s+((?:van |de |da |von )?\p{Lu}[\p{L}'-]+(?:\s(?:van |de |da |von )?\p{Lu}[\p{L}'-]+){0,2})/u.exec(
      text,
    );
  const artist = match?.[2];
  if (!artist || MONTHS_AND_DAYS.test(artist)) return undefined;
  if (match?.[1] === "von" && artist.split(/\s+/).length < 2) return undefined;
  return artist;
}

const MONTHS_AND_DAYS =
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|wed|thu|fri|sat|sun|noon|tomorrow|today|christmas|easter)\b/i;
