/**
 * The groups of the API reference, in the order /api/docs shows them. Route schemas name one of
 * these in `tags` (a test fails on an operation without a known tag, so a typo cannot make a new
 * group), and each route gives a short `summary`.
 */
export const apiTags = [
  {
    name: "Auth",
    description: "Create an account, sign in and out, verify the e-mail address, reset a password.",
  },
  { name: "Account", description: "The signed-in account: profile, password, e-mail, sessions, deletion." },
  {
    name: "API tokens",
    description: "Personal API tokens for your own scripts. Managed with a signed-in browser session only.",
  },
  {
    name: "Uploads",
    description:
      "Images in two steps: ask for an upload URL, PUT the bytes there, then pass the objectPath as imagePath.",
  },
  {
    name: "Brand profiles",
    description:
      "A seller's fields and voice, saved once. Pass brandProfileId to a generator or a bulk job and it fills in every field the request leaves out. Free accounts keep one profile; Pro any number.",
  },
  { name: "Social", description: "Social media posts from a product photo, and their history." },
  {
    name: "Listings",
    description: "Marketplace listings from a product photo, their history and CSV download.",
  },
  { name: "Images", description: "Photo analysis and AI product images." },
  { name: "Bulk", description: "Pro: one brand context applied to many photos, run as a background job." },
  { name: "Exports", description: "Downloads of your content for marketplaces and spreadsheets." },
  { name: "Calendar", description: "Your posting schedule." },
  { name: "Usage", description: "What the plan allows and how much of it is used." },
  { name: "Billing", description: "The Pro subscription." },
  { name: "Support", description: "Write to the team." },
  { name: "Service", description: "Health and public settings of this server." },
  { name: "Admin", description: "Admins only: the quality lab and its test cases." },
] as const;

export type ApiTag = (typeof apiTags)[number]["name"];
