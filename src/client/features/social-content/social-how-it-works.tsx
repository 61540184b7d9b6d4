import { Copy, type LucideIcon, PenLine, Sparkles, Upload } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";

const steps: Array<{ title: string; description: string; icon: LucideIcon }> = [
  { title: "Upload image", description: "Add a clear photo of your product or brand.", icon: Upload },
  {
    title: "Provide context",
    description: "Pick your business type, audience, tone and campaign goal.",
    icon: PenLine,
  },
  {
    title: "Generate content",
    description: "Get a post for each platform, hashtags and a posting schedule.",
    icon: Sparkles,
  },
  {
    title: "Copy and share",
    description: "Edit anything you like, then copy each post or download them all.",
    icon: Copy,
  },
];

/** The results column before the first generation: four steps (spec core-product §2). */
export function SocialHowItWorks() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">How It Works</CardTitle>
        <CardDescription>Your posts will appear here.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-4">
          {steps.map(({ title, description, icon: Icon }, index) => (
            <li key={title} className="flex items-start gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-indigo-100 text-indigo-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900 text-sm">
                  <span className="text-indigo-700">{index + 1}.</span> {title}
                </span>
                <span className="mt-0.5 block text-slate-600 text-sm">{description}</span>
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
