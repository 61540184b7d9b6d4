import { Check } from "lucide-react";
import {
  type MarketplacePlatform,
  marketplaceDescriptions,
  marketplacePlatforms,
  platformLabels,
} from "../../../domain/platforms";
import { PlatformBadge } from "../../components/generator/platform-badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { cn } from "../../lib/utils";

/** The six marketplace cards; each is a toggle button (aria-pressed), by click or keyboard. */
export function MarketplacePicker({
  selected,
  onChange,
  disabled,
}: {
  selected: readonly MarketplacePlatform[];
  onChange: (selected: MarketplacePlatform[]) => void;
  disabled: boolean;
}) {
  const toggle = (platform: MarketplacePlatform) =>
    onChange(
      selected.includes(platform)
        ? selected.filter((p) => p !== platform)
        : marketplacePlatforms.filter((p) => p === platform || selected.includes(p)),
    );
  return (
    <Card>
      <CardHeader>
        <div className="flex items-baseline justify-between gap-2">
          <CardTitle as="h2" id="marketplaces-heading">
            Target Platforms
          </CardTitle>
          <span className="text-slate-600 text-sm" aria-live="polite">
            {selected.length} selected
          </span>
        </div>
        <CardDescription>Choose where you'll sell. Each marketplace gets its own listing.</CardDescription>
      </CardHeader>
      {/* Two abreast only where the card itself is wide enough (it sits in a narrow column beside
          the results on a desktop, and is the whole width on a phone): a container query. */}
      <CardContent className="@container">
        <ul className="grid grid-cols-1 gap-2 @md:grid-cols-2" aria-labelledby="marketplaces-heading">
          {marketplacePlatforms.map((platform) => {
            const pressed = selected.includes(platform);
            return (
              <li key={platform}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  disabled={disabled}
                  onClick={() => toggle(platform)}
                  className={cn(
                    "flex h-full w-full items-center gap-3 rounded-lg border p-3 text-left transition-colors",
                    "focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2",
                    "disabled:cursor-not-allowed disabled:opacity-60",
                    pressed
                      ? "border-indigo-500 bg-indigo-50 ring-1 ring-indigo-500"
                      : "border-slate-200 bg-white hover:border-indigo-300 hover:bg-slate-50",
                  )}
                >
                  <PlatformBadge platform={platform} />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-slate-900 text-sm">
                      {platformLabels[platform]}
                    </span>
                    <span className="block text-slate-600 text-xs">{marketplaceDescriptions[platform]}</span>
                  </span>
                  <span
                    aria-hidden="true"
                    className={cn(
                      "grid size-5 shrink-0 place-items-center rounded-full border",
                      pressed ? "border-indigo-600 bg-indigo-600 text-white" : "border-slate-300 bg-white",
                    )}
                  >
                    {pressed ? <Check className="size-3" strokeWidth={3} /> : null}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
