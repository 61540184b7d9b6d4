import { Camera, PenLine, Share2 } from "lucide-react";
import { SectionHeading } from "./section-heading";

const steps = [
  {
    icon: Camera,
    title: "Upload image",
    text: "A product or brand photo: JPG, PNG, GIF or WebP, up to 10 MB. We use its colours and shape in what we write.",
  },
  {
    icon: PenLine,
    title: "Add brand context",
    text: "Business type, brand name, target audience, tone and campaign goal — or product type, style and materials for listings.",
  },
  {
    icon: Share2,
    title: "Generate and share",
    text: "Pick your platforms, generate, then copy each post or listing, or download everything at once.",
  },
];

export function LandingHowItWorks() {
  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <SectionHeading id="how-heading" eyebrow="How It Works" title="Three steps from photo to post" />
      <ol className="mt-10 grid gap-6 md:grid-cols-3">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-indigo-600 font-bold text-white">
                {index + 1}
              </span>
              <Icon className="size-5 text-indigo-700" aria-hidden="true" />
            </div>
            <h3 className="mt-4 font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {title}
            </h3>
            <p className="mt-1 text-slate-600 text-sm leading-relaxed">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
