import { describe, expect, it } from "vitest";
import { marketplacePlatforms } from "../../../domain/platforms";
import { policyRules } from "./marketplace-policy";
import { holds } from "./policy-match";

/** The ids of the rules a text hits. */
function rulesHit(text: string): string[] {
  return policyRules.filter((rule) => holds(text, rule.when)).map((rule) => rule.id);
}

describe("marketplace policy rules: hits", () => {
  it.each([
    ["Rolex Submariner replica, AAA quality", "counterfeit"],
    ["LV Neverfull inspired bag, 1:1 mirror quality", "counterfeit"],
    ["Chanel inspired earrings", "counterfeit"],
    ["inspired by Chanel, gold earrings", "counterfeit"],
    ["Stanley dupe tumbler 40oz", "counterfeit"],
    ["Coach dupe crossbody bag", "counterfeit"],
    ["counterfeit Nike sneakers", "counterfeit"],
    ["bolso réplica de Gucci", "counterfeit"],
    ["sac contrefaçon Louis Vuitton", "counterfeit"],
    ["Fälschung einer Rolex", "counterfeit"],
    ["kittens for sale, 8 weeks old", "live-animals"],
    ["golden retriever puppies, vaccinated and dewormed, ready now", "live-animals"],
    ["live betta fish", "live-animals"],
    ["cachorros de chihuahua de 2 meses, desparasitados, con primera vacuna", "live-animals"],
    ["chatons à vendre, vaccinés", "live-animals"],
    ["Welpen abzugeben, geimpft und entwurmt", "live-animals"],
    ["CBD oil 1000mg, helps anxiety and insomnia", "cbd-health-claims"],
    ["huile CBD 10%, soigne l'anxiété", "cbd-health-claims"],
    ["CBD gummies 25mg", "cbd"],
    ["lavender balm that cures eczema", "health-claims"],
    ["crema que alivia el dolor de artritis", "health-claims"],
    ["Tee, hilft bei Schlafstörungen", "health-claims"],
    ["Xanax 2mg bars", "drugs"],
    ["delta 8 THC gummies", "drugs"],
    ["Glock 19 pistol with two mags", "firearms"],
    ["500 rounds of 9mm ammo", "firearms"],
    ["hunting rifle, scope included", "firearms"],
    ["switchblade with pearl handle", "prohibited-weapons"],
    ["brass knuckles, solid brass", "prohibited-weapons"],
    ["folding knife, opens w/ a button on the handle, great for self defense", "knife-mechanism"],
    ["Charlotte Tilbury eyeshadow quad, swatched once, 95% full", "used-cosmetics"],
    ["lipstick bundle, used a few times", "used-cosmetics"],
    ["maquillage entamé, palette fard à paupières", "used-cosmetics"],
    ["womens underwear lot, used but washed", "used-underwear"],
    ["calzoncillos usados", "used-underwear"],
    ["homemade limoncello 500ml", "alcohol"],
    ["selbstgemachter Eierlikör, 20% vol.", "alcohol"],
    ["craft beer gift box, 6 IPAs", "alcohol"],
    ["vino tinto de la Rioja, 750 ml", "alcohol"],
    ["disposable vapes 5000 puffs, 5% nic", "tobacco"],
    ["hand-rolled cigars, box of 10", "tobacco"],
    ["cigarette électronique rechargeable", "tobacco"],
    ["Fisher-Price Rock 'n Play sleeper, gently used", "recalled"],
    ["handmade crib bumpers, cotton", "recalled"],
    ["recalled stroller, still works", "recalled"],
    ["2012 Honda Civic sedan, 98k miles, clean title", "vehicles"],
    ["Harley Davidson motorcycle, 1200cc engine", "vehicles"],
    ["Motorrad, TÜV neu, 25.000 km", "vehicles"],
    ["Grogu sticker pack, drew them myself", "fan-art"],
    ["Pikachu crochet amigurumi, handmade", "fan-art"],
    ["Harry Potter inspired bookmark", "fan-art"],
    ["refurbished MacBook Air M1", "etsy-modern-resale"],
    ["NWT lululemon leggings, retail was $98", "etsy-modern-resale"],
    ["iPhone 13 usado, batería 86%", "etsy-modern-resale"],
    ["Louis Vuitton Speedy 30, bought at the LV store in 2016", "etsy-modern-resale"],
  ])("%j hits %s", (text, rule) => {
    expect(rulesHit(text)).toContain(rule);
  });
});

describe("marketplace policy rules: look-alikes that are fine", () => {
  it.each([
    "cat toy with catnip",
    "dog collar, leather",
    "leather dog leash for puppies",
    "fish-shaped soap bar",
    "ceramic cat figurine",
    "crochet puppy plush, 8 inches",
    "kitten heels, size 7",
    "candle for cat lovers",
    "custom pet portrait of your dog",
    "wine glass set of 4",
    "beer mug, hand-thrown stoneware",
    "wine rack, reclaimed wood",
    "ginger beer syrup",
    "root beer float candle",
    "champagne gold earrings",
    "tobacco and vanilla scented candle",
    "cigar box guitar",
    "knife sharpener, whetstone",
    "butter knife set",
    "chef knife, handmade damascus",
    "hot glue gun with 20 sticks",
    "water gun for kids",
    "Top Gun poster",
    "gunmetal grey hoodie",
    "Rifle Paper Co notebook",
    "vintage car poster",
    "toy car, wooden",
    "car phone mount",
    "alfajores caseros, envío por moto en el día",
    "CBD-free lavender balm",
    "no CBD, just shea butter and lavender",
    "replica of the Eiffel Tower, model kit",
    "AAA batteries, pack of 24",
    "faux fur throw, fake fur",
    "imitación piel, bolso bandolera",
    "Van Gogh inspired phone case",
    "Louis Vuitton Speedy 30 monogram, authentic",
    "100% authentic Nike AF1, not a replica",
    "dog treats, grain free",
    "anti-slip yoga mat",
    "slip dress, silk",
    "lipstick, brand new, sealed",
    "LEGO Star Wars 75301, sealed",
    "pokemon card lot, pulled from packs",
    "hand stitched leather card holder",
    "alcohol ink art, abstract",
    "sanitized with alcohol spray, pink blush hoodie",
    "Harry Potter book, first edition",
    "handmade soy candle, 8 oz",
    "weed barrier fabric for garden beds",
  ])("%j hits nothing", (text) => {
    expect(rulesHit(text)).toEqual([]);
  });
});

describe("the rules table", () => {
  it("has unique ids, an English warning and what-phrase, and known marketplaces for every rule", () => {
    expect(new Set(policyRules.map((rule) => rule.id)).size).toBe(policyRules.length);
    for (const rule of policyRules) {
      expect(rule.warning.en.length, rule.id).toBeGreaterThan(20);
      expect(rule.what.en.length, rule.id).toBeGreaterThan(3);
      for (const platform of rule.skip) expect(marketplacePlatforms).toContain(platform);
    }
  });

  it("skips every marketplace that forbids counterfeits, and Redbubble for fan art", () => {
    const rule = (id: string) => policyRules.find((candidate) => candidate.id === id);
    expect([...(rule("counterfeit")?.skip ?? [])].sort()).toEqual([...marketplacePlatforms].sort());
    expect(rule("fan-art")?.skip).toEqual(["redbubble"]);
    expect(rule("vehicles")?.skip).toContain("etsy");
    expect(rule("etsy-modern-resale")).toMatchObject({ scope: "marketplace", skip: ["etsy"] });
  });
});
