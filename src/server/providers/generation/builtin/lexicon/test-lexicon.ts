import { buildLexicon, type Lexicon } from "./lexicon";
import { type LexiconFile, lexiconFileSchema } from "./schema";

/**
 * A small lexicon for unit tests, so parser and writer tests do not move when a copywriter edits
 * the real data files (those are checked by lexicon.test.ts).
 */
const file: LexiconFile = lexiconFileSchema.parse({
  departments: [
    {
      key: "drinkware",
      categories: {
        etsy: "Home & Living > Kitchen & Dining > Drink & Barware > Drinkware",
        amazon: "Home & Kitchen > Kitchen & Dining > Dining & Entertaining > Cups, Mugs & Saucers",
        ebay: "Home & Garden > Kitchen, Dining & Bar > Dinnerware & Serveware > Cups & Mugs",
        mercari: "Home > Kitchen & Dining > Mugs",
      },
      occasions: ["housewarming gift"],
    },
    {
      key: "tops",
      categories: {
        etsy: "Clothing > Gender-Neutral Adult Clothing > Tops & Tees",
        amazon: "Clothing, Shoes & Jewelry > Men > Clothing > Shirts",
        ebay: "Clothing, Shoes & Accessories > Men > Men's Clothing > Shirts",
        mercari: "Men > Tops & T-shirts",
      },
    },
    {
      key: "computers",
      categories: {
        etsy: "Electronics & Accessories",
        amazon: "Electronics > Computers & Accessories > Computers & Tablets > Laptops",
        ebay: "Computers/Tablets & Networking > Laptops & Netbooks",
        mercari: "Electronics > Computers & tablets > Laptops & netbooks",
      },
    },
    {
      key: "wall-art",
      categories: {
        etsy: "Art & Collectibles > Prints",
        amazon: "Home & Kitchen > Wall Art > Posters & Prints",
        ebay: "Art > Art Prints",
        mercari: "Home > Artwork > Posters & prints",
      },
    },
    {
      key: "dresses",
      categories: {
        etsy: "Clothing > Women's Clothing > Dresses",
        amazon: "Clothing, Shoes & Jewelry > Women > Clothing > Dresses",
        ebay: "Clothing, Shoes & Accessories > Women > Women's Clothing > Dresses",
        mercari: "Women > Dresses",
      },
    },
  ],
  products: [
    {
      key: "mug",
      name: "mug",
      plural: "mugs",
      aliases: ["coffee mug", "tea mug"],
      department: "drinkware",
      shopify: "Home & Garden > Kitchen & Dining > Tableware > Drinkware > Mugs",
      categories: { etsy: "Home & Living > Kitchen & Dining > Drink & Barware > Drinkware > Mugs" },
      price: [1800, 4800],
      materials: ["ceramic", "stoneware", "porcelain"],
      searchWords: ["coffee mug", "tea mug", "coffee cup"],
      uses: ["morning coffee", "tea breaks"],
      redbubble: { fit: "blank", product: "Classic Mug", category: "Home & Living > Mugs" },
    },
    {
      key: "espresso-cup",
      name: "espresso cup",
      plural: "espresso cups",
      department: "drinkware",
      shopify: "Home & Garden > Kitchen & Dining > Tableware > Drinkware > Coffee & Tea Cups",
      price: [1200, 3000],
      searchWords: ["espresso cup", "demitasse cup"],
      uses: ["an after-dinner espresso"],
    },
    {
      key: "t-shirt",
      name: "t-shirt",
      plural: "t-shirts",
      label: "T-Shirt",
      aliases: ["tee", "tshirt", "t shirt"],
      department: "tops",
      shopify: "Apparel & Accessories > Clothing > Clothing Tops > T-Shirts",
      price: [1800, 3200],
      searchWords: ["graphic tee", "t shirt", "tshirt"],
      uses: ["everyday wear", "weekends"],
      redbubble: { fit: "blank", product: "Classic T-Shirt", category: "Clothing > T-Shirts" },
    },
    {
      key: "laptop",
      name: "laptop",
      plural: "laptops",
      aliases: ["notebook computer", "macbook", "macbook air"],
      department: "computers",
      shopify: "Electronics > Computers > Laptops",
      price: [25000, 120000],
      searchWords: ["laptop", "notebook computer"],
      uses: ["work and study", "travel"],
      resale: true,
    },
    {
      key: "art-print",
      name: "art print",
      plural: "art prints",
      aliases: ["print", "poster"],
      department: "wall-art",
      shopify: "Home & Garden > Decor > Artwork > Posters, Prints, & Visual Artwork",
      price: [1500, 4500],
      searchWords: ["wall art", "art print", "poster"],
      uses: ["a gallery wall", "the living room"],
      redbubble: { fit: "art", product: "Art Print", category: "Wall Art > Art Prints" },
    },
    {
      key: "dress",
      name: "dress",
      plural: "dresses",
      department: "dresses",
      shopify: "Apparel & Accessories > Clothing > Dresses",
      price: [3500, 9000],
      searchWords: ["midi dress", "summer dress"],
      uses: ["weddings", "summer evenings"],
    },
  ],
});

export const testLexicon: Lexicon = buildLexicon([["test.json", file]]);
