/**
 * Derives src/server/modules/exports/data/ebay-us-categories.json: the eBay US (site 0) leaf
 * category ID for each product type in the builtin writer's lexicon.
 *
 *   npx tsx scripts/derive-ebay-categories.ts <ebay_categories.csv> [YYYY-MM-DD]
 *
 * The input is an export of eBay's Trading API GetCategories for the US site, one row per
 * category: CategoryID, CategoryName, Level, LeafCategory (TRUE for a leaf), ParentCategory, then
 * L1_id, L1_name … L7_name (the path), names HTML-escaped. The copy used is
 * https://github.com/shinnakaiya-sys/ebay-dropship/blob/7ed9743f5a1a510b7e813525a296b8b0fd243747/ebay_categories.csv
 * (committed 2026-05-15); eBay's Taxonomy API getCategoryTree (category_tree_id 0) gives the same
 * tree, so a fresh download from either can replace it. Running this again against a newer tree
 * fails loudly when a chosen leaf has moved or stopped being a leaf.
 *
 * A product type gets an ID when (in this order):
 *  1. CHOICES names a leaf for it (chosen by hand where the lexicon's eBay path is a parent, or
 *     eBay has renamed or moved the category), or
 *  2. its own eBay path in the lexicon (or its department's) is a leaf in the tree.
 * Anything else stays unmapped, and the export names it as missing rather than guessing.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { lexicon } from "../src/server/providers/generation/builtin/lexicon/lexicon";

const OUTPUT = "src/server/modules/exports/data/ebay-us-categories.json";
const SOURCE_URL =
  "https://github.com/shinnakaiya-sys/ebay-dropship/blob/7ed9743f5a1a510b7e813525a296b8b0fd243747/ebay_categories.csv";

/** The lexicon writes eBay's current top-level names; the tree export has these older ones. */
const RENAMES: readonly [string, string][] = [
  ["Cell Phones, Smart Watches & Accessories", "Cell Phones & Accessories"],
];

const CSA = "Clothing, Shoes & Accessories";
const KDB = "Home & Garden > Kitchen, Dining & Bar";
const HB = "Health & Beauty";
const YARD = "Home & Garden > Yard, Garden & Outdoor Living";

/** Product type key → the leaf's full path in the tree (checked to exist and be a leaf). */
const CHOICES: Readonly<Record<string, string>> = {
  // Clothing
  hoodie: `${CSA} > Men > Men's Clothing > Activewear > Hoodies & Sweatshirts`,
  "zip-up-hoodie": `${CSA} > Men > Men's Clothing > Activewear > Hoodies & Sweatshirts`,
  sweatshirt: `${CSA} > Men > Men's Clothing > Activewear > Hoodies & Sweatshirts`,
  veil: `${CSA} > Specialty > Wedding & Formal Occasion > Bridal Accessories > Veils`,
  bra: `${CSA} > Women > Women's Clothing > Intimates & Sleep > Bras & Bra Sets`,
  bralette: `${CSA} > Women > Women's Clothing > Intimates & Sleep > Bras & Bra Sets`,
  panties: `${CSA} > Women > Women's Clothing > Intimates & Sleep > Panties`,
  camisole: `${CSA} > Women > Women's Clothing > Intimates & Sleep > Camisoles & Camisole Sets`,
  corset: `${CSA} > Women > Women's Clothing > Intimates & Sleep > Corsets & Bustiers`,
  "wedding-garter": `${CSA} > Women > Women's Clothing > Intimates & Sleep > Garter Belts`,
  tights: `${CSA} > Women > Women's Clothing > Hosiery & Socks > Pantyhose & Tights`,
  socks: `${CSA} > Women > Women's Clothing > Hosiery & Socks > Socks`,
  "pajama-set": `${CSA} > Women > Women's Clothing > Intimates & Sleep > Sleepwear & Robes`,
  "lounge-set": `${CSA} > Women > Women's Clothing > Intimates & Sleep > Sleepwear & Robes`,
  nightgown: `${CSA} > Women > Women's Clothing > Intimates & Sleep > Sleepwear & Robes`,
  robe: `${CSA} > Women > Women's Clothing > Intimates & Sleep > Sleepwear & Robes`,
  "adult-onesie": `${CSA} > Women > Women's Clothing > Intimates & Sleep > Sleepwear & Robes`,
  tutu: `${CSA} > Baby > Baby & Toddler Clothing > Skirts`,
  "baby-bodysuit": `${CSA} > Baby > Baby & Toddler Clothing > One-Pieces`,
  "baby-romper": `${CSA} > Baby > Baby & Toddler Clothing > One-Pieces`,
  "baby-dress": `${CSA} > Baby > Baby & Toddler Clothing > Dresses`,
  "baby-outfit": `${CSA} > Baby > Baby & Toddler Clothing > Outfits & Sets`,
  "baby-leggings": `${CSA} > Baby > Baby & Toddler Clothing > Bottoms`,
  bloomers: `${CSA} > Baby > Baby & Toddler Clothing > Bottoms`,
  "baby-sweater": `${CSA} > Baby > Baby & Toddler Clothing > Sweaters`,
  "kids-pajama-set": `${CSA} > Baby > Baby & Toddler Clothing > Sleepwear`,
  "kids-t-shirt": `${CSA} > Kids > Boys > Boys' Clothing (Sizes 4 & Up) > Tops, Shirts & T-Shirts`,
  "kids-hoodie": `${CSA} > Kids > Boys > Boys' Clothing (Sizes 4 & Up) > Sweatshirts & Hoodies`,
  "costume-mask": `${CSA} > Specialty > Costumes, Reenactment, Theater > Accessories > Masks & Eye Masks`,
  clogs: `${CSA} > Women > Women's Shoes > Comfort Shoes`,
  "messenger-bag": `${CSA} > Men > Men's Accessories > Bags`,
  keychain: `${CSA} > Women > Women's Accessories > Key Chains, Rings & Finders`,
  lanyard: `${CSA} > Women > Women's Accessories > Key Chains, Rings & Finders`,
  "passport-holder": "Travel > Travel Accessories > Passport & ID Holders",
  // Art and jewelry
  painting: "Art > Paintings",
  "enamel-pin": "Jewelry & Watches > Fashion Jewelry > Brooches & Pins",
  brooch: "Jewelry & Watches > Fashion Jewelry > Brooches & Pins",
  "toe-ring": "Jewelry & Watches > Fashion Jewelry > Toe Rings",
  "tie-clip": "Jewelry & Watches > Men's Jewelry > Tie Clasps & Tacks",
  "jewelry-charm": "Jewelry & Watches > Fashion Jewelry > Bracelets & Charms",
  // Health & beauty
  "soap-bar": `${HB} > Bath & Body > Body Soaps`,
  "liquid-hand-soap": `${HB} > Bath & Body > Hand Washes`,
  "bubble-bar": `${HB} > Bath & Body > Bubble Baths`,
  "shower-steamer": `${HB} > Bath & Body > Bath Bombs & Fizzies`,
  "body-scrub": `${HB} > Skin Care > Exfoliators & Scrubs`,
  "body-butter": `${HB} > Skin Care > Moisturizers`,
  lotion: `${HB} > Skin Care > Moisturizers`,
  "hand-cream": `${HB} > Skin Care > Moisturizers`,
  loofah: `${HB} > Bath & Body > Bath Brushes & Sponges`,
  "lip-balm": `${HB} > Skin Care > Lip Balm & Treatments`,
  "face-cleanser": `${HB} > Skin Care > Cleansers & Toners`,
  "face-toner": `${HB} > Skin Care > Cleansers & Toners`,
  "face-mask": `${HB} > Skin Care > Skin Masks`,
  "eye-cream": `${HB} > Skin Care > Eye Treatments & Masks`,
  "hair-oil": `${HB} > Hair Care & Styling > Treatments, Oils & Protectors`,
  comb: `${HB} > Hair Care & Styling > Brushes & Combs`,
  "shaving-soap": `${HB} > Shaving & Hair Removal > Shaving Creams, Foams & Gels`,
  "shaving-brush": `${HB} > Shaving & Hair Removal > Shaving Brushes & Mugs`,
  "nail-polish": `${HB} > Nail Care, Manicure & Pedicure > Nail Polish & Powders > Nail Polish`,
  "press-on-nails": `${HB} > Nail Care, Manicure & Pedicure > Nail Art > Press-On Nails`,
  "cuticle-oil": `${HB} > Nail Care, Manicure & Pedicure > Nail Care & Treatment > Cuticle Treatments`,
  "false-lashes": `${HB} > Makeup > Eyes > False Eyelashes & Adhesives`,
  bronzer: `${HB} > Makeup > Face > Bronzer, Contour & Highlighter`,
  "makeup-highlighter": `${HB} > Makeup > Face > Bronzer, Contour & Highlighter`,
  "setting-spray": `${HB} > Makeup > Face > Setting Spray`,
  "makeup-brush": `${HB} > Makeup > Makeup Tools & Accessories > Brushes`,
  "essential-oil": `${HB} > Natural & Alternative Remedies > Aromatherapy`,
  "sleep-mask": `${HB} > Health Care > Sleeping Aids > Sleep Masks`,
  "eye-pillow": `${HB} > Massage > Massage Pillows & Bolsters`,
  "protein-powder": `${HB} > Vitamins & Lifestyle Supplements > Sports Supplements > Protein Shakes & Bodybuilding`,
  // Electronics, media, music
  smartphone: "Cell Phones & Accessories > Cell Phones & Smartphones",
  "smart-watch": "Cell Phones & Accessories > Smart Watches",
  phonecase: "Cell Phones & Accessories > Cell Phone Accessories > Cases, Covers & Skins",
  "phone-charger": "Cell Phones & Accessories > Cell Phone Accessories > Chargers & Cradles",
  "power-bank": "Cell Phones & Accessories > Cell Phone Accessories > Chargers & Cradles",
  "phone-grip": "Cell Phones & Accessories > Cell Phone Accessories > Mounts & Holders",
  "phone-charm": "Cell Phones & Accessories > Cell Phone Accessories > Straps & Charms",
  "screen-protector": "Cell Phones & Accessories > Cell Phone Accessories > Screen Protectors",
  television: "Consumer Electronics > TV, Video & Home Audio > TV & Video > TVs",
  "tablet-case":
    "Computers/Tablets & Networking > Tablet & eBook Reader Accs > Cases, Covers, Keyboard Folios",
  keyboard: "Computers/Tablets & Networking > Keyboards, Mice & Pointers > Keyboards & Keypads",
  "computer-mouse":
    "Computers/Tablets & Networking > Keyboards, Mice & Pointers > Mice, Trackballs & Touchpads",
  "game-controller": "Video Games & Consoles > Video Game Accessories > Controllers & Attachments",
  "vinyl-record": "Music > Vinyl Records",
  "digital-piano": "Musical Instruments & Gear > Pianos, Keyboards & Organs > Pianos > Digital Pianos",
  harmonica: "Musical Instruments & Gear > Wind & Woodwind > Folk & World > Harmonicas",
  kalimba: "Musical Instruments & Gear > Percussion > Hand Percussion > Kalimbas",
  // Home & garden
  "bird-bath": `${YARD} > Bird & Wildlife Accessories > Bird Baths`,
  "garden-gnome": `${YARD} > Décor > Ornaments & Statues`,
  "garden-flag": `${YARD} > Décor > Flags`,
  "wind-chime": `${YARD} > Décor > Wind Chimes`,
  "stepping-stone": `${YARD} > Décor > Pebbles, Stones & Step Stones`,
  houseplant: `${YARD} > Plants, Seeds & Bulbs > Plants & Seedlings`,
  succulent: `${YARD} > Plants, Seeds & Bulbs > Plants & Seedlings`,
  "air-plant": `${YARD} > Plants, Seeds & Bulbs > Plants & Seedlings`,
  "potting-soil": `${YARD} > Plant Care, Soil & Accessories > Soil & Soil Amendments`,
  "watering-can": `${YARD} > Watering Equipment > Watering Cans & Spray Bottles`,
  planter: `${YARD} > Plant Care, Soil & Accessories > Baskets, Pots, Window Boxes & Saucers`,
  "plant-stand": `${YARD} > Décor > Plant Stands`,
  "coffee-beans": "Home & Garden > Food & Beverages > Non-Alcoholic Drinks > Coffee > Coffee Beans",
  "loose-leaf-tea": "Home & Garden > Food & Beverages > Non-Alcoholic Drinks > Tea & Infusions",
  "raw-honey": "Home & Garden > Food & Beverages > Pantry > Jam, Honey & Spreads > Honey",
  jam: "Home & Garden > Food & Beverages > Pantry > Jam, Honey & Spreads > Jams & Preserves",
  "hot-sauce": "Home & Garden > Food & Beverages > Pantry > Condiments & Sauces > BBQ & Hot Sauces",
  "spice-blend":
    "Home & Garden > Food & Beverages > Pantry > Herbs, Spices & Seasonings > Herbs & Spices > Mixes",
  jerky: "Home & Garden > Food & Beverages > Pantry > Preserved Meat, Poultry > Jerky, Dried & Cured Meats",
  popcorn: "Home & Garden > Food & Beverages > Pantry > Snacks > Popcorn",
  candle: "Home & Garden > Candles & Home Fragrance > Candles",
  "wax-melt": "Home & Garden > Candles & Home Fragrance > Home Fragrance",
  "reed-diffuser": "Home & Garden > Candles & Home Fragrance > Home Fragrance",
  incense: "Home & Garden > Candles & Home Fragrance > Home Fragrance",
  "room-spray": "Home & Garden > Candles & Home Fragrance > Home Fragrance",
  "candle-holder": "Home & Garden > Candles & Home Fragrance > Candle Holders & Accessories",
  pillow: "Home & Garden > Pillows",
  figurine: "Home & Garden > Home Décor > Sculptures & Figurines",
  bookends: "Home & Garden > Home Décor > Decorative Accessories > Bookends",
  suncatcher: "Home & Garden > Home Décor > Decorative Accessories > Suncatchers & Mobiles",
  "wall-clock": "Home & Garden > Home Décor > Clocks > Wall Clocks",
  tapestry: "Home & Garden > Home Décor > Tapestries",
  "artificial-flowers": "Home & Garden > Home Décor > Floral Décor",
  "dried-flowers": "Home & Garden > Home Décor > Floral Décor",
  "snow-globe": "Home & Garden > Holiday & Seasonal Décor > Snow Globes",
  quilt: "Home & Garden > Bedding > Quilts, Bedspreads & Coverlets",
  "duvet-cover": "Home & Garden > Bedding > Duvet Covers & Sets",
  "door-mat": "Home & Garden > Rugs & Carpets > Door Mats & Floor Mats",
  rug: "Home & Garden > Rugs & Carpets > Accent Rugs",
  "shower-curtain": "Home & Garden > Bath > Shower & Bathtub Accessories > Shower Curtains",
  "bath-mat": "Home & Garden > Bath > Bathroom Accessories > Bath Mats, Rugs & Toilet Covers",
  "bath-towel": "Home & Garden > Bath > Bathroom Accessories > Towels & Washcloths",
  "night-light": "Home & Garden > Lamps, Lighting & Ceiling Fans > Night Lights",
  "string-lights": "Home & Garden > Lamps, Lighting & Ceiling Fans > String Lights, Fairy Lights",
  "lamp-shade": "Home & Garden > Lamps, Lighting & Ceiling Fans > Lamp Shades",
  wreath: "Home & Garden > Holiday & Seasonal Décor > Wreaths, Garlands & Plants",
  garland: "Home & Garden > Holiday & Seasonal Décor > Wreaths, Garlands & Plants",
  ornament: "Home & Garden > Holiday & Seasonal Décor > Ornaments",
  "christmas-stocking": "Home & Garden > Holiday & Seasonal Décor > Stockings & Hangers",
  "tree-skirt": "Home & Garden > Holiday & Seasonal Décor > Tree Stands & Skirts",
  "advent-calendar": "Home & Garden > Holiday & Seasonal Décor > Advent Calendars",
  desk: "Home & Garden > Furniture > Home Office Desks",
  stool: "Home & Garden > Furniture > Bar Stools & Stools",
  bench: "Home & Garden > Furniture > Benches",
  ottoman: "Home & Garden > Furniture > Ottomans, Footstools & Poufs",
  nightstand: "Home & Garden > Furniture > Nightstands",
  dresser: "Home & Garden > Furniture > Dressers & Chests of Drawers",
  bookshelf: "Home & Garden > Furniture > Bookcases & Shelving",
  // Kitchen & dining
  mug: `${KDB} > Dinnerware & Serveware > Mugs`,
  "travel-mug": `${KDB} > Kitchen Storage & Organization > Vacuum Flasks & Mugs`,
  "cup-and-saucer": `${KDB} > Dinnerware & Serveware > Cups & Saucers`,
  "wine-glass": `${KDB} > Glassware & Drinkware`,
  "drinking-glass": `${KDB} > Glassware & Drinkware`,
  "beer-glass": `${KDB} > Glassware & Drinkware`,
  "shot-glass": `${KDB} > Glassware & Drinkware`,
  "whiskey-glass": `${KDB} > Glassware & Drinkware`,
  "champagne-flute": `${KDB} > Glassware & Drinkware`,
  tumbler: `${KDB} > Glassware & Drinkware`,
  "can-cooler": `${KDB} > Bar Tools & Accessories > Can & Bottle Coolers`,
  coaster: `${KDB} > Bar Tools & Accessories > Coasters`,
  "bottle-opener": `${KDB} > Bar Tools & Accessories > Corkscrews & Openers`,
  "cocktail-shaker": `${KDB} > Bar Tools & Accessories > Cocktail Shakers & Bar Sets`,
  decanter: `${KDB} > Bar Tools & Accessories > Decanters`,
  "wine-stopper": `${KDB} > Bar Tools & Accessories > Bottle Stoppers & Corks`,
  pitcher: `${KDB} > Dinnerware & Serveware > Jugs & Pitchers`,
  teapot: `${KDB} > Dinnerware & Serveware > Teapots`,
  "dinnerware-set": `${KDB} > Dinnerware & Serveware > Dinner Service Sets`,
  "serving-platter": `${KDB} > Dinnerware & Serveware > Platters`,
  "serving-tray": `${KDB} > Dinnerware & Serveware > Trays`,
  "butter-dish": `${KDB} > Dinnerware & Serveware > Butter Dishes`,
  "salt-and-pepper-shakers": `${KDB} > Kitchen Tools & Gadgets > Salt & Pepper`,
  "flatware-set": `${KDB} > Flatware, Knives & Cutlery > Flatware Sets`,
  chopsticks: `${KDB} > Flatware, Knives & Cutlery > Chopsticks`,
  "kitchen-knife": `${KDB} > Flatware, Knives & Cutlery > Kitchen & Steak Knives`,
  "napkin-ring": `${KDB} > Linens & Textiles > Napkin Rings & Holders`,
  trivet: `${KDB} > Dinnerware & Serveware > Trivets`,
  "cutting-board": `${KDB} > Kitchen Tools & Gadgets > Cutting Boards`,
  "kitchen-utensil": `${KDB} > Kitchen Tools & Gadgets > Cooking Utensils`,
  "spoon-rest": `${KDB} > Kitchen Tools & Gadgets > Spoon Rests`,
  "storage-jar": `${KDB} > Kitchen Storage & Organization > Canisters & Jars`,
  "cookie-jar": `${KDB} > Kitchen Storage & Organization > Canisters & Jars`,
  "spice-rack": `${KDB} > Kitchen Storage & Organization > Spice Jars & Racks`,
  "bread-box": `${KDB} > Kitchen Storage & Organization > Bread Boxes`,
  "lunch-box": `${KDB} > Kitchen Storage & Organization > Lunch Containers`,
  "food-wrap": `${KDB} > Kitchen Storage & Organization > Cling Film, Foil & Food Wraps`,
  "mixing-bowl": `${KDB} > Kitchen Tools & Gadgets > Mixing Bowls`,
  "measuring-cup": `${KDB} > Kitchen Tools & Gadgets > Measuring Cups & Spoons`,
  "mortar-and-pestle": `${KDB} > Kitchen Tools & Gadgets > Mortar & Pestles`,
  "baking-dish": `${KDB} > Bakeware > Baking/Roasting Dishes`,
  "pie-dish": `${KDB} > Bakeware > Pie, Flan & Tart Tins`,
  skillet: `${KDB} > Cookware > Frying & Grill Pans`,
  "dutch-oven": `${KDB} > Cookware > Casserole Pans`,
  "tea-towel": `${KDB} > Linens & Textiles > Towels & Dishcloths`,
  "dish-cloth": `${KDB} > Linens & Textiles > Towels & Dishcloths`,
  apron: `${KDB} > Linens & Textiles > Aprons`,
  "oven-mitt": `${KDB} > Linens & Textiles > Oven Mitts & Potholders`,
  placemat: `${KDB} > Linens & Textiles > Placemats`,
  "table-runner": `${KDB} > Linens & Textiles > Table Runners`,
  tablecloth: `${KDB} > Linens & Textiles > Tablecloths`,
  "cloth-napkin": `${KDB} > Linens & Textiles > Napkins`,
  // Crafts
  patch: "Crafts > Sewing > Embellishments & Finishes > Patches",
  ribbon: "Crafts > Sewing > Embellishments & Finishes > Trims",
  "sewing-pattern": "Crafts > Sewing > Sewing Patterns",
  bead: "Crafts > Beads & Jewelry Making > Beads",
  roving: "Crafts > Needlecrafts & Yarn > Spinning & Felting > Roving Wool & Fibers",
  "embroidery-floss":
    "Crafts > Needlecrafts & Yarn > Embroidery & Cross Stitch > Hand Embroidery Floss & Thread",
  "knitting-needles": "Crafts > Needlecrafts & Yarn > Crocheting & Knitting > Knitting Needles",
  "knitting-pattern": "Crafts > Needlecrafts & Yarn > Crocheting & Knitting > Patterns-Contemporary",
  "crochet-pattern": "Crafts > Needlecrafts & Yarn > Crocheting & Knitting > Patterns-Contemporary",
  "project-bag": "Crafts > Needlecrafts & Yarn > Crocheting & Knitting > Totes & Cases",
  "cross-stitch-pattern":
    "Crafts > Needlecrafts & Yarn > Embroidery & Cross Stitch > Hand Embr Patterns & Magazines > Cross Stitch Patterns",
  "candle-making-kit":
    "Crafts > Home Arts & Crafts > Candle Making & Soap Making > Candle & Soap Making Kits",
  stencil: "Crafts > Multi-Purpose Craft Supplies > Stencils & Templates",
  // Toys, games, baby, sport, pets
  "rocking-horse": "Toys & Hobbies > Classic Toys > Rocking Horses",
  "yo-yo": "Toys & Hobbies > Classic Toys > Yo-Yos > 1970-Now",
  kite: "Toys & Hobbies > Outdoor Toys & Structures > Kites",
  "play-tent": "Toys & Hobbies > Outdoor Toys & Structures > Tents, Tunnels & Playhuts > Play Tents",
  "deck-of-cards": "Toys & Hobbies > Games > Card Games & Poker > Playing Cards",
  "card-game": "Toys & Hobbies > Games > Card Games & Poker > Card Games-Contemporary",
  "board-game": "Toys & Hobbies > Games > Board & Traditional Games > Contemporary Manufacture",
  "chess-set": "Toys & Hobbies > Games > Chess > Contemporary Chess",
  "fidget-toy": "Toys & Hobbies > Educational > Special Needs & Autism > Other Sensory Toys",
  doll: "Dolls & Bears > Dolls, Clothing & Accessories > Dolls & Doll Playsets",
  "dollhouse-miniature": "Dolls & Bears > Dollhouse Miniatures > Dollhouse Furniture",
  bib: "Baby > Feeding > Baby Bibs & Burp Cloths",
  "burp-cloth": "Baby > Feeding > Baby Bibs & Burp Cloths",
  "nursing-cover": "Baby > Feeding > Breastfeeding/Nursing > Nursing Covers/Blankets",
  "yoga-mat-bag": "Sporting Goods > Fitness, Running & Yoga > Yoga & Pilates > Mat Carriers & Bags",
  "golf-towel": "Sporting Goods > Golf > Golf Accessories > Golf Towels",
  tent: "Sporting Goods > Camping & Hiking > Tents & Canopies > Tents",
  "sleeping-bag": "Sporting Goods > Camping & Hiking > Outdoor Sleeping Gear > Sleeping Bags",
  "trekking-poles": "Sporting Goods > Camping & Hiking > Hiking Gear > Walking & Trekking Sticks",
  "fishing-lure": "Sporting Goods > Fishing > Baits, Lures & Flies > Baits & Lures",
  "tackle-box": "Sporting Goods > Fishing > Fishing Equipment > Tackle Boxes & Bags",
  "cornhole-set": "Sporting Goods > Outdoor Sports > Backyard Games > Cornhole Bag Toss",
  "cornhole-bags": "Sporting Goods > Outdoor Sports > Backyard Games > Cornhole Bag Toss",
  "dog-collar": "Pet Supplies > Dog Supplies > Collars",
  "pet-tag": "Pet Supplies > Dog Supplies > Tags & Charms",
  "cat-collar": "Pet Supplies > Cat Supplies > Collars & Tags",
  "dog-leash": "Pet Supplies > Dog Supplies > Leashes & Head Collars",
  "pet-bowl": "Pet Supplies > Dog Supplies > Dishes, Feeders & Fountains",
  "dog-treats": "Pet Supplies > Dog Supplies > Dog Chews & Treats",
  "poop-bag-holder": "Pet Supplies > Dog Supplies > Pooper Scoopers & Bags",
  "pet-carrier": "Pet Supplies > Dog Supplies > Transport & Travel > Carriers & Totes",
  // Second pass: stationery, party, toys, baby, sport, music, kitchen extras
  notebook: "Home & Garden > School Supplies > Notebooks & Binders",
  journal:
    "Business & Industrial > Office > Office Supplies > Calendars & Planners > Blank Diaries & Journals",
  planner: "Business & Industrial > Office > Office Supplies > Calendars & Planners > Planners & Organizers",
  calendar: "Business & Industrial > Office > Office Supplies > Calendars & Planners > Calendars",
  notepad: "Business & Industrial > Office > Office Supplies > Paper Products > Note Pads",
  "sticky-notes": "Business & Industrial > Office > Office Supplies > Desk Accessories > Sticky Notes",
  "stationery-set": "Home & Garden > Greeting Cards & Party Supply > Stationery & Note Pads",
  pen: "Business & Industrial > Office > Office Supplies > Pens, Pencils & Markers > Ballpoint & Rollerball Pens",
  "fountain-pen":
    "Business & Industrial > Office > Office Supplies > Pens, Pencils & Markers > Fountain Pens",
  pencil: "Business & Industrial > Office > Office Supplies > Pens, Pencils & Markers > Wooden Pencils",
  "desk-organizer":
    "Business & Industrial > Office > Office Supplies > Desk Accessories > Desk & Drawer Organizers",
  "business-card": "Business & Industrial > Office > Office Supplies > Paper Products > Business Cards",
  "washi-tape": "Crafts > Scrapbooking & Paper Crafts > Scrapbooking > Scrapbooking Adhesives > Washi Tape",
  bookmark: "Books & Magazines > Accessories > Bookmarks",
  "photo-album":
    "Cameras & Photo > Camera, Drone & Photo Accessories > Photo Albums & Storage > Photo Albums & Boxes",
  "fridge-magnet": `${KDB} > Kitchen Tools & Gadgets > Refrigerator Magnets`,
  "wrapping-paper": "Home & Garden > Greeting Cards & Party Supply > Gift Wrapping Supplies > Wrapping Paper",
  "gift-tag": "Home & Garden > Greeting Cards & Party Supply > Gift Wrapping Supplies > Gift Tags & Stickers",
  "gift-bag": "Home & Garden > Greeting Cards & Party Supply > Gift Wrapping Supplies > Gift Bags",
  "gift-box": "Home & Garden > Greeting Cards & Party Supply > Gift Wrapping Supplies > Gift Boxes",
  "gift-basket": "Home & Garden > Greeting Cards & Party Supply > Gift Baskets",
  "party-banner":
    "Home & Garden > Greeting Cards & Party Supply > Party Supplies > Banners, Bunting & Garlands",
  "cake-topper": "Home & Garden > Greeting Cards & Party Supply > Party Supplies > Cake Toppers",
  balloon: "Home & Garden > Greeting Cards & Party Supply > Party Supplies > Balloons",
  "party-favor":
    "Home & Garden > Greeting Cards & Party Supply > Party Supplies > Favors & Party Bag Fillers",
  confetti: "Home & Garden > Greeting Cards & Party Supply > Party Supplies > Confetti",
  pinata: "Home & Garden > Greeting Cards & Party Supply > Party Supplies > Piñatas",
  "party-decoration": "Home & Garden > Greeting Cards & Party Supply > Party Supplies > Party Decorations",
  "guest-book": "Home & Garden > Greeting Cards & Party Supply > Party Supplies > Guest Books",
  curtains: "Home & Garden > Window Treatments & Hardware > Curtains & Drapes",
  "wine-rack": `${KDB} > Bar Tools & Accessories > Wine Racks & Bottle Holders`,
  "cookie-cutter": `${KDB} > Baking Accs. & Cake Decorating > Cookie Cutters`,
  "rolling-pin": `${KDB} > Baking Accs. & Cake Decorating > Rolling Pins`,
  "cake-stand": `${KDB} > Baking Accs. & Cake Decorating > Presentation & Packaging > Cake Stands`,
  "tea-infuser": `${KDB} > Small Kitchen Appliances > Coffee, Tea & Espresso Makers > Tea Infusers`,
  "espresso-cup": `${KDB} > Dinnerware & Serveware > Cups & Saucers`,
  "water-bottle":
    "Sporting Goods > Camping & Hiking > Water Bottles & Hydration > Canteens, Bottles & Flasks",
  yarn: "Crafts > Needlecrafts & Yarn > Yarn",
  "glasses-chain": "Health & Beauty > Vision Care > Eyeglass Straps, Cords & Grips",
  "leg-warmers": `${CSA} > Women > Women's Clothing > Hosiery & Socks > Leg Warmers`,
  "bow-tie": `${CSA} > Men > Men's Accessories > Ties`,
  teether: "Baby > Feeding > Teethers",
  "pacifier-clip": "Baby > Feeding > Pacifier Clips & Cases",
  rattle: "Baby > Toys for Baby > Rattles",
  "baby-mobile": "Baby > Nursery Décor > Mobiles",
  "play-mat": "Baby > Toys for Baby > Baby Gyms, Play Mats & Jigsaw Mats",
  "baby-gym": "Baby > Toys for Baby > Baby Gyms, Play Mats & Jigsaw Mats",
  swaddle: "Baby > Nursery Bedding > Blankets & Throws",
  "ring-sling": "Baby > Carriers, Slings & Backpacks",
  "baby-bonnet": `${CSA} > Baby > Baby Accessories > Hats`,
  "play-kitchen": "Toys & Hobbies > Preschool Toys & Pretend Play > Kitchens",
  "play-dough": "Toys & Hobbies > Preschool Toys & Pretend Play > Play-Doh, Modeling Clay",
  puppet: "Toys & Hobbies > Preschool Toys & Pretend Play > Puppets > 1970-Now",
  "toy-car": "Toys & Hobbies > Diecast & Toy Vehicles > Cars, Trucks & Vans > Contemporary Manufacture",
  "toy-train": "Toys & Hobbies > Model Railroads & Trains > Railroads & Trains > Starter Sets & Packs",
  "building-set":
    "Toys & Hobbies > Building Toys > Building Toys & Blocks > Building Toy Complete Sets & Packs",
  "block-set": "Toys & Hobbies > Building Toys > Building Toys & Blocks > Building Toy Complete Sets & Packs",
  "yoga-mat": "Sporting Goods > Fitness, Running & Yoga > Yoga & Pilates > Mats & Non-Slip Towels",
  "yoga-block": "Sporting Goods > Fitness, Running & Yoga > Yoga & Pilates > Yoga Props",
  "camping-lantern": "Sporting Goods > Camping & Hiking > Flashlights, Lanterns & Lights > Lanterns",
  bicycle: "Sporting Goods > Cycling > Bicycles",
  "fishing-rod": "Sporting Goods > Fishing > Rods & Poles",
  guitar: "Musical Instruments & Gear > Guitars & Basses > Acoustic Guitars",
  "bass-guitar": "Musical Instruments & Gear > Guitars & Basses > Bass Guitars",
  "guitar-amp": "Musical Instruments & Gear > Guitars & Basses > Guitar Amplifiers",
  ukulele: "Musical Instruments & Gear > String > Folk & World > Ukuleles",
  violin: "Musical Instruments & Gear > String > Orchestral > Violins",
  flute: "Musical Instruments & Gear > Wind & Woodwind > Band & Orchestral > Flutes",
  saxophone: "Musical Instruments & Gear > Wind & Woodwind > Band & Orchestral > Saxophones",
  trumpet: "Musical Instruments & Gear > Brass > Trumpets",
  "drum-set": "Musical Instruments & Gear > Percussion > Drums > Sets & Kits",
  "sheet-music": "Musical Instruments & Gear > Sheet Music & Song Books > Contemporary",
  turntable:
    "Consumer Electronics > TV, Video & Home Audio > Home Audio > Home Audio Components > Record Players/Home Turntables",
  laptop: "Computers/Tablets & Networking > Laptops & Netbooks > PC Laptops & Netbooks",
  "desktop-computer": "Computers/Tablets & Networking > Desktops & All-In-Ones > PC Desktops & All-In-Ones",
  "wall-hook": "Home & Garden > Household Supplies & Cleaning > Home Organization > Hooks & Hangers",
  "jigsaw-puzzle": "Toys & Hobbies > Puzzles > Contemporary Puzzles > Jigsaw",
  "crochet-toy": "Toys & Hobbies > Stuffed Animals > Handmade",
  dollhouse: "Dolls & Bears > Dollhouse Miniatures > Dollhouses & Room Boxes",
  "doll-outfit":
    "Dolls & Bears > Dolls, Clothing & Accessories > Doll Clothes & Accessories > Clothing & Accessories",
  "belly-ring": "Jewelry & Watches > Body Jewelry",
  "nose-ring": "Jewelry & Watches > Body Jewelry",
  "body-chain": "Jewelry & Watches > Body Jewelry",
  "temporary-tattoo": `${HB} > Tattoos & Body Art > Temporary Tattoos > Press-on Tattoos`,
  "heating-pad": `${HB} > Health Care > Hot & Cold Therapies > Electric Heating Pads`,
  "body-oil": `${HB} > Massage > Massage Oils & Lotions`,
  "mouse-pad": "Computers/Tablets & Networking > Laptop & Desktop Accessories > Mouse Pads & Wrist Rests",
  speaker: "Consumer Electronics > Portable Audio & Headphones > Audio Docks & Mini Speakers",
  microphone: "Musical Instruments & Gear > Pro Audio Equipment > Microphones & Wireless Systems",
  synthesizer: "Musical Instruments & Gear > Pro Audio Equipment > Synthesizers",
  birdhouse: `${YARD} > Bird & Wildlife Accessories > Bird Houses`,
  "garden-tool": `${YARD} > Garden Hand Tools & Equipment > Garden Tool Sets`,
  chocolate:
    "Home & Garden > Food & Beverages > Pantry > Sweets & Chocolate > Chocolate Sweets & Assortments",
  cookie: "Home & Garden > Food & Beverages > Pantry > Sweets & Chocolate > Cookies & Biscuits",
  "hot-cocoa": "Home & Garden > Food & Beverages > Non-Alcoholic Drinks > Hot Chocolate & Malted Drinks",
  centerpiece: "Home & Garden > Wedding Supplies > Centerpieces & Table Décor",
  // Office
  "digital-planner":
    "Business & Industrial > Office > Office Supplies > Calendars & Planners > Planners & Organizers",
};

interface TreeCategory {
  id: string;
  path: string;
  leaf: boolean;
}

/** RFC 4180 rows (quoted fields may hold commas, doubled quotes and newlines). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else if (char !== "\r") field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function readTree(file: string): Map<string, TreeCategory> {
  const [header, ...rows] = csvRows(readFileSync(file, "utf8"));
  const column = (name: string) => {
    const at = header?.indexOf(name) ?? -1;
    if (at < 0) throw new Error(`${file}: no "${name}" column`);
    return at;
  };
  const [idAt, levelAt, leafAt] = [column("CategoryID"), column("Level"), column("LeafCategory")];
  const byPath = new Map<string, TreeCategory>();
  for (const row of rows) {
    const level = Number(row[levelAt]);
    if (!row[idAt] || !level) continue;
    const names: string[] = [];
    for (let l = 1; l <= level; l++) names.push(unescapeHtml(row[column(`L${l}_name`)] ?? ""));
    const path = names.join(" > ");
    byPath.set(path, { id: row[idAt] as string, path, leaf: row[leafAt] === "TRUE" });
  }
  return byPath;
}

function renamed(path: string): string {
  return RENAMES.reduce(
    (text, [now, then]) => (text.startsWith(now) ? then + text.slice(now.length) : text),
    path,
  );
}

function main() {
  const [file, date = new Date().toISOString().slice(0, 10)] = process.argv.slice(2);
  if (!file) throw new Error("usage: derive-ebay-categories.ts <ebay_categories.csv> [YYYY-MM-DD]");
  const tree = readTree(file);
  const lex = lexicon();
  const chosen = new Map<string, TreeCategory>();
  for (const [key, path] of Object.entries(CHOICES)) {
    if (!lex.byKey.has(key)) throw new Error(`CHOICES names unknown product type "${key}"`);
    const category = tree.get(path);
    if (!category?.leaf)
      throw new Error(`CHOICES for "${key}": "${path}" is ${category ? "not a leaf" : "not in the tree"}`);
    chosen.set(key, category);
  }
  const productTypes: Record<string, string> = {};
  const categories: Record<string, string> = {};
  const unmapped: string[] = [];
  for (const product of lex.products) {
    const own = product.categories?.ebay ?? lex.departments.get(product.department)?.categories.ebay;
    const direct = own ? tree.get(renamed(own)) : undefined;
    const category = chosen.get(product.key) ?? (direct?.leaf ? direct : undefined);
    if (!category) {
      unmapped.push(product.key);
      continue;
    }
    productTypes[product.key] = category.id;
    categories[category.id] = category.path;
  }
  const leaves = Object.entries(categories)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([id, path]) => ({ id, path, leaf: true }));
  const data = {
    source: {
      description: "eBay US (site 0) category tree, eBay Trading API GetCategories",
      url: SOURCE_URL,
      retrieved: date,
    },
    note: "Generated by scripts/derive-ebay-categories.ts: the leaves the product types map to.",
    categories: leaves,
    productTypes,
  };
  writeFileSync(OUTPUT, `${JSON.stringify(data, null, 2)}\n`);
  const mapped = Object.keys(productTypes).length;
  console.log(
    `${mapped} of ${lex.products.length} product types mapped to ${Object.keys(categories).length} leaf categories`,
  );
  console.log(`unmapped (${unmapped.length}): ${unmapped.join(", ")}`);
}

main();
