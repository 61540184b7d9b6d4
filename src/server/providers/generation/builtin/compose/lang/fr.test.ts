import { describe, expect, it } from "vitest";
import { maskIdioms } from "../../../../../modules/generation/grounding/idioms";
import { french } from "./fr";

/** Every intro variant for one name. */
const intros = (name: string) =>
  Array.from({ length: french.introCount }, (_, index) => french.intro(name, index));

describe("French intros agree with the seller's product phrase", () => {
  it("uses masculine articles for a masculine head, whatever follows it", () => {
    const lines = intros("savon saponifié à froid au lait d'ânesse et miel");
    expect(lines).toContain("Découvrez le savon saponifié à froid au lait d'ânesse et miel.");
    expect(lines).toContain("Place au savon saponifié à froid au lait d'ânesse et miel.");
    expect(lines).toContain("Parlons du savon saponifié à froid au lait d'ânesse et miel.");
    expect(lines).toContain("Jetez un œil à ce savon saponifié à froid au lait d'ânesse et miel.");
  });

  it("agrees with a pack word, not with the plural after it", () => {
    const lines = intros("lot de 5 vinyles 33T chanson française années 60-70");
    expect(lines).toContain("Le lot de 5 vinyles 33T chanson française années 60-70 est en ligne.");
    expect(lines).toContain("Voici notre lot de 5 vinyles 33T chanson française années 60-70.");
  });

  it("uses feminine articles and elides before a vowel", () => {
    expect(intros("confiture d'abricots du Roussillon")).toContain(
      "Faites connaissance avec la confiture d'abricots du Roussillon.",
    );
    const oil = intros("huile de figue de barbarie");
    expect(oil).toContain("Découvrez l'huile de figue de barbarie.");
    expect(oil).toContain("Jetez un œil à cette huile de figue de barbarie.");
    expect(oil).toContain("Parlons de l'huile de figue de barbarie.");
    expect(intros("écran 24 pouces")).toContain("Un mot sur cet écran 24 pouces.");
  });

  it("does not elide before an aspirated h", () => {
    expect(intros("housse de coussin")).toContain("Découvrez la housse de coussin.");
    expect(intros("hochet en bois")).toContain("Découvrez le hochet en bois.");
  });

  it("reads the plural, with or without a count", () => {
    const candles = intros("bougies parfumées");
    expect(candles).toContain("Voici nos bougies parfumées.");
    expect(candles).toContain("Les bougies parfumées sont en ligne.");
    expect(candles).toContain("Les bougies parfumées vous attendent dans la boutique.");
    expect(candles).toContain("Place aux bougies parfumées.");
    expect(intros("3 bougies parfumées")).toContain("Zoom sur nos 3 bougies parfumées.");
    expect(intros("baskets Veja V-10 blanches/beiges")).toContain(
      "Parlons des baskets Veja V-10 blanches/beiges.",
    );
  });

  it("lower-cases a capitalised common noun but keeps the seller's names", () => {
    const lines = intros("Sac Longchamp Le Pliage grand modèle");
    expect(lines).toContain("Découvrez le sac Longchamp Le Pliage grand modèle.");
    expect(lines.join(" ")).not.toMatch(/Sac Longchamp/);
    expect(intros("Affiche « Les Quais de Seine » format A3")).toContain(
      "Découvrez l'affiche « Les Quais de Seine » format A3.",
    );
  });

  it("falls back to number-only words when the head's gender is unknown", () => {
    const lines = intros("Lenovo ThinkPad T480 reconditionné");
    expect(lines).toContain("Découvrez notre Lenovo ThinkPad T480 reconditionné.");
    expect(lines).toContain("Notre Lenovo ThinkPad T480 reconditionné est en ligne.");
    for (const line of lines) {
      expect(line).toContain("Lenovo ThinkPad T480 reconditionné");
      expect(line).not.toMatch(/\b(?:le|la|ce|cette|cet|au|du) Lenovo/iu);
    }
  });

  it("takes a capitalised unknown first word for a brand", () => {
    const lines = intros("Dior Saddle");
    expect(lines).toContain("Découvrez notre Dior Saddle.");
    expect(intros("Adidas Samba")).toContain("Voici notre Adidas Samba.");
    expect(intros("organic lip balm")).toContain("Découvrez notre organic lip balm.");
  });

  it("does not double a determiner the seller typed", () => {
    expect(french.intro("une tasse en grès", 2)).toBe("Découvrez la tasse en grès.");
  });

  it("writes sixteen distinct variants for a known and an unknown name", () => {
    expect(new Set(intros("tasse en grès")).size).toBe(french.introCount);
    expect(new Set(intros("xyzzy")).size).toBe(french.introCount);
  });
});

describe("French lists, sentences and titles", () => {
  it("joins with et and ou", () => {
    expect(french.list(["lin", "coton", "soie"])).toBe("lin, coton et soie");
    expect(french.list(["S", "M"], "or")).toBe("S ou M");
    expect(french.list([])).toBe("");
  });

  it("capitalises and ends a sentence once", () => {
    expect(french.sentence("expédition sous 5 jours ouvrés")).toBe("Expédition sous 5 jours ouvrés.");
    expect(french.sentence("écrivez-nous !")).toBe("Écrivez-nous !");
    expect(french.sentence("taille M, ")).toBe("Taille M.");
  });

  it("writes titles in sentence case, the seller's capitals kept", () => {
    expect(french.titleCase("sac Longchamp Le Pliage  bleu marine")).toBe(
      "Sac Longchamp Le Pliage bleu marine",
    );
    expect(french.titleCase("baskets Veja V-10")).toBe("Baskets Veja V-10");
    expect(french.titleCase("écharpe en laine")).toBe("Écharpe en laine");
  });
});

describe("French fact sentences keep the seller's words", () => {
  const { facts } = french;

  it("says materials, colours and specs without agreeing with the product", () => {
    expect(facts.materials(["céramique"])).toBe("En céramique.");
    expect(facts.materials(["nylon", "cuir"])).toBe("En nylon et cuir.");
    expect(facts.materials(["100% laine mérinos"])).toBe("100% laine mérinos.");
    expect(facts.colours(["bleu marine"])).toBe("Coloris bleu marine.");
    expect(facts.specs(["8 Go RAM", "SSD 256 Go"])).toBe("8 Go RAM et SSD 256 Go.");
  });

  it("keeps every condition word verbatim in a sentence", () => {
    expect(facts.condition("used", ["porté une saison", "légère usure sur les coins en cuir"])).toBe(
      "D'occasion, porté une saison, légère usure sur les coins en cuir.",
    );
    expect(facts.condition("refurbished", ["petites marques d'usage sur le capot"])).toBe(
      "Article reconditionné, petites marques d'usage sur le capot.",
    );
    expect(facts.condition("vintage", ["pochettes usées (coins, un peu de jaunissement)"])).toBe(
      "Vintage, pochettes usées (coins, un peu de jaunissement).",
    );
    expect(facts.condition("new", [])).toBe("Article neuf.");
    expect(facts.condition("new", ["avec étiquette"])).toBe("Article neuf, avec étiquette.");
  });

  it("does not repeat a condition the seller's words already name", () => {
    expect(facts.condition("used", ["d'occasion", "très bon état"])).toBe("D'occasion, très bon état.");
    expect(facts.condition("new", ["jamais portées", "boîte d'origine"])).toBe(
      "Jamais portées, boîte d'origine.",
    );
  });

  it("says what is not included as a sentence", () => {
    expect(facts.notIncluded(["cadre non inclus"])).toBe("Cadre non inclus.");
    expect(facts.notIncluded(["boîte"])).toBe("Sans boîte.");
    expect(facts.notIncluded(["boîte", "chargeur"])).toBe("Sans boîte ni chargeur.");
  });

  it("keeps an offer's code verbatim", () => {
    expect(facts.offer({ discount: "-20%", code: "ZEN20", text: "-20% avec le code ZEN20" })).toBe(
      "-20% avec le code ZEN20.",
    );
    expect(facts.offer({ discount: "15 %", code: "Printemps15", ends: "jusqu'au 5 janvier", text: "" })).toBe(
      "15 % avec le code Printemps15, jusqu'au 5 janvier.",
    );
    expect(facts.offer({ code: "MERCI10", text: "" })).toBe(
      "Utilisez le code MERCI10 au moment de commander.",
    );
    expect(facts.offer({ text: "livraison offerte ce week-end" })).toBe("Livraison offerte ce week-end.");
  });

  it("names a design, its artist and an occasion", () => {
    expect(facts.design("« Pas ce matin »")).toBe("Motif «\u202fPas ce matin\u202f».");
    expect(facts.design("La Nuit étoilée", "Van Gogh")).toBe(
      "Motif «\u202fLa Nuit étoilée\u202f» d'après Van Gogh.",
    );
    expect(facts.occasion("fête des mères")).toBe("Spécial fête des mères.");
    expect(facts.occasion("la rentrée")).toBe("Pour la rentrée.");
    expect(facts.delivery(["expédition sous 5 jours ouvrés"])).toBe("Expédition sous 5 jours ouvrés.");
  });
});

describe("French framing", () => {
  it("puts a narrow no-break space before double punctuation", () => {
    expect(french.hooks.lively).toContain("Alerte panier\u202f!");
    for (const line of [...french.closers, ...Object.values(french.hooks).flat()])
      expect(line, line).not.toMatch(/ [!?;:]/u);
  });

  it("never says the product is new, used, handmade or organic outside the profile link", () => {
    const framing = [
      ...Object.values(french.hooks).flat(),
      ...Object.values(french.ctas).flatMap((channels) => Object.values(channels).flat()),
      ...french.closers,
      ...french.fromShop,
      ...intros("xyzzy"),
    ];
    for (const line of framing) {
      expect(maskIdioms(line), line).not.toMatch(
        /(?<!\p{L})(?:neu(?:f|ve)|nouve(?:au|lle)|occasion|fait main|artisan\p{L}*|bio|unique|cadeau|qualité|limitée?)(?!\p{L})/iu,
      );
    }
  });
});
