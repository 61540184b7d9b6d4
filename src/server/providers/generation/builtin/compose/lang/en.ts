import { capitalise, joinList } from "../../text";
import type { LanguagePack } from "../language";

const list = (items: readonly string[], conjunction: "and" | "or" = "and") => joinList(items, conjunction);

function sentence(text: string): string {
  const trimmed = text.trim().replace(/[,;:\s]+$/u, "");
  if (!trimmed) return "";
  // A closing quote ends a sentence only after its full stop: 22" is an inch mark.
  return capitalise(/[.!?…)]$|[.!?…]["”]$/u.test(trimmed) ? trimmed : `${trimmed}.`);
}

/** Units stay as buyers write them ("12 oz", "30 ml"). */
const UNITS = new Set(["oz", "fl", "ml", "cl", "l", "cm", "mm", "in", "ft", "g", "kg", "lb", "lbs", "x"]);

/** Words English titles keep lower case (not first). */
const SMALL = new Set([
  "a",
  "an",
  "and",
  "as",
  "at",
  "by",
  "for",
  "in",
  "of",
  "on",
  "or",
  "the",
  "to",
  "w/",
  "with",
]);

/**
 * Title Case for listing titles; a word the seller typed with capitals or digits inside
 * ("iPhone", "MacBook", "OG", "12oz") stays as typed.
 */
function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) => {
      if (/[A-Z]/.test(word.slice(1)) || /\d/.test(word) || /^[A-Z]/.test(word)) return word;
      if (UNITS.has(word)) return word;
      // "a7 iii" → "III": a roman numeral in a model's name.
      if (index > 0 && /^(?:ii|iii|iv|vi|vii|viii|ix|xi|xii)$/i.test(word)) return word.toUpperCase();
      if (index > 0 && SMALL.has(word.toLowerCase())) return word.toLowerCase();
      return capitalise(word);
    })
    .join(" ");
}

const INTROS = [
  "Meet our {name}.",
  "Say hello to the {name}.",
  "This is our {name}.",
  "Introducing the {name}.",
  "Here's the {name}.",
  "Presenting our {name}.",
  "Have a look at the {name}.",
  "Spotlight on our {name}.",
  "Let us introduce the {name}.",
  "We'd like you to meet the {name}.",
  "Take a look at our {name}.",
  "Featured today is the {name}.",
  "All about our {name}.",
  "Getting to know our {name}.",
  "Allow us to present the {name}.",
  "Your first look at our {name}.",
  "Here it is, our {name}.",
  "Today we're showing off the {name}.",
];

/**
 * "rooted pothos cuttings", "dog treats": a plural head noun takes "These are", "Here are". A set,
 * pack, lot, pair or box of things is one ("Here's the set of 2 espresso cups"); "-ss", "-us",
 * "-is", "-os", "-as" words are singular ("dress", "cactus", "pothos", "canvas").
 */
function isPlural(name: string, noun: string | undefined): boolean {
  if (/^(?:(?:a|the)\s+)?(?:set|pack|lot|pair|box|bundle|kit|bag|jar|tin|bottle)\b/iu.test(name))
    return false;
  const head = (noun ?? name).trim().split(/\s+/u).at(-1)?.toLowerCase() ?? "";
  return /[^s]s$/u.test(head) && !/(?:us|is|os|as)$/u.test(head);
}

const PLURAL_FORMS: [RegExp, string][] = [
  [/^This is our /u, "These are our "],
  [/^Here's the /u, "Here are the "],
  [/^Featured today is the /u, "Featured today are the "],
  [/^Here it is, our /u, "Here they are, our "],
];

function asPlural(template: string): string {
  return PLURAL_FORMS.reduce((text, [singular, plural]) => text.replace(singular, plural), template);
}

/** "worn twice, basically no creasing": the seller's words, kept as said. */
const words = (items: readonly string[]) => list(items.map((item) => item.trim()).filter(Boolean));

export const english: LanguagePack = {
  language: "en",
  list,
  sentence,
  titleCase,
  conditionName: { new: "New", used: "Pre-owned", refurbished: "Refurbished", vintage: "Vintage" },
  hooks: {
    warm: [
      "A little something from our shop today.",
      "This one's been waiting for you.",
      "Fresh in the shop this week.",
      "Say hello to our latest listing.",
      "We've been excited to share this one.",
      "Something for your wishlist.",
      "One we think you'll want to see.",
      "A quick peek at what we've been working on.",
      "Pull up a chair, this one's worth a look.",
      "Happy to finally show you this.",
      "Saving you a spot in the cart.",
      "Made our day to list this one.",
      "Here's what's on our table today.",
      "A favourite around here lately.",
    ],
    plain: [
      "Now available in our shop.",
      "Listed today.",
      "Available to order now.",
      "Here are the details.",
      "A closer look at this listing.",
      "Everything you need to know is below.",
      "In stock and ready to order.",
      "Added to the shop today.",
      "The details, in brief.",
      "Introducing our latest listing.",
      "Take a look at the specifics.",
      "Open for orders.",
      "One to consider.",
      "Worth a closer look.",
    ],
    lively: [
      "Okay, this one's a keeper.",
      "Stop scrolling for a second.",
      "Incoming for your cart.",
      "You asked, we listed.",
      "Plot twist: it's in the shop.",
      "Quick, before it's gone.",
      "Drumroll, please.",
      "Heads up, friends.",
      "Just dropped in the shop.",
      "Your feed needed this.",
      "Look what just landed.",
      "Tell your friends.",
      "Don't say we didn't warn you.",
      "Brace your wishlist.",
    ],
  },
  intro: (name, index, noun) => {
    const template = INTROS[index % INTROS.length] ?? "{name}";
    return (isPlural(name, noun) ? asPlural(template) : template).replace("{name}", name);
  },
  introCount: INTROS.length,
  ctas: {
    buy: {
      bio: [
        "Tap the link in our bio to order.",
        "Shop it via the link in bio.",
        "Find it through our link in bio.",
        "It's one tap away, link in bio.",
        "Grab yours at the bio link.",
        "Head to link in bio to grab yours.",
        "See it in the shop, link in bio.",
        "Make it yours, link in bio.",
        "Our bio link takes you straight there.",
        "Ready when you are, link in bio.",
        "Yours is waiting behind our bio link.",
        "One tap on our bio link and it's yours.",
        "Ordering is simple, bio link up top.",
        "Say the word, link in profile.",
        "Pop over to our profile link to order.",
        "Check out through the profile link above.",
      ],
      link: [
        "Order yours at {url}",
        "Get yours at {url}",
        "Shop it now at {url}",
        "Find it at {url}",
        "See the full listing at {url}",
        "Grab it at {url}",
        "It's waiting for you at {url}",
        "Make it yours at {url}",
        "Take a closer look at {url}",
        "Everything's at {url}",
        "Claim yours at {url}",
        "Shop the listing at {url}",
        "Your cart is one click away at {url}",
        "The order page is {url}",
        "Browse and buy at {url}",
        "Tap through to {url}",
      ],
      plain: [
        "Send us a message to order.",
        "Message us to make it yours.",
        "Drop us a DM to order.",
        "Order from our shop today.",
        "Visit the shop to order.",
        "Reach out and we'll set one aside.",
        "Get in touch to order yours.",
        "You can order it from our shop.",
        "DM us if you'd like one.",
        "Ask us about ordering.",
        "Comment below and we'll send the details.",
        "Want one? Just message us.",
        "Orders go through our shop page.",
        "Send a quick note and it's yours.",
        "Hit reply or message us to order.",
        "Let us know and we'll get yours ready.",
        "Message the shop to claim it.",
        "Orders are open, just say hi.",
        "A short DM gets the ball rolling.",
        "Slide into our inbox to order.",
        "Questions or orders, our DMs are open.",
        "Say hello and we'll take it from there.",
        "Buying is easy, send a message.",
        "We take orders by message.",
      ],
    },
    talk: {
      bio: [
        "Tell us what you think, and find it via our bio link.",
        "Which one would you pick? Link in bio.",
        "Share this with someone who'd love it. Link in bio.",
        "Save this post for later, link in bio.",
        "Tag a friend who needs to see this. Link in bio.",
        "Drop a comment below, link in bio.",
        "Questions? Ask away, the link is in our bio.",
        "Let us know in the comments. Link in bio.",
        "Would you add this to your shelf? Link in bio.",
        "Thoughts? Our bio link has the rest.",
        "Send this to your group chat, link in bio.",
        "Hit save so you can find it again, link in bio.",
      ],
      link: [
        "Tell us what you think, it's at {url}",
        "Share {url} with a friend.",
        "Have a look at {url} and let us know.",
        "Curious? It's all at {url}",
        "Read more at {url}",
        "There's more on it at {url}",
        "See it for yourself at {url}",
        "All the details are at {url}",
        "Opinions welcome, and it lives at {url}",
        "Pass {url} along to someone who'd like it.",
        "Peek at {url} then tell us.",
        "Bookmark {url} for later.",
      ],
      plain: [
        "Tell us what you think in the comments.",
        "Tag someone who'd love this.",
        "Save this for later.",
        "Share this with a friend.",
        "Questions? Ask us anything below.",
        "Let us know what you'd pair it with.",
        "Which would you choose? Comment below.",
        "Give this a share if you like it.",
        "What would you use it for? Tell us below.",
        "Drop your thoughts in the comments.",
        "Know someone who'd like this? Tag them.",
        "Which detail caught your eye first?",
      ],
    },
  },
  closers: [
    "Questions are welcome.",
    "Thanks for looking.",
    "Message us with any questions.",
    "Happy to help if you have questions.",
    "Feel free to ask anything.",
    "Thank you for stopping by.",
    "Ask away if something is unclear.",
    "We reply to every message.",
    "Thanks for supporting a small shop.",
    "Any questions, just send a note.",
    "Reach out with anything you'd like to know.",
    "Glad you found us.",
    "We're here if you need anything.",
    "Write to us anytime.",
    "Drop us a line before you buy if you'd like.",
    "Every question gets an answer from us.",
    "Curious about anything? Just ask.",
    "Thanks so much for browsing.",
  ],
  fromShop: [
    "From {shop}.",
    "Made available by {shop}.",
    "Listed by {shop}.",
    "Offered by {shop}.",
    "With love from {shop}.",
    "Brought to you by {shop}.",
    "Sold by {shop}.",
    "Part of the {shop} collection.",
    "Find more at {shop}.",
    "A {shop} listing.",
    "Shop {shop} for more.",
    "Posted by the {shop} team.",
  ],
  facts: {
    materials: (materials) => `Made of ${list(materials)}.`,
    colours: (colours) => `In ${list(colours)}.`,
    // Figures are listed, not joined as a phrase ("12x16, 18x24, 24x36").
    specs: (specs) => sentence(specs.join(", ")),
    features: (features) => sentence(list(features)),
    condition(condition, said) {
      const detail = said.length ? `, ${words(said)}` : "";
      switch (condition) {
        case "used":
          return `Pre-owned${detail}.`;
        case "refurbished":
          return `Refurbished${detail}.`;
        case "vintage":
          return `Vintage${detail}.`;
        default:
          return said.length ? `New${detail}.` : "Brand new.";
      }
    },
    notIncluded: (items) => sentence(`${list(items)}`),
    delivery: (items) => items.map(sentence).join(" "),
    safety: (items) => items.map(sentence).join(" "),
    offer({ discount, code, ends, text }) {
      if (code && discount) return sentence(`Use code ${code} for ${discount}${ends ? `, ${ends}` : ""}`);
      if (code) return sentence(`Use code ${code} at checkout${ends ? `, ${ends}` : ""}`);
      if (discount) return sentence(`${discount}${ends ? `, ${ends}` : ""}`);
      return sentence(text);
    },
    design: (design, artist) => `Printed with “${design}”${artist ? ` by ${artist}` : ""}.`,
    occasion: (occasion) => `For ${occasion}.`,
  },
  labels: {
    brand: "Brand",
    model: "Model",
    size: "Size",
    material: "Material",
    colour: "Color",
    condition: "Condition",
    delivery: "Shipping",
    details: "Details",
  },
  hashtagStopwords: new Set([
    "a",
    "an",
    "and",
    "the",
    "of",
    "for",
    "with",
    "w",
    "in",
    "on",
    "to",
    "set",
    "pack",
    "each",
    "my",
    "our",
    "your",
    "x",
  ]),
};
