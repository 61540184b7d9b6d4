/**
 * The builtin writer's lexicon: per tone (hooks, sign-offs, emoji), per campaign goal (calls to
 * action by platform kind, questions, takeaways) and per audience (how to address them). Lines
 * are functions of the brief's Words so they can never print a missing value.
 */
import { capitalise, cleanLabel, lowerFirst, toHashtag, withArticle } from "./text";
import type { Words } from "./words";

export type Line = (w: Words) => string;
export type LinkLine = (w: Words, url: string) => string;

// ---------------------------------------------------------------------------------------------
// Tones: the form's ten, the bulk page's five, and a few the manual mentions (luxury, energetic).

export type ToneKey =
  | "professional"
  | "friendly"
  | "casual"
  | "inspirational"
  | "humorous"
  | "authoritative"
  | "conversational"
  | "trendy"
  | "educational"
  | "emotional"
  | "playful"
  | "urgent"
  | "luxury";

/** How a tone describes things: plain facts, warmth, or fun. */
export type Register = "plain" | "warm" | "fun";

export interface ToneProfile {
  key: ToneKey;
  register: Register;
  /** 0: none; 1: one or two; 2: generous (Instagram, TikTok, Facebook). */
  emojiLevel: 0 | 1 | 2;
  emoji: string[];
  /** Lowercase, chatty first lines on Instagram and TikTok. */
  lowercase?: boolean;
  /** Instagram and Facebook first lines. */
  hooks: Line[];
  /** TikTok first lines: short and punchy. */
  tiktokHooks: Line[];
  /** LinkedIn openers: always professional, flavoured by the tone. */
  linkedinHooks: Line[];
  signOffs: Line[];
  /** Pinterest: a short descriptive sentence in the tone's voice. */
  pin: Line;
}

const colourOr = (w: Words, fallback: string) => w.colour || fallback;

const tones: Record<ToneKey, ToneProfile> = {
  professional: {
    key: "professional",
    register: "plain",
    emojiLevel: 0,
    emoji: [],
    hooks: [
      (w) => `Introducing ${w.ourThing}.`,
      (w) => `Considered design, finished in ${w.palette || "every detail"}.`,
      (w) => `A closer look at ${w.ourThing}.`,
      () => "Quality you can see in every detail.",
    ],
    tiktokHooks: [
      (w) => `A closer look at ${w.ourThing}`,
      (w) => `What makes this ${w.noun} worth it:`,
      (w) => `The details behind ${w.ourThing}`,
    ],
    linkedinHooks: [
      () => "Good products are rarely an accident.",
      () => "The details are where customers decide whether to trust a brand.",
      () => "Every product decision is a promise to the customer.",
    ],
    signOffs: [(w) => (w.brand ? `The ${w.brand} team` : ""), () => ""],
    pin: (w) => `Clean, considered design with ${withArticle(w.mood.word)} finish.`,
  },
  friendly: {
    key: "friendly",
    register: "warm",
    emojiLevel: 2,
    emoji: ["😊", "✨", "🙌", "🥰"],
    hooks: [
      (w) => `Say hello to ${w.ourThing}!`,
      () => "We think you’re going to love this one!",
      (w) => `A little ${colourOr(w, w.mood.word)} happiness for your feed.`,
      (w) => `This ${w.thing} has our whole heart right now.`,
    ],
    tiktokHooks: [
      (w) => `Okay, we need to talk about this ${w.thing}`,
      (w) => `Meet your new favorite ${w.noun}`,
      (w) => `Things that make us smile: this ${w.thing}`,
    ],
    linkedinHooks: [
      () => "Small details can make an ordinary day feel a little better.",
      () => "The best everyday things are the ones you reach for without thinking.",
      () => "Warmth is a design decision, not an accident.",
    ],
    signOffs: [
      () => "Happy scrolling!",
      () => "Sending good vibes your way!",
      (w) => (w.brand ? `Love, ${w.brand}` : "With love, from us"),
    ],
    pin: () => "Cheerful, easy to love and lovely to give.",
  },
  casual: {
    key: "casual",
    register: "fun",
    emojiLevel: 1,
    emoji: ["👀", "✌️", "😌"],
    lowercase: true,
    hooks: [
      (w) => `ok but how good is this ${w.thing}`,
      (w) => `just a ${w.thing}, doing its thing`,
      () => "not gonna lie, we’re a little obsessed with this one",
      () => "new fave unlocked",
    ],
    tiktokHooks: [
      (w) => `ok but look at this ${w.thing}`,
      (w) => `no thoughts, just ${colourOr(w, w.mood.word)} vibes`,
      (w) => `casually obsessed with this ${w.noun}`,
    ],
    linkedinHooks: [
      () => "Sometimes the simplest things are the ones people remember.",
      () => "Simple, well made and easy to love: that’s the whole brief.",
      () => "Not everything needs to be complicated to be good.",
    ],
    signOffs: [() => "that’s it, that’s the post", () => "", () => "catch you later"],
    pin: () => "Easygoing, everyday and totally your vibe.",
  },
  inspirational: {
    key: "inspirational",
    register: "warm",
    emojiLevel: 1,
    emoji: ["✨", "🌿", "🌟"],
    hooks: [
      () => "Beautiful things start with small choices.",
      () => "Surround yourself with things that feel like you.",
      (w) => `Find beauty in the ${w.colour ? `${w.colour} ` : ""}details.`,
      () => "Every day deserves something made with care.",
    ],
    tiktokHooks: [
      () => "Your sign to choose things that make you happy",
      () => "Little things, big feelings",
      () => "This is your reminder to slow down",
    ],
    linkedinHooks: [
      () => "Meaningful work is built one careful decision at a time.",
      () => "The things we make say something about what we value.",
      () => "Craft still matters. Maybe more than ever.",
    ],
    signOffs: [() => "Make it yours.", () => "Choose what moves you.", () => ""],
    pin: () => "A small reminder to surround yourself with beautiful things.",
  },
  humorous: {
    key: "humorous",
    register: "fun",
    emojiLevel: 2,
    emoji: ["😅", "😂", "🙃", "🤭"],
    hooks: [
      (w) => `Warning: this ${w.thing} may cause spontaneous add-to-cart.`,
      (w) => `Our ${w.noun} called. It wants to move in with you.`,
      () => "Self-control? Never heard of her.",
      (w) => `Me: I don’t need another ${w.noun}. Also me: 👀`,
    ],
    tiktokHooks: [
      (w) => `POV: you said “just looking” and then saw this ${w.thing}`,
      () => "Tell me you have taste without telling me you have taste:",
      (w) => `Things I didn’t need but absolutely do: this ${w.thing}`,
    ],
    linkedinHooks: [
      (w) => `Confession: we spent far too long admiring this ${w.noun}.`,
      () => "Hot take: details are never “just details”.",
      () => "We tried to write a serious post about this. We lasted one sentence.",
    ],
    signOffs: [
      () => "You’ve been warned.",
      () => "Don’t say we didn’t tell you.",
      () => "Your cart called. It’s feeling a little empty.",
    ],
    pin: () => "Warning: dangerously easy to fall for.",
  },
  authoritative: {
    key: "authoritative",
    register: "plain",
    emojiLevel: 0,
    emoji: [],
    hooks: [
      (w) => `Not all ${w.nounPlural} are created equal.`,
      (w) => `Here’s what sets ${w.ourThing} apart.`,
      () => "Choose well. Choose once.",
      () => "The difference is in the details.",
    ],
    tiktokHooks: [
      (w) => `How to spot a well-made ${w.noun}:`,
      (w) => `Stop settling for ordinary ${w.nounPlural}`,
      () => "The difference is in the details. Look closer.",
    ],
    linkedinHooks: [
      () => "Quality is a decision made long before a customer ever sees the product.",
      () => "In a crowded market, clarity wins.",
      () => "Standards only count if you keep them when no one is checking.",
    ],
    signOffs: [
      () => "Settle for nothing less.",
      () => "",
      (w) => (w.brand ? `${w.brand}: the considered choice.` : ""),
    ],
    pin: () => "Thoughtfully made, with nothing left to chance.",
  },
  conversational: {
    key: "conversational",
    register: "warm",
    emojiLevel: 1,
    emoji: ["👋", "💬", "🙂"],
    hooks: [
      (w) => `Can we talk about this ${w.thing} for a second?`,
      () => "So, here’s something we’re really proud of.",
      (w) => `Quick question: what would you pair this ${w.thing} with?`,
      () => "Let’s be honest, we keep coming back to this one.",
    ],
    tiktokHooks: [
      () => "Let me show you something",
      (w) => `Can we talk about this ${w.noun} for a sec?`,
      (w) => `Okay so, this ${w.thing}…`,
    ],
    linkedinHooks: [
      () => "Here’s something we’ve learned: customers notice the small things first.",
      () => "Here’s a question we ask ourselves a lot: what makes something worth keeping?",
      () => "Let’s talk about the small things customers notice.",
    ],
    signOffs: [() => "Let us know what you think!", () => "Talk soon!", () => ""],
    pin: () => "The kind of find you end up telling friends about.",
  },
  trendy: {
    key: "trendy",
    register: "fun",
    emojiLevel: 2,
    emoji: ["🔥", "💅", "✨", "👀"],
    hooks: [
      (w) => `This ${w.thing}? Main character energy.`,
      (w) => `It’s giving ${w.mood.phrase}.`,
      (w) => `POV: your feed just got a ${colourOr(w, w.mood.word)} glow-up.`,
      () => "Adding this to the “obsessed” list.",
    ],
    tiktokHooks: [
      (w) => `POV: you found your new favorite ${w.noun}`,
      (w) => `It’s giving ${w.mood.phrase} and we’re here for it`,
      (w) => `${capitalise(colourOr(w, w.mood.word))} era: activated`,
    ],
    linkedinHooks: [
      () => "Trends come and go; good design tends to stay.",
      () => "Aesthetics move fast online, but a clear visual identity keeps you recognizable.",
      () => "What catches attention in a feed is rarely an accident.",
    ],
    signOffs: [() => "No notes.", () => "Obsessed? Same.", () => "Iconic behavior."],
    pin: (w) => `On-trend ${w.mood.word} aesthetic with main-character energy.`,
  },
  educational: {
    key: "educational",
    register: "plain",
    emojiLevel: 1,
    emoji: ["💡", "📌", "👇"],
    hooks: [
      () => "Here’s a quick tip before you shop.",
      () => "Did you know?",
      (w) => `Let’s talk about ${w.colour || "color"} for a second.`,
      (w) => `Save this for later: a quick ${w.noun} tip.`,
    ],
    tiktokHooks: [
      (w) => `One thing most people get wrong about ${w.nounPlural}:`,
      () => "Quick tip you’ll want to save:",
      (w) => `Did you know this about ${w.nounPlural}?`,
    ],
    linkedinHooks: [
      () => "One lesson we keep relearning: details do the selling.",
      () => "Here’s a practical insight worth sharing: people buy what they can picture using.",
      () => "Details are not decoration; they are information.",
    ],
    signOffs: [() => "Save this for later!", () => "Share it with someone who needs this tip.", () => ""],
    pin: (w) => `Styling tip: let ${w.colour || "one color"} lead and keep everything around it simple.`,
  },
  emotional: {
    key: "emotional",
    register: "warm",
    emojiLevel: 1,
    emoji: ["🥹", "💫"],
    hooks: [
      () => "Some things just feel like home.",
      () => "The little things are never really little.",
      () => "Made for the moments you want to remember.",
      () => "This one means a lot to us.",
    ],
    tiktokHooks: [
      () => "This one hits different",
      () => "For the ones who love the little things",
      () => "Made with more love than we can fit in a caption",
    ],
    linkedinHooks: [
      () => "Behind every product is a person who cared enough to get it right.",
      () => "The best part of this work is knowing it becomes part of someone’s everyday life.",
      () => "Some work is just work. Some of it feels personal.",
    ],
    signOffs: [() => "Thank you for being part of our story.", () => "Made with love, for you.", () => ""],
    pin: () => "Made to become part of your favorite moments.",
  },
  playful: {
    key: "playful",
    register: "fun",
    emojiLevel: 2,
    emoji: ["🎉", "🎈", "😄", "🤸"],
    hooks: [
      () => "Psst… look what we’ve got for you.",
      (w) => `Tiny happy dance for this ${w.thing}.`,
      (w) => `Ready, set… ${colourOr(w, "go")}!`,
      () => "Guess who’s ready for their close-up?",
    ],
    tiktokHooks: [
      () => "Guess who’s ready for their close-up",
      (w) => `Plot twist: ${w.colour ? `${w.colour} is` : "this is"} the new favorite`,
      (w) => `Warning: dangerously cute ${w.noun} ahead`,
    ],
    linkedinHooks: [
      () => "Work is better when you enjoy what you make.",
      () => "A little joy goes a long way, even on LinkedIn.",
      () => "We had fun with this one, and it shows.",
    ],
    signOffs: [() => "Tag, you’re it!", () => "Catch you in the comments!", () => ""],
    pin: () => "Bright, fun and made to make you smile.",
  },
  urgent: {
    key: "urgent",
    register: "fun",
    emojiLevel: 1,
    emoji: ["⏰", "⚡", "👇"],
    hooks: [
      () => "Don’t scroll past this one.",
      (w) => `Stop scrolling: you’ll want to see this ${w.thing}.`,
      () => "Now’s the moment to make it yours.",
      () => "Heads up: this is the one you’ve been waiting for.",
    ],
    tiktokHooks: [
      (w) => `Stop scrolling. Look at this ${w.thing}`,
      () => "Don’t sleep on this one",
      () => "You’ll want to see this before you scroll",
    ],
    linkedinHooks: [
      () => "If this has been on your list, now is a good time to act.",
      () => "Worth a minute of your time today.",
      () => "Don’t let this one pass you by.",
    ],
    signOffs: [() => "Don’t wait on this one.", () => "Go, go, go!", () => ""],
    pin: () => "Save it now so you can find it again.",
  },
  luxury: {
    key: "luxury",
    register: "plain",
    emojiLevel: 0,
    emoji: [],
    hooks: [
      (w) => `Quiet luxury, in ${w.palette || "every detail"}.`,
      (w) => `Refined. Considered. Unmistakably ${w.brand ?? "ours"}.`,
      (w) => `An elevated take on the everyday ${w.noun}.`,
      () => "Crafted for those who notice the details.",
    ],
    tiktokHooks: [
      () => "Quiet luxury, done right",
      () => "The details are the luxury",
      () => "For those who notice everything",
    ],
    linkedinHooks: [
      () => "Luxury is not excess; it is attention.",
      () => "True quality rarely needs to raise its voice.",
      () => "Refinement is a discipline, not a finish.",
    ],
    signOffs: [
      () => "",
      (w) => (w.brand ? `${w.brand}. Nothing less.` : "Nothing less."),
      () => "Discover it for yourself.",
    ],
    pin: () => "Quietly luxurious and refined in every detail.",
  },
};

const toneKeywords: ReadonlyArray<readonly [RegExp, ToneKey]> = [
  [/luxur|elegan|premium|sophisticat|refined|upscale|high.?end/, "luxury"],
  [/urgent|hurry|fomo|limited|now\b/, "urgent"],
  [/playful|fun\b|whimsical|cheerful|silly/, "playful"],
  [/humou?r|funny|witty|cheeky|sarcas|joke/, "humorous"],
  [/inspir|motivat|uplift|empower|aspir/, "inspirational"],
  [/energetic|bold|hype|excit|trend|gen ?z|edgy/, "trendy"],
  [/educat|informat|teach|instruct|explain/, "educational"],
  [/emotion|heartfelt|sentimental|nostalg|touching|warm-hearted/, "emotional"],
  [/authorit|expert|confident|assertive/, "authoritative"],
  [/conversation|chatty|personal|storytell/, "conversational"],
  [/casual|relaxed|laid.?back|chill|informal/, "casual"],
  [/professional|formal|corporate|business/, "professional"],
  [/friendly|warm|kind|welcom|approachable/, "friendly"],
];

export function toneProfile(tone: string | undefined): ToneProfile {
  const text = (tone ?? "").trim().toLowerCase();
  const direct = Object.hasOwn(tones, text) ? tones[text as ToneKey] : undefined;
  if (direct) return direct;
  if (text === "inspiring") return tones.inspirational;
  for (const [pattern, key] of toneKeywords) {
    if (pattern.test(text)) return tones[key];
  }
  return tones.friendly;
}

// ---------------------------------------------------------------------------------------------
// Campaign goals: the form's ten and any custom text, matched by keyword.

export type GoalKey =
  | "awareness"
  | "traffic"
  | "leads"
  | "sales"
  | "engagement"
  | "community"
  | "launch"
  | "event"
  | "education"
  | "retention"
  | "general";

export interface GoalProfile {
  key: GoalKey;
  hashtags: string[];
  /** A first line set above the hook (Instagram, TikTok), e.g. "Just dropped". */
  banner?: string;
  /** Instagram and TikTok: links in captions are not clickable, so the CTA points to the bio. */
  bio: (w: Words) => string[];
  /** Facebook and X: a CTA carrying the link. */
  link: LinkLine[];
  /** Facebook and X without a link. */
  noLink: Line[];
  /** A question to drive comments. */
  question: Line[];
  linkedinLink: LinkLine[];
  linkedinNoLink: Line[];
  /** LinkedIn's closing takeaway. */
  takeaway: Line[];
  /** Pinterest: a closing line (no raw URL: the pin carries the link). */
  pin: Line[];
}

const usOr = (w: Words) => w.brand ?? "us";

const goals: Record<GoalKey, GoalProfile> = {
  awareness: {
    key: "awareness",
    hashtags: ["SupportSmallBusiness"],
    bio: (w) => [
      `Follow ${w.brand ? w.brand : "along"} for more like this`,
      "Hit follow so you don’t miss what’s next",
    ],
    link: [(w, url) => `Get to know ${usOr(w)}: ${url}`, (w, url) => `See more from ${usOr(w)}: ${url}`],
    noLink: [
      (w) => `Follow ${usOr(w)} for more like this.`,
      () => "Hit follow so you don’t miss what’s next.",
    ],
    question: [
      (w) => `Have you come across ${usOr(w)} before?`,
      () => "What would you love to see from us next?",
    ],
    linkedinLink: [(w, url) => `Learn more about ${usOr(w)}: ${url}`],
    linkedinNoLink: [(w) => `Follow ${w.brand ?? "our page"} to see what we make next.`],
    takeaway: [() => "People remember brands that show their craft, not just their products."],
    pin: [(w) => `Follow ${usOr(w)} for more ideas like this.`, () => "Save this pin for later."],
  },
  traffic: {
    key: "traffic",
    hashtags: ["LinkInBio"],
    bio: () => ["Tap the link in bio to see it up close", "Link in bio for all the details"],
    link: [
      (_, url) => `Tap the link to see more: ${url}`,
      (_, url) => `See it up close: ${url}`,
      (_, url) => `Take a closer look: ${url}`,
    ],
    noLink: [() => "Visit our shop to see more.", () => "Head to our website to see it up close."],
    question: [
      () => "Which detail would you want to see up close?",
      () => "What would you like to know about it?",
    ],
    linkedinLink: [(_, url) => `See the full details here: ${url}`],
    linkedinNoLink: [() => "Visit our website to learn more."],
    takeaway: [() => "Make it easy for interested people to take the next step."],
    pin: [
      (w) => (w.domain ? `See more at ${w.domain}.` : "Tap through to see more."),
      () => "Save it for later.",
    ],
  },
  leads: {
    key: "leads",
    hashtags: ["LetsTalk"],
    bio: () => ["Send us a DM and we’ll share the details", "Questions? Our DMs are open"],
    link: [
      (_, url) => `Want the details? Get in touch: ${url}`,
      (_, url) => `Interested? Reach out via ${url}`,
    ],
    noLink: [
      () => "Want the details? Send us a message.",
      () => "Interested? Drop us a message and let’s talk.",
    ],
    question: [() => "What would you like to know? Ask us anything below."],
    linkedinLink: [(_, url) => `If this is relevant to you or your team, get in touch: ${url}`],
    linkedinNoLink: [
      () => "If this is relevant to you or your team, send us a message; we’d be glad to talk.",
    ],
    takeaway: [() => "The best conversations start with something worth talking about."],
    pin: [(w) => (w.domain ? `Get in touch at ${w.domain}.` : "Save this pin and get in touch.")],
  },
  sales: {
    key: "sales",
    hashtags: ["ShopNow"],
    bio: (w) =>
      w.url
        ? ["Tap the link in bio to make it yours", "Shop it now via the link in bio"]
        : ["Send us a DM to order yours", "DM us to make it yours"],
    link: [
      (_, url) => `Make it yours: ${url}`,
      (_, url) => `Shop it now: ${url}`,
      (_, url) => `Treat yourself (or someone you love): ${url}`,
    ],
    noLink: [() => "Message us to order yours.", () => "Ready to make it yours? Send us a message to order."],
    question: [
      () => "Would you keep it for yourself or give it as a gift?",
      () => "Where would you put yours?",
    ],
    linkedinLink: [(_, url) => `Available now: ${url}`, (_, url) => `You can order it here: ${url}`],
    linkedinNoLink: [() => "It’s available now; send us a message to order."],
    takeaway: [() => "A product sells best when people can picture it in their own lives."],
    pin: [(w) => (w.domain ? `Shop it at ${w.domain}.` : "Save this pin to find it again.")],
  },
  engagement: {
    key: "engagement",
    hashtags: ["TellUs"],
    bio: () => ["Tell us in the comments", "Drop your answer below"],
    link: [(_, url) => `See more: ${url}`],
    noLink: [() => "Drop your answer in the comments!"],
    question: [
      (w) => {
        const [first, second] = w.colours;
        return first && second
          ? `${capitalise(first.name)} or ${second.name}: which one is more you?`
          : "Rate it from 1 to 10 in the comments.";
      },
      () => "Yay or nay? Tell us below.",
    ],
    linkedinLink: [(_, url) => `More here: ${url}`],
    linkedinNoLink: [() => "We’d love to hear your view in the comments."],
    takeaway: [() => "Ask a real question and people will give you real answers."],
    pin: [() => "Save it to your board if it made you smile."],
  },
  community: {
    key: "community",
    hashtags: ["Community"],
    bio: () => ["Tag someone who would love this", "Share your favorite with us in the comments"],
    link: [(_, url) => `Join us: ${url}`, (_, url) => `Come and say hi: ${url}`],
    noLink: [() => "Tag someone who would love this.", () => "Tell us your story in the comments."],
    question: [
      (w) => `Who would you share this ${w.noun} with? Tag them below.`,
      () => "How would you style it? Tell us in the comments.",
    ],
    linkedinLink: [(_, url) => `Join the conversation: ${url}`],
    linkedinNoLink: [() => "What has your experience been? Share it in the comments."],
    takeaway: [() => "Communities grow around shared values, not just shared purchases."],
    pin: [() => "Save it and share it with someone who would love it."],
  },
  launch: {
    key: "launch",
    hashtags: ["NewArrival", "JustDropped"],
    banner: "Just dropped",
    bio: () => ["Be one of the first to get yours: link in bio", "Shop the launch via the link in bio"],
    link: [(_, url) => `Be one of the first to get yours: ${url}`, (_, url) => `Shop the launch: ${url}`],
    noLink: [() => "Be one of the first: send us a message to get yours."],
    question: [() => "What do you think of our newest addition?", () => "First impressions? Tell us below."],
    linkedinLink: [(_, url) => `It’s available now: ${url}`],
    linkedinNoLink: [() => "It’s available now; message us to learn more."],
    takeaway: [() => "Launches land best when the story behind them is clear."],
    pin: [(w) => (w.domain ? `New at ${w.domain}.` : "Save this pin to find it again.")],
  },
  event: {
    key: "event",
    hashtags: ["YoureInvited"],
    banner: "You’re invited",
    bio: () => ["RSVP via the link in bio", "Tap the link in bio for the details and to RSVP"],
    link: [(_, url) => `Details and RSVP: ${url}`, (_, url) => `RSVP here: ${url}`],
    noLink: [
      () => "Message us to RSVP and get the details.",
      () => "Comment “going” and we’ll send you the details.",
    ],
    question: [() => "Who are you bringing along? Tag them below.", () => "Will we see you there?"],
    linkedinLink: [(_, url) => `Details and registration: ${url}`],
    linkedinNoLink: [() => "Send us a message for the details and to save your spot."],
    takeaway: [() => "The best events give people a reason to show up and a reason to stay."],
    pin: [() => "Save this pin so you have the details to hand."],
  },
  education: {
    key: "education",
    hashtags: ["TipsAndTricks", "DidYouKnow"],
    bio: () => ["Save this post for later", "Share this with someone who needs it"],
    link: [(_, url) => `Learn more: ${url}`, (_, url) => `Read more: ${url}`],
    noLink: [() => "Save this post so you have it when you need it."],
    question: [
      () => "Did you know this already? Tell us below.",
      () => "What would you like us to explain next?",
    ],
    linkedinLink: [(_, url) => `More on this here: ${url}`],
    linkedinNoLink: [() => "Save this post for later, and share it with someone who would find it useful."],
    takeaway: [() => "Sharing what you know builds more trust than any ad."],
    pin: [() => "Save this pin for the next time you need it."],
  },
  retention: {
    key: "retention",
    hashtags: ["ThankYou"],
    bio: () => ["Already have one? Tag us in your photos", "Thank you for coming back. Link in bio for more"],
    link: [(_, url) => `For our regulars: ${url}`, (_, url) => `Come back and see us: ${url}`],
    noLink: [() => "Already have one? Show us how you use it!"],
    question: [
      () => "How long have you been with us? We’d love to hear.",
      () => "Already own one? Tell us how you use it.",
    ],
    linkedinLink: [(_, url) => `See what’s new: ${url}`],
    linkedinNoLink: [() => "To everyone who keeps coming back: thank you."],
    takeaway: [() => "Keeping a customer takes the same care it took to earn them."],
    pin: [() => "Save it to your board for your next visit."],
  },
  general: {
    key: "general",
    hashtags: [],
    bio: (w) =>
      w.url
        ? ["Link in bio for more", "Tap the link in bio to see more"]
        : ["Follow along for more like this"],
    link: [(_, url) => `Find out more: ${url}`, (_, url) => `Take a look: ${url}`],
    noLink: [() => "Follow along for more like this."],
    question: [() => "What do you think? Tell us below."],
    linkedinLink: [(_, url) => `Learn more: ${url}`],
    linkedinNoLink: [() => "We’d welcome your thoughts in the comments."],
    takeaway: [() => "Care shows, and customers notice."],
    pin: [() => "Save this pin for later."],
  },
};

const goalKeywords: ReadonlyArray<readonly [RegExp, GoalKey]> = [
  [/launch|new product|release|drop\b|debut|introduc/, "launch"],
  [/event|webinar|workshop|rsvp|opening|market day|pop.?up|meetup/, "event"],
  [/retention|retain|repeat|returning|loyal|existing customer/, "retention"],
  [/traffic|website|visit|click/, "traffic"],
  [/lead|sign.?up|subscribe|newsletter|email list|enquir|inquir|book(ing)? a call/, "leads"],
  [/sale|sell|revenue|convert|conversion|purchase|buy|order/, "sales"],
  [/community|belong|followers|fans/, "community"],
  [/engag|comment|likes|interact/, "engagement"],
  [/educat|teach|tips?\b|inform|how.?to|explain/, "education"],
  [/aware|brand|visib|reach|recogni/, "awareness"],
];

export function goalProfile(goal: string | undefined): GoalProfile {
  const text = (goal ?? "").trim().toLowerCase();
  if (!text) return goals.general;
  for (const [pattern, key] of goalKeywords) {
    if (pattern.test(text)) return goals[key];
  }
  return goals.general;
}

// ---------------------------------------------------------------------------------------------
// Audiences: both forms' lists and any custom text.

export type ScheduleSlot =
  | "general"
  | "young"
  | "professionals"
  | "parents"
  | "students"
  | "seniors"
  | "health"
  | "gifts"
  | "evenings";

export interface AudienceProfile {
  /** "students". */
  label: string;
  /** Who they are, as the object of "for …": "students who want their space to feel like theirs". */
  who: string;
  /** A moment in their day: "for late-night study sessions". */
  moment?: string;
  hashtags: string[];
  schedule: ScheduleSlot;
}

const audiences: ReadonlyArray<readonly [RegExp, AudienceProfile]> = [
  [
    /creative/,
    {
      label: "creative professionals",
      who: "creatives who notice every detail",
      moment: "for the studio",
      hashtags: ["CreativeLife"],
      schedule: "evenings",
    },
  ],
  [
    /young adult|18-30|gen ?z|millennial/,
    {
      label: "young adults",
      who: "young adults with a style all their own",
      moment: "for life in your twenties",
      hashtags: ["TwentySomething"],
      schedule: "young",
    },
  ],
  [
    /professional|25-45|office work/,
    {
      label: "professionals",
      who: "busy professionals who appreciate good design",
      moment: "for the desk, between meetings",
      hashtags: ["WorkLife"],
      schedule: "professionals",
    },
  ],
  [
    /parent|famil|mom|dad|mum/,
    {
      label: "parents and families",
      who: "busy parents and the people they love",
      moment: "for everyday family moments",
      hashtags: ["FamilyTime"],
      schedule: "parents",
    },
  ],
  [
    /student|college|universit|school/,
    {
      label: "students",
      who: "students who like their things to feel like theirs",
      moment: "for late-night study sessions",
      hashtags: ["StudentLife"],
      schedule: "students",
    },
  ],
  [
    /senior|55\+|retire|grandparent/,
    {
      label: "seniors",
      who: "anyone who knows quality when they see it",
      moment: "for slow, unhurried mornings",
      hashtags: [],
      schedule: "seniors",
    },
  ],
  [
    /entrepreneur|founder|business owner|small business/,
    {
      label: "entrepreneurs",
      who: "entrepreneurs building something of their own",
      moment: "for the next big idea",
      hashtags: ["Entrepreneur"],
      schedule: "professionals",
    },
  ],
  [
    /health|fitness|wellness/,
    {
      label: "health enthusiasts",
      who: "anyone who takes care of body and mind",
      moment: "for your morning routine",
      hashtags: ["HealthyLiving"],
      schedule: "health",
    },
  ],
  [
    /tech/,
    {
      label: "tech enthusiasts",
      who: "tech lovers who appreciate smart design",
      moment: "for your desk setup",
      hashtags: ["DeskSetup"],
      schedule: "professionals",
    },
  ],
  [
    /fashion|style/,
    {
      label: "fashion lovers",
      who: "fashion lovers with an eye for detail",
      moment: "for your next outfit",
      hashtags: ["StyleInspo"],
      schedule: "evenings",
    },
  ],
  [
    /art (enthusiast|lover)|art collector|art fan/,
    {
      label: "art lovers",
      who: "art lovers who want something original",
      moment: "for the gallery wall",
      hashtags: ["ArtLovers"],
      schedule: "evenings",
    },
  ],
  [
    /gift/,
    {
      label: "gift buyers",
      who: "anyone hunting for a thoughtful gift",
      moment: "for the person who has everything",
      hashtags: ["GiftIdeas"],
      schedule: "gifts",
    },
  ],
  [
    /collector/,
    {
      label: "collectors",
      who: "collectors who know a good find",
      moment: "for the collection",
      hashtags: ["Collectors"],
      schedule: "evenings",
    },
  ],
];

/**
 * "Young adults (18-30)" → "Young adults": drops a bracketed part that ends the text. A scan,
 * not /\s*\([^)]*\)\s*$/, which retries from every "(" to the end of the text (quadratic).
 */
export function withoutTrailingBracket(text: string): string {
  const trimmed = text.trimEnd();
  if (!trimmed.endsWith(")")) return text;
  const inside = trimmed.slice(0, -1);
  const open = inside.indexOf("(", inside.lastIndexOf(")") + 1);
  return open < 0 ? text : inside.slice(0, open).trimEnd();
}

export function audienceProfile(audience: string | undefined): AudienceProfile | undefined {
  const label = cleanLabel(audience, 60);
  if (!label) return undefined;
  const text = label.toLowerCase();
  for (const [pattern, profile] of audiences) {
    if (pattern.test(text)) return profile;
  }
  // Custom text: the seller's own words, without a trailing age bracket.
  const plain = lowerFirst(withoutTrailingBracket(label).trim()) || label;
  const tag = toHashtag(plain);
  return {
    label: plain,
    who: plain,
    hashtags: tag.length >= 3 && tag.length <= 24 ? [tag] : [],
    schedule: "general",
  };
}
