/**
 * Whether a text the seller typed reads as German, so the German writer may quote it (context
 * sentences, a custom audience) or use it as the product's name. Counted from function words and
 * German letters; English words count against it.
 */
const GERMAN = new Set(
  "der die das den dem des ein eine einen einem einer und ist sind mit für aus von zu zum zur im in auf bei nach über unter wir ich du ihr sie es unser unsere dein deine euer eure jede jeder jedes alle nicht auch noch nur sehr ganz oder aber wenn weil dass wie was wer hier jetzt neu neue neuen handgemacht handgemachte schön schöne kleine große aus dem fürs vom".split(
    " ",
  ),
);
const ENGLISH = new Set(
  "the and is are with for from to of in on at we i you our your my this that it its a an not also only very all every new handmade made by or but if because how what who here now".split(
    " ",
  ),
);

export function germanScore(text: string): { german: number; english: number } {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let german = /[äöüß]/i.test(text) ? 1 : 0;
  let english = 0;
  for (const word of words) {
    if (GERMAN.has(word)) german += 1;
    if (ENGLISH.has(word)) english += 1;
  }
  return { german, english };
}

export function looksGerman(text: string): boolean {
  const { german, english } = germanScore(text);
  return german > english;
}
