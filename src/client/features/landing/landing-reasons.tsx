import { Fingerprint, Gauge, Layers, Lock, PencilLine, ScanEye } from "lucide-react";
import { SectionHeading } from "./section-heading";

const reasons = [
  {
    icon: Layers,
    title: "Written per platform",
    text: "No text is pasted twelve times: each network and marketplace gets its own voice, length and structure.",
  },
  {
    icon: ScanEye,
    title: "Your photo is part of the brief",
    text: "The image's real colours, shape and orientation are read and show up in the descriptions.",
  },
  {
    icon: Gauge,
    title: "Limits checked every time",
    text: "Character caps, hashtag and tag counts, banned title characters and price format ($12.99) are enforced on every result.",
  },
  {
    icon: PencilLine,
    title: "Drafts you control",
    text: "Everything is plain text to copy and edit. Nothing is posted anywhere on your behalf.",
  },
  {
    icon: Fingerprint,
    title: "Metadata stripped before analysis",
    text: "Before a photo is analysed or sent to an AI service, it is re-encoded without its metadata, including GPS position. The original stays private to you.",
  },
  {
    icon: Lock,
    title: "No advertising cookies",
    text: "One session cookie keeps you signed in. Passwords are hashed with Argon2id and never stored as typed.",
  },
];

export function LandingReasons() {
  return (
    <section aria-labelledby="reasons-heading" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <SectionHeading
          id="reasons-heading"
          eyebrow="Why sellers choose it"
          title="Built for people who sell things"
        />
        <ul className="mt-10 grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-indigo-50 text-indigo-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-slate-600 text-sm leading-relaxed">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
