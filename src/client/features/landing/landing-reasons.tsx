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
    text: "We look at your photo's real colours and shape, and they show up in what we write.",
  },
  {
    icon: Gauge,
    title: "Limits checked every time",
    text: "Title lengths, how many tags and hashtags fit, characters a marketplace won't accept, and prices written the way shoppers expect ($12.99): every result follows them.",
  },
  {
    icon: PencilLine,
    title: "Drafts you control",
    text: "Everything is plain text to copy and edit. Nothing is posted anywhere on your behalf.",
  },
  {
    icon: Fingerprint,
    title: "Your location stays private",
    text: "Photos can carry hidden details, such as where they were taken. We remove them before a photo is read or sent to an AI service, and only you can see the original.",
  },
  {
    icon: Lock,
    title: "No advertising cookies",
    text: "One small cookie keeps you signed in. Your password is stored scrambled, never as you typed it.",
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
