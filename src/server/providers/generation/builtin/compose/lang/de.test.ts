import { describe, expect, it } from "vitest";
import { findLabelLines, SPEC_LABELS } from "../../../../../modules/quality/label-lines";
import { tokenise } from "../../../../../modules/quality/words";
import { german, guessNoun } from "./de";

const intros = (name: string) =>
  Array.from({ length: german.introCount }, (_, index) => german.intro(name, index));

describe("german pack: the seller's head noun", () => {
  it("finds the head after brands and models and before what follows it", () => {
    expect(guessNoun("Schlüsselbrett aus massiver Eiche mit 5 Messinghaken")).toMatchObject({
      head: "Schlüsselbrett",
      form: "n",
    });
    expect(guessNoun("Bose QuietComfort 45 Kopfhörer")).toMatchObject({ head: "Kopfhörer", form: "m" });
    expect(guessNoun("Vintage Adidas Trainingsjacke 80er")).toMatchObject({
      head: "Trainingsjacke",
      form: "f",
    });
    expect(guessNoun("Hoodie 'Feierabend-Fuchs'")).toMatchObject({ head: "Hoodie", form: "m" });
    expect(guessNoun("Christstollen 1 kg nach Omas Rezept")).toMatchObject({
      head: "Christstollen",
      form: "m",
    });
    // An emoji ends the phrase like a comma: "24 Türchen" is not the head.
    expect(guessNoun("Tee-Adventskalender 2025 🎄 24 Türchen")).toMatchObject({
      head: "Tee-Adventskalender",
      form: "m",
    });
  });

  it("takes a compound's gender from its last part", () => {
    expect(guessNoun("Schnullerkette mit Namen")?.form).toBe("f");
    expect(guessNoun("Hundehalsband aus Biothane")?.form).toBe("n");
    expect(guessNoun("Tee-Adventskalender 2025")?.form).toBe("m");
    expect(guessNoun("Makramee Wandbehang")?.form).toBe("m");
    expect(guessNoun("Kinderbuch")?.form).toBe("n");
  });

  it("reads plurals from the noun and from a count before it", () => {
    expect(guessNoun("12 Lightroom Presets 'Nordlicht'")?.form).toBe("pl");
    expect(guessNoun("3 Duftkerzen")?.form).toBe("pl");
    expect(guessNoun("Ohrringe mit Perlen")?.form).toBe("pl");
    // A count of a measure or inside a set counts no items.
    expect(guessNoun("500 ml Bügelflasche")?.form).toBe("f");
    expect(guessNoun("Set aus 3 Tassen")?.form).toBe("n");
  });

  it("is unsure rather than wrong", () => {
    expect(guessNoun("Sac Longchamp Le Pliage")).toBeUndefined();
    expect(guessNoun("Mein Lieblingsbecher")).toBeUndefined();
    expect(guessNoun("Becher und Untersetzer")).toBeUndefined();
    expect(guessNoun("xyzzy")).toBeUndefined();
  });
});

describe("german pack: intros", () => {
  it("make the possessive agree with the head noun", () => {
    expect(german.intro("Schlüsselbrett aus Eiche", 1)).toBe("Das ist unser Schlüsselbrett aus Eiche.");
    expect(german.intro("Schnullerkette mit Namen", 1)).toBe("Das ist unsere Schnullerkette mit Namen.");
    expect(german.intro("12 Lightroom Presets", 1)).toBe("Das sind unsere 12 Lightroom Presets.");
    expect(german.intro("Tee-Adventskalender", 3)).toBe("Heute zeigen wir euch unseren Tee-Adventskalender.");
    expect(german.intro("Makramee Wandbehang", 13)).toBe("Kennt ihr schon unseren Makramee Wandbehang?");
    expect(german.intro("Kinderbuch", 11)).toBe("Unser Kinderbuch ist ab sofort im Shop.");
  });

  it("keeps the seller's adjectives right or leaves the name bare", () => {
    // Nominative: "unser kleiner Becher" keeps the seller's ending.
    expect(german.intro("kleiner Becher", 1)).toBe("Das ist unser kleiner Becher.");
    // Accusative would need "unseren kleinen Becher": the name stays as typed instead.
    expect(german.intro("kleiner Becher", 3)).toBe("Kleiner Becher – das zeigen wir euch heute.");
    for (const line of intros("handgetöpferte Tassen")) expect(line).not.toMatch(/unsere handgetöpferte/i);
    expect(german.intro("große Kaffeetasse", 3)).toBe("Heute zeigen wir euch unsere große Kaffeetasse.");
  });

  it("leaves an unknown name undeclined", () => {
    for (const line of intros("Sac Longchamp Le Pliage")) {
      expect(line).toContain("Sac Longchamp Le Pliage");
      expect(line).not.toMatch(/\bunser/i);
    }
    expect(german.intro("xyzzy", 0)).toBe("Dürfen wir vorstellen? Xyzzy.");
  });

  it("keeps the name verbatim and every agreeing variant distinct", () => {
    for (const name of [
      "Schnullerkette mit Namen",
      "Hundehalsband aus Biothane",
      "Ohrringe",
      "Christstollen",
    ]) {
      const lines = intros(name);
      expect(new Set(lines).size).toBe(german.introCount);
      const ignored = new Set(tokenise(name));
      const seen = new Map<string, string>();
      for (const line of lines) {
        expect(line).toContain(name);
        const words = tokenise(line);
        for (let i = 0; i + 4 <= words.length; i++) {
          const window = words.slice(i, i + 4);
          if (window.some((word) => ignored.has(word))) continue;
          const gram = window.join(" ");
          const other = seen.get(gram);
          if (other !== undefined && other !== line) expect.fail(`"${gram}" in "${other}" and "${line}"`);
          seen.set(gram, line);
        }
      }
    }
  });

  it("does not add a second full stop after a name ending in one", () => {
    expect(german.intro("Eierlikör 20% vol.", 1)).toBe("Das ist unser Eierlikör 20% vol.");
  });
});

describe("german pack: list, sentence, titles", () => {
  it("joins with und and oder", () => {
    expect(german.list(["Salbei", "Altrosa", "Sand"])).toBe("Salbei, Altrosa und Sand");
    expect(german.list(["19mm", "25mm"], "or")).toBe("19mm oder 25mm");
    expect(german.list(["Eiche"])).toBe("Eiche");
    expect(german.list([])).toBe("");
  });

  it("makes sentences with a capital and one full stop", () => {
    expect(german.sentence("nur Abholung in Leipzig-Connewitz")).toBe("Nur Abholung in Leipzig-Connewitz.");
    expect(german.sentence("kleiner Fleck am Ärmel (Foto 5)")).toBe("Kleiner Fleck am Ärmel (Foto 5).");
    expect(german.sentence("Versand ab 22.11.")).toBe("Versand ab 22.11.");
    expect(german.sentence("äußerst selten,")).toBe("Äußerst selten.");
  });

  it("keeps titles as typed, first letter up", () => {
    expect(german.titleCase("vintage Adidas  Trainingsjacke aus Polyester")).toBe(
      "Vintage Adidas Trainingsjacke aus Polyester",
    );
    expect(german.titleCase("Schlüsselbrett aus massiver Eiche")).toBe("Schlüsselbrett aus massiver Eiche");
  });
});

describe("german pack: fact sentences", () => {
  const { facts } = german;

  it("names materials and colours without declining the seller's words", () => {
    expect(facts.materials(["Eiche massiv", "Messing"])).toBe("Aus Eiche massiv und Messing.");
    expect(facts.materials(["recycelte Baumwolle", "Treibholz"])).toBe(
      "Die Materialien sind recycelte Baumwolle und Treibholz.",
    );
    expect(facts.colours(["Salbei", "Altrosa", "Sand"])).toBe("In Salbei, Altrosa und Sand.");
    expect(facts.colours(["dunkelblau mit weißen Streifen"])).toBe("In Dunkelblau mit weißen Streifen.");
    expect(facts.colours(["helles Grau"])).toBe("Die Farbe ist helles Grau.");
  });

  it("writes the condition as a sentence holding the seller's words", () => {
    expect(facts.condition("used", ["einmal getragen", "keine Flecken"])).toBe(
      "Gebraucht, einmal getragen und keine Flecken.",
    );
    expect(facts.condition("vintage", ["guter Vintage-Zustand", "Reißverschluss läuft"])).toBe(
      "Guter Vintage-Zustand und Reißverschluss läuft.",
    );
    expect(facts.condition("refurbished", ["neue Ohrpolster", "ANC + Bluetooth geprüft"])).toBe(
      "Generalüberholt, neue Ohrpolster und ANC + Bluetooth geprüft.",
    );
    expect(facts.condition("new", ["mit Etikett"])).toBe("Neu, mit Etikett.");
    expect(facts.condition("new", [])).toBe("Brandneu.");
    for (const line of [facts.condition("used", ["kaum getragen"]), facts.materials(["Keramik"])])
      expect(findLabelLines(line, "caption")).toEqual([]);
  });

  it("says what is not included in the seller's words", () => {
    expect(facts.notIncluded(["ohne OVP"])).toBe("Ohne OVP.");
    expect(facts.notIncluded(["Rahmen", "Box"])).toBe("Ohne Rahmen und Box.");
    expect(facts.notIncluded(["Rahmen nicht enthalten"])).toBe("Rahmen nicht enthalten.");
    expect(facts.notIncluded(["originaler Karton"])).toBe("Originaler Karton ist nicht dabei.");
  });

  it("keeps an offer's code verbatim", () => {
    expect(facts.offer({ code: "STOLLEN5", discount: "5€", text: "Code STOLLEN5 = 5€ Rabatt" })).toBe(
      "Mit dem Code STOLLEN5 gibt es 5€ Rabatt.",
    );
    expect(facts.offer({ code: "ADVENT10", discount: "10% Rabatt", ends: "bis 20.11.", text: "" })).toBe(
      "Mit dem Code ADVENT10 gibt es 10% Rabatt, bis 20.11.",
    );
    expect(facts.offer({ code: "mom20", text: "" })).toContain("mom20");
    expect(facts.offer({ text: "3 Flaschen für 30€" })).toBe("3 Flaschen für 30€.");
  });

  it("names a design, delivery, safety and the occasion", () => {
    expect(facts.design("'Feierabend-Fuchs'")).toBe("Mit dem Motiv „Feierabend-Fuchs“.");
    expect(facts.design("Sternennacht", "Van Gogh")).toBe("Mit dem Motiv „Sternennacht“ von Van Gogh.");
    expect(facts.delivery(["Lieferzeit ca. 5–7 Werktage", "Versand mit DHL 4,99"])).toBe(
      "Lieferzeit ca. 5–7 Werktage. Versand mit DHL 4,99.",
    );
    expect(facts.safety(["bitte nur unter Aufsicht benutzen!"])).toBe("Bitte nur unter Aufsicht benutzen!");
    expect(facts.occasion("Weihnachten")).toBe("Zu Weihnachten.");
    expect(facts.occasion("Muttertag")).toBe("Zum Muttertag.");
    expect(facts.occasion("Hochzeit")).toBe("Zur Hochzeit.");
    expect(facts.specs(["40 x 12 cm", "1 kg"])).toBe("40 x 12 cm und 1 kg.");
  });
});

describe("german pack: labels and tags", () => {
  it("labels item specifics only with product attributes", () => {
    const { details, ...labels } = german.labels;
    for (const label of Object.values(labels)) expect(SPEC_LABELS.has(label.toLowerCase()), label).toBe(true);
    expect(details).toBe("Details");
    expect(german.conditionName.used).toBe("Gebraucht");
  });

  it("never makes a hashtag of an article, preposition or pack word", () => {
    for (const word of ["der", "und", "mit", "aus", "für", "set", "stück"])
      expect(german.hashtagStopwords.has(word)).toBe(true);
  });
});
