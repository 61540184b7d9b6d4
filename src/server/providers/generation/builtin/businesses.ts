/**
 * What the writer knows about a kind of business: the noun for what it shows, how it got it,
 * hashtags, and a few honest general-purpose lines (a tip, an insight, a Pinterest use). Matched
 * from the social form's, the product form's and the bulk page's business types, and from any
 * custom text by keyword.
 */
export interface BusinessProfile {
  key: string;
  /** What a photo from this business usually shows ("piece", "dish"). Singular, lowercase. */
  noun: string;
  /** How the business came by it: "made", "designed", "found"… (past participle). */
  verb: string;
  /** An adjective for the thing, when the business type implies one ("handmade"). */
  adjective?: string;
  /**
   * What the business offers, in general terms, for posts that name no single product ("our
   * handmade work", "our beauty products"): a plural or mass noun phrase, lowercase.
   */
  range: string;
  /** The business in a phrase: "a handmade studio", "a small online shop". */
  kind: string;
  /** Where the thing ends up, for hooks: "your space", "your table". */
  place: string;
  hashtags: string[];
  /** A general, true tip (educational goal/tone). */
  tip: string;
  /** A LinkedIn-style observation about the trade. */
  insight: string;
  /** Pinterest: what people save it for. */
  pinterestUse: string;
}

const profiles: Record<string, BusinessProfile> = {
  handmade: {
    key: "handmade",
    range: "handmade work",
    noun: "piece",
    verb: "made by hand",
    adjective: "handmade",
    kind: "a small handmade studio",
    place: "your space",
    hashtags: ["Handmade", "MadeByHand", "HandmadeWithLove", "ShopHandmade"],
    tip: "Handmade pieces vary slightly from one to the next. Those small differences are the mark of a maker, not a flaw.",
    insight:
      "Buyers of handmade goods are not just buying an object; they are buying the care and the choices behind it.",
    pinterestUse: "handmade gift ideas and cozy home inspiration",
  },
  pod: {
    key: "pod",
    range: "printed designs",
    noun: "design",
    verb: "designed",
    kind: "an independent design shop",
    place: "your everyday rotation",
    hashtags: ["PrintOnDemand", "OriginalDesign", "IndependentArtist", "ShopSmall"],
    tip: "Print-on-demand means each item is printed when it is ordered, so nothing sits in a warehouse.",
    insight: "Original design is what makes a printed product worth choosing over a generic one.",
    pinterestUse: "original design ideas and gift inspiration",
  },
  vintage: {
    key: "vintage",
    range: "vintage finds",
    noun: "find",
    verb: "found",
    adjective: "vintage",
    kind: "a vintage shop",
    place: "your collection",
    hashtags: ["Vintage", "VintageFinds", "Collectibles", "Secondhand"],
    tip: "Look closely at photos of vintage pieces: honest wear is part of the history, and good sellers show it.",
    insight: "Vintage buyers value provenance and honesty: clear photos build more trust than any adjective.",
    pinterestUse: "vintage decor and collector inspiration",
  },
  art: {
    key: "art",
    range: "artwork",
    noun: "artwork",
    verb: "created",
    kind: "an independent art studio",
    place: "your walls",
    hashtags: ["DigitalArt", "ArtistsOnInstagram", "ArtPrint", "WallArt"],
    tip: "Art looks best with room to breathe: leave a little empty wall around it and it will feel more intentional.",
    insight: "People rarely buy art for a wall; they buy it for the feeling it gives a room.",
    pinterestUse: "wall art ideas and room styling inspiration",
  },
  accessories: {
    key: "accessories",
    range: "accessories",
    noun: "accessory",
    verb: "designed",
    kind: "an accessories shop",
    place: "your everyday look",
    hashtags: ["Accessories", "StyleInspo", "OOTD", "FashionAccessories"],
    tip: "One statement accessory goes further than three busy ones: let a single piece lead the outfit.",
    insight:
      "Accessories are where personal style shows first, which is why details matter so much in this trade.",
    pinterestUse: "outfit ideas and accessory styling",
  },
  homedecor: {
    key: "homedecor",
    range: "home decor",
    noun: "piece",
    verb: "chosen",
    kind: "a home decor shop",
    place: "your space",
    hashtags: ["HomeDecor", "InteriorStyling", "HomeInspo", "CozyHome"],
    tip: "Repeat a color three times in a room and it will look planned rather than accidental.",
    insight:
      "Home decor sells on how a space will feel, so the story around a piece matters as much as the piece.",
    pinterestUse: "home decor ideas and interior inspiration",
  },
  jewelry: {
    key: "jewelry",
    range: "jewelry",
    noun: "piece",
    verb: "made",
    kind: "a jewelry studio",
    place: "your jewelry box",
    hashtags: ["Jewelry", "JewelryLovers", "JewelryGifts", "JewelryAddict"],
    tip: "Store jewelry pieces separately so they don't scratch each other, and put them on last when you get dressed.",
    insight:
      "Jewelry is usually bought to mark a moment, so the meaning behind a piece is part of what customers buy.",
    pinterestUse: "jewelry styling ideas and gift inspiration",
  },
  artsupplies: {
    key: "artsupplies",
    range: "art supplies",
    noun: "kit",
    verb: "put together",
    kind: "an art supply shop",
    place: "your studio",
    hashtags: ["ArtSupplies", "ArtTools", "CreativeProcess", "MakersGonnaMake"],
    tip: "Good tools don't make the artist, but they do remove friction, so you spend more time making.",
    insight: "Creative people are loyal to tools that get out of their way.",
    pinterestUse: "art studio ideas and creative project inspiration",
  },
  apparel: {
    key: "apparel",
    range: "custom apparel",
    noun: "design",
    verb: "designed",
    kind: "a custom apparel shop",
    place: "your wardrobe",
    hashtags: ["CustomApparel", "CustomClothing", "StreetStyle", "WearYourStyle"],
    tip: "Wash printed garments inside out in cold water and they keep their print much longer.",
    insight: "Custom apparel works when people feel it says something about them, not just about the brand.",
    pinterestUse: "outfit ideas and custom apparel inspiration",
  },
  ecommerce: {
    key: "ecommerce",
    range: "products",
    noun: "product",
    verb: "hand-picked",
    kind: "an independent online shop",
    place: "your cart",
    hashtags: ["ShopOnline", "SmallBusiness", "ShopSmall", "OnlineShopping"],
    tip: "Zoom in on product photos before you buy: good shops show texture, scale and detail, not just a pretty angle.",
    insight: "Online, the photo does the job of the shop floor, so every detail in it has to earn its place.",
    pinterestUse: "shopping ideas and gift inspiration",
  },
  food: {
    key: "food",
    range: "food",
    noun: "dish",
    verb: "made",
    kind: "a small kitchen",
    place: "your table",
    hashtags: ["Foodie", "FoodLovers", "InstaFood", "Delicious"],
    tip: "We eat with our eyes first: color and contrast on the plate make food taste better before the first bite.",
    insight: "Great food businesses are built on consistency: the same good experience, every single time.",
    pinterestUse: "food inspiration and recipe ideas",
  },
  fitness: {
    key: "fitness",
    range: "fitness and wellness services",
    noun: "routine",
    verb: "put together",
    kind: "a fitness and wellness brand",
    place: "your week",
    hashtags: ["Fitness", "Wellness", "HealthyHabits", "FitLife"],
    tip: "Consistency beats intensity: a routine you can keep is better than a perfect one you abandon.",
    insight: "In wellness, trust is earned slowly and lost quickly, so clear, honest communication matters.",
    pinterestUse: "wellness ideas and fitness motivation",
  },
  beauty: {
    key: "beauty",
    range: "beauty products",
    noun: "beauty pick",
    verb: "chosen",
    kind: "a beauty brand",
    place: "your routine",
    hashtags: ["Beauty", "SelfCare", "BeautyRoutine", "SkincareRoutine"],
    tip: "Patch-test anything new on a small area first, and introduce one new product at a time.",
    insight: "Beauty customers reward brands that explain what a product does instead of overselling it.",
    pinterestUse: "beauty routine ideas and self-care inspiration",
  },
  tech: {
    key: "tech",
    range: "technology",
    noun: "product",
    verb: "built",
    kind: "a technology company",
    place: "your workflow",
    hashtags: ["Tech", "Innovation", "Productivity", "TechLovers"],
    tip: "The best tools are the ones you stop noticing: they quietly remove a step from your day.",
    insight: "Technology is adopted when it removes friction people already feel, not when it adds features.",
    pinterestUse: "desk setup ideas and productivity inspiration",
  },
  fashion: {
    key: "fashion",
    range: "clothing",
    noun: "piece",
    verb: "designed",
    kind: "a fashion label",
    place: "your wardrobe",
    hashtags: ["Fashion", "StyleInspo", "OOTD", "WhatIWore"],
    tip: "Build outfits around one color you love and two neutrals, and almost everything will work together.",
    insight:
      "Fashion customers buy into a point of view; the clearer yours is, the easier you are to choose.",
    pinterestUse: "outfit ideas and style inspiration",
  },
  realestate: {
    key: "realestate",
    range: "properties",
    noun: "space",
    verb: "found",
    kind: "a real estate team",
    place: "your next chapter",
    hashtags: ["RealEstate", "HomeSweetHome", "DreamHome", "NewHome"],
    tip: "Visit a home at two different times of day: light changes how a space feels more than any renovation.",
    insight:
      "Buyers decide with their hearts and justify with their heads, so the feeling of a space sells it.",
    pinterestUse: "home inspiration and interior ideas",
  },
  education: {
    key: "education",
    range: "courses",
    noun: "course",
    verb: "put together",
    kind: "an education and training provider",
    place: "your learning plan",
    hashtags: ["Learning", "Education", "SkillsDevelopment", "NeverStopLearning"],
    tip: "Short, regular practice sessions beat long, rare ones: your memory needs repetition more than hours.",
    insight:
      "People invest in learning when they can picture the outcome, so show the destination, not just the syllabus.",
    pinterestUse: "learning ideas and study inspiration",
  },
  health: {
    key: "health",
    range: "healthcare services",
    noun: "service",
    verb: "put together",
    kind: "a healthcare practice",
    place: "your routine",
    hashtags: ["Health", "Wellbeing", "HealthyLiving", "Care"],
    tip: "Write your questions down before an appointment; it is the easiest way to get more out of it.",
    insight: "In healthcare, clarity is a form of care: patients trust what they understand.",
    pinterestUse: "wellbeing ideas and healthy living inspiration",
  },
  creative: {
    key: "creative",
    range: "creative work",
    noun: "project",
    verb: "created",
    kind: "a creative agency",
    place: "your brand",
    hashtags: ["CreativeAgency", "Branding", "Design", "CreativeWork"],
    tip: "A strong brand uses fewer colors and fonts than you think, applied more consistently than you'd expect.",
    insight:
      "Good creative work starts with a sharp brief; the clearer the problem, the braver the answer can be.",
    pinterestUse: "branding ideas and design inspiration",
  },
  consulting: {
    key: "consulting",
    range: "consulting services",
    noun: "approach",
    verb: "developed",
    kind: "a consulting practice",
    place: "your business",
    hashtags: ["Consulting", "BusinessGrowth", "Strategy", "Leadership"],
    tip: "Before you fix a process, map it: most of the waste becomes obvious once it's drawn out.",
    insight: "Clients don't hire consultants for answers alone; they hire them for clarity and momentum.",
    pinterestUse: "business ideas and strategy inspiration",
  },
  personal: {
    key: "personal",
    range: "work",
    noun: "project",
    verb: "created",
    kind: "a personal brand",
    place: "your feed",
    hashtags: ["PersonalBrand", "CreatorLife", "BehindTheScenes", "MyStory"],
    tip: "Share the process, not only the result: people connect with how you got there.",
    insight: "A personal brand grows on consistency and honesty more than on polish.",
    pinterestUse: "creative inspiration and personal growth ideas",
  },
  travel: {
    key: "travel",
    range: "trips",
    noun: "trip",
    verb: "planned",
    kind: "a travel brand",
    place: "your travel list",
    hashtags: ["Travel", "Wanderlust", "TravelInspo", "ExploreMore"],
    tip: "Travel slower than you think you should: fewer places, more time, better memories.",
    insight: "Travel is sold on anticipation: people buy the story they will tell afterwards.",
    pinterestUse: "travel inspiration and trip planning ideas",
  },
  generic: {
    key: "generic",
    range: "work",
    noun: "piece",
    verb: "chosen",
    kind: "a small business",
    place: "your day",
    hashtags: ["SmallBusiness", "ShopSmall", "SupportSmallBusiness", "ShopIndependent"],
    tip: "Look for the details in a photo: texture, finish and color say more about quality than any caption.",
    insight:
      "Small businesses win on care and attention, which is exactly what customers can see in the details.",
    pinterestUse: "gift ideas and everyday inspiration",
  },
};

/** Keyword rules, most specific first. Matched against the lowercased business type. */
const rules: ReadonlyArray<readonly [RegExp, string]> = [
  [/hand ?made|craft|artisan|pottery|ceramic|knit|sew/, "handmade"],
  [/print.?on.?demand|\bpod\b/, "pod"],
  [/vintage|antique|collectib|thrift|retro|second.?hand/, "vintage"],
  [/art suppl|stationer/, "artsupplies"],
  [/digital art|\bart\b|artist|illustrat|painting|gallery|photograph/, "art"],
  [/jewel|necklace|earring|bracelet/, "jewelry"],
  [/accessor/, "accessories"],
  [/home ?decor|interior|furniture|homeware/, "homedecor"],
  [/custom apparel|apparel|t-?shirt|merch/, "apparel"],
  [/fashion|clothing|boutique|wear/, "fashion"],
  [/restaurant|food|cafe|café|bakery|kitchen|coffee|catering|bar\b/, "food"],
  [/fitness|gym|yoga|wellness|sport|pilates/, "fitness"],
  [/beauty|cosmetic|skin|makeup|salon|spa\b|hair/, "beauty"],
  [/tech|software|\bapp\b|saas|digital product|electronics/, "tech"],
  [/real estate|realt|property|properties|housing/, "realestate"],
  [/educat|training|school|course|tutor|coach/, "education"],
  [/health|clinic|medical|dental|therap|pharm/, "health"],
  [/agency|creative|design studio|marketing/, "creative"],
  [/consult|advis/, "consulting"],
  [/personal brand|influencer|creator|blog/, "personal"],
  [/travel|tour|hotel|holiday/, "travel"],
  [/e-?commerce|online (store|shop)|shop|store|retail/, "ecommerce"],
];

export function businessProfile(businessType: string | undefined): BusinessProfile {
  const text = (businessType ?? "").toLowerCase();
  if (text) {
    for (const [pattern, key] of rules) {
      if (pattern.test(text)) return profiles[key] as BusinessProfile;
    }
  }
  return profiles.generic as BusinessProfile;
}
