/**
 * Fixed social-media phrases that contain a word the checkers look for without stating anything
 * about the product: "link in bio" (and "enlace en la bio", "lien en bio", "Link in der Bio") is
 * not an organic claim. They are blanked out (same length, so positions stay) before matching.
 */
const IDIOMS: readonly RegExp[] = [
  /(?<![\p{L}\p{N}])(?:link|links|enlace|lien|liens)[\s-]+(?:(?:is|está|est|ist)[\s-]+)?(?:in|en|de|dans|im)[\s-]+(?:(?:the|our|my|la|nuestra|ma|notre|der|unserer|meiner)[\s-]+)?bio(?![\p{L}\p{N}])/giu,
  /(?<![\p{L}\p{N}])(?:in|en|dans|im)[\s-]+(?:(?:the|our|my|la|nuestra|ma|notre|der|unserer|meiner)[\s-]+)?bio[\s-]+(?:link|enlace|lien)(?![\p{L}\p{N}])/giu,
  // "our bio link", "the bio link": the profile's link.
  /(?<![\p{L}\p{N}])(?:the|our|my)[\s-]+bio[\s-]+link(?![\p{L}\p{N}])/giu,
  // "… findest du in der Bio." / "… está en la bio!": "in the bio" closing a sentence is the profile.
  /(?<![\p{L}\p{N}])(?:in|en|dans|im)[\s]+(?:(?:the|our|my|la|nuestra|ma|notre|der|unserer|meiner)\s+)?bio(?=\s*(?:[.!?,;:)]|$|\p{Extended_Pictographic}))/giu,
];

export function maskIdioms(text: string): string {
  let masked = text;
  for (const idiom of IDIOMS) masked = masked.replace(idiom, (match) => " ".repeat(match.length));
  return masked;
}
