import { describe, expect, it } from "vitest";
import { contentWords, isKeyboardMash, namesSomething, wordKind } from "./brief-sense";

describe("namesSomething", () => {
  it.each([
    ["empty", ""],
    ["whitespace", "   \n\t "],
    ["keyboard mash", "asdf"],
    ["mash typed twice", "asdf asdf"],
    ["a home-row run", "asdfgh"],
    ["the top row", "qwerty"],
    ["two keys hammered", "jkjkjk"],
    ["a run typed twice in one word", "sdfsdf"],
    ["vim keys", "hjkl"],
    ["one key held", "aaaaaa"],
    ["the bottom row", "zxcvbnm"],
    ["AZERTY mash", "azerty"],
    ["a bare URL", "https://ivyandash-shop.com/products/item-4471"],
    ["a bare domain", "ivyandash-shop.com/products/4471"],
    ["only emoji", "🔥🔥💯✨🙌"],
    ["only punctuation", "!!!???..."],
    ["only numbers", "12345"],
    ["a measure alone", "12oz"],
    ["stuff", "stuff"],
    ["things", "Things"],
    ["item", "item"],
    ["product", "product"],
    ["cosas (es)", "cosas"],
    ["cosa (es)", "cosa"],
    ["trucs (fr)", "trucs"],
    ["Sachen (de)", "Sachen"],
    ["Zeug (de)", "Zeug"],
    ["shop talk", "new stuff for sale!! check it out 🔥"],
    ["placeholder", "test 123"],
    ["a vague Spanish phrase", "cosas varias en venta"],
    ["a vague French phrase", "des trucs à vendre"],
    ["a vague German phrase", "verschiedene Sachen zu verkaufen"],
  ])("is false for %s", (_label, text) => {
    expect(namesSomething([text])).toBe(false);
  });

  it.each([
    "mug",
    "LEGO 10497",
    "iPhone 12",
    "Nike AF1 sz 10",
    "miel",
    "Kerze",
    "bougie",
    "PS5",
    "tutu",
    "yo-yo",
    "Shih Tzu plush",
    "HDMI cable",
    "glass vase",
    "vintage typewriter",
    "Hand-thrown in small batches.",
    "asdf mug",
    "honey https://shop.example.com",
    "asas de cuero",
  ])("is true for %j", (text) => {
    expect(namesSomething([text])).toBe(true);
  });

  it("reads every field: an empty product with a described context names something", () => {
    expect(namesSomething(["", "hand-poured soy candle, 8 oz"])).toBe(true);
    expect(namesSomething([undefined, "", "   "])).toBe(false);
  });
});

describe("isKeyboardMash", () => {
  it.each([
    "asdf",
    "qwer",
    "qwerty",
    "asdfgh",
    "hjkl",
    "jkjkjk",
    "asdfasdf",
    "sdfsdf",
    "aaaa",
    "asd",
    "lkj",
    "zxcvbnm",
  ])("%s is mash", (token) => {
    expect(isKeyboardMash(token)).toBe(true);
  });

  it.each([
    "power",
    "tree",
    "were",
    "asas",
    "glass",
    "typewriter",
    "pottery",
    "DSLR",
    "dvds",
    "tutu",
    "bonbon",
    "couscous",
    "Tzu",
    "HDMI",
  ])("%s is not mash", (token) => {
    // "were" neighbours on the top row, but it is a filler word before it is ever mash.
    if (token === "were") expect(wordKind(token)).toBe("filler");
    else expect(isKeyboardMash(token)).toBe(false);
  });
});

describe("wordKind and contentWords", () => {
  it("tells names from measures among words with digits", () => {
    expect(wordKind("AF1")).toBe("content");
    expect(wordKind("ps5")).toBe("content");
    expect(wordKind("500ml")).toBe("number");
    expect(wordKind("A4")).toBe("number");
    expect(wordKind("10497")).toBe("number");
  });

  it("takes links and e-mail addresses out before reading", () => {
    expect(contentWords("see https://example.com/mug or me@example.com")).toEqual([]);
    expect(contentWords("blue mug www.example.com")).toEqual(["blue", "mug"]);
  });
});
