import { describe, expect, it } from "vitest";
import { SPEC_LABELS } from "../../../../../modules/quality/label-lines";
import { tokenise } from "../../../../../modules/quality/words";
import { agreementOf, spanish } from "./es";

const intros = (name: string) => Array.from({ length: spanish.introCount }, (_, i) => spanish.intro(name, i));

describe("spanish pack: gender and number of the seller's head noun", () => {
  it.each([
    ["taza", { gender: "f", plural: false }],
    ["macetas", { gender: "f", plural: true }],
    ["collares", { gender: "m", plural: true }],
    ["pendientes", { gender: "m", plural: true }],
    ["luces", { gender: "f", plural: true }],
    ["jabones", { gender: "m", plural: true }],
    ["alfajores", { gender: "m", plural: true }],
    ["miel", { gender: "f", plural: false }],
    ["mano", { gender: "f", plural: false }],
    ["pijama", { gender: "m", plural: false }],
    ["cojín", { gender: "m", plural: false }],
    ["canción", { gender: "f", plural: false }],
    ["portavelas", { gender: "m", plural: false }],
    ["set", { gender: "m", plural: false }],
    ["sets", { gender: "m", plural: true }],
    ["flores", { gender: "f", plural: true }],
    ["bikinis", { gender: "m", plural: true }],
  ])("%s", (noun, expected) => {
    expect(agreementOf(noun)).toEqual(expected);
  });

  it("is unsure rather than wrong", () => {
    expect(agreementOf("jeans")).toBeUndefined();
    expect(agreementOf("leggings")).toBeUndefined();
    expect(agreementOf("peces")).toBeUndefined();
    expect(agreementOf("hoodie")).toBeUndefined();
    // A capitalised word may be a brand ("Zara"): only the noun table decides.
    expect(agreementOf("Zara", false)).toBeUndefined();
    expect(agreementOf("Bolso", false)).toEqual({ gender: "m", plural: false });
  });
});

describe("spanish pack: intros", () => {
  it("agree with the product phrase as typed", () => {
    expect(spanish.intro("taza de cerámica", 0)).toBe("Te presentamos nuestra taza de cerámica.");
    expect(spanish.intro("set de 3 macetas de cerámica esmaltada", 0)).toBe(
      "Te presentamos nuestro set de 3 macetas de cerámica esmaltada.",
    );
    expect(spanish.intro("set de 3 macetas de cerámica esmaltada", 4)).toBe(
      "Un vistazo al set de 3 macetas de cerámica esmaltada.",
    );
    expect(spanish.intro("pendientes aro plata de ley 925", 1)).toBe(
      "Estos son nuestros pendientes aro plata de ley 925.",
    );
    expect(spanish.intro("flores secas", 5)).toBe("Hoy les toca a las flores secas.");
    expect(spanish.intro("3 velas de soja", 0)).toBe("Te presentamos nuestras 3 velas de soja.");
    expect(spanish.intro("miel cruda de azahar 500g", 7)).toBe("Hablemos de la miel cruda de azahar 500g.");
    expect(spanish.intro("Bolso Loewe Amazona 28", 7)).toBe("Hablemos del Bolso Loewe Amazona 28.");
  });

  it("gives a feminine noun with a stressed a- its el", () => {
    expect(spanish.intro("agua de rosas", 2)).toBe("Hoy te enseñamos el agua de rosas.");
    expect(spanish.intro("agua de rosas", 0)).toBe("Te presentamos nuestra agua de rosas.");
  });

  it("uses no article or possessive when unsure, and keeps the seller's capitals", () => {
    for (const name of ["Samsung Galaxy S21 5G 128GB", "iPhone 13", "una taza de cerámica", "tote bag"]) {
      for (const line of intros(name)) {
        // Only a sentence's first letter may change case.
        expect(line.toLowerCase()).toContain(name.toLowerCase());
        expect(line.replace(/^\p{Ll}/u, (c) => c.toUpperCase())).toContain(name.slice(1));
        expect(line).not.toMatch(
          /\b(?:nuestr[oa]s?|el|la|los|las|est[eao]s?)\s+(?:Samsung|iPhone|una|tote)\b/u,
        );
      }
    }
    expect(spanish.intro("iPhone 13", 1)).toBe("iPhone 13, de cerca.");
    expect(spanish.intro("taza de cerámica.", 3)).toBe("¿Ya conoces nuestra taza de cerámica?");
  });

  it("shares no 4-word run between two variants, with agreement too", () => {
    for (const name of ["taza de cerámica", "pendientes de plata", "xyzzy"]) {
      const ignored = new Set(tokenise(name));
      const seen = new Map<string, string>();
      for (const line of intros(name)) {
        const words = tokenise(line);
        for (let i = 0; i + 4 <= words.length; i++) {
          const window = words.slice(i, i + 4);
          if (window.some((word) => ignored.has(word))) continue;
          const gram = window.join(" ");
          expect(seen.get(gram) ?? line, gram).toBe(line);
          seen.set(gram, line);
        }
      }
    }
  });
});

describe("spanish pack: lists, sentences, titles", () => {
  it("joins with y/o, e before an i- sound and u before an o- sound", () => {
    expect(spanish.list(["cerámica", "nogal", "lino"])).toBe("cerámica, nogal y lino");
    expect(spanish.list(["lino", "hilo"])).toBe("lino e hilo");
    expect(spanish.list(["agua", "hielo"])).toBe("agua y hielo");
    expect(spanish.list(["verde", "blanco"], "or")).toBe("verde o blanco");
    expect(spanish.list(["siete", "ocho"], "or")).toBe("siete u ocho");
    expect(spanish.list([])).toBe("");
  });

  it("writes sentences", () => {
    expect(spanish.sentence("envío en 3 días")).toBe("Envío en 3 días.");
    expect(spanish.sentence("¿listo?")).toBe("¿Listo?");
    expect(spanish.sentence("8cm de diámetro")).toBe("8cm de diámetro.");
    expect(spanish.sentence("iPhone 13 libre,")).toBe("iPhone 13 libre.");
  });

  it("titles in sentence case, the seller's words as typed", () => {
    expect(spanish.titleCase("vela de soja 200g aroma Vainilla y coco")).toBe(
      "Vela de soja 200g aroma Vainilla y coco",
    );
    expect(spanish.titleCase("bolso Loewe Amazona 28")).toBe("Bolso Loewe Amazona 28");
    expect(spanish.titleCase("iPhone 13 128GB")).toBe("iPhone 13 128GB");
  });
});

describe("spanish pack: fact sentences", () => {
  const { facts } = spanish;

  it("needs no agreement and keeps the seller's words", () => {
    expect(facts.materials(["cera de soja", "mecha de algodón"])).toBe("De cera de soja y mecha de algodón.");
    expect(facts.colours(["verde salvia", "blanco roto"])).toBe("En verde salvia y blanco roto.");
    expect(facts.specs(["8cm", "10cm", "12cm"])).toBe("8cm, 10cm y 12cm.");
    expect(facts.design("“Café y Caos”")).toBe("Diseño «Café y Caos».");
    expect(facts.design("Starry Night", "Van Gogh")).toBe("Diseño «Starry Night» de Van Gogh.");
    expect(facts.occasion("el Día de la Madre")).toBe("Para el Día de la Madre.");
  });

  it("says the condition with the seller's words verbatim", () => {
    expect(facts.condition("used", ["roces en las esquinas", "interior limpio"])).toBe(
      "De segunda mano, roces en las esquinas, interior limpio.",
    );
    // The seller already names it: their words alone, not "De segunda mano, usada…".
    expect(facts.condition("used", ["usada pero en muy buen estado", "lavada y sin manchas"])).toBe(
      "Usada pero en muy buen estado, lavada y sin manchas.",
    );
    expect(facts.condition("refurbished", ["reacondicionado", "batería al 88%"])).toBe(
      "Reacondicionado, batería al 88%.",
    );
    expect(facts.condition("refurbished", ["batería al 88%"])).toBe(
      "Artículo reacondicionado, batería al 88%.",
    );
    expect(facts.condition("vintage", ["años 90"])).toBe("Vintage, años 90.");
    expect(facts.condition("new", [])).toBe("A estrenar.");
    expect(facts.condition("new", ["con etiqueta"])).toBe("A estrenar, con etiqueta.");
  });

  it("says what is not included as a sentence", () => {
    expect(facts.notIncluded(["sin caja original", "sin llave"])).toBe("Sin caja original y sin llave.");
    expect(facts.notIncluded(["caja"])).toBe("Sin caja.");
    expect(facts.notIncluded(["cargador no incluido"])).toBe("Cargador no incluido.");
  });

  it("keeps the offer code verbatim", () => {
    expect(facts.offer({ code: "VERANO10", discount: "10%", ends: "hasta el domingo", text: "" })).toBe(
      "Con el código VERANO10 tienes un 10% de descuento, hasta el domingo.",
    );
    expect(facts.offer({ code: "mamá15", discount: "15% de descuento", text: "" })).toBe(
      "Con el código mamá15 tienes un 15% de descuento.",
    );
    expect(facts.offer({ code: "MOM20", text: "" })).toBe("Usa el código MOM20 al pagar.");
    expect(facts.offer({ discount: "2x1", text: "" })).toBe("2x1.");
    expect(facts.offer({ text: "2x1 todo el finde" })).toBe("2x1 todo el finde.");
  });
});

describe("spanish pack: labels and hashtags", () => {
  it("uses only item-specifics labels the quality suite knows", () => {
    const { details, ...labels } = spanish.labels;
    for (const label of Object.values(labels)) expect(SPEC_LABELS.has(label.toLowerCase()), label).toBe(true);
    expect(details).toBe("Detalles");
  });

  it("never makes a hashtag of an article, a preposition or a pack word", () => {
    for (const word of ["de", "la", "con", "para", "set", "pack", "lote"])
      expect(spanish.hashtagStopwords.has(word)).toBe(true);
  });
});
