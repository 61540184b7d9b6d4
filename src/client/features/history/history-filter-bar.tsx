import { Search, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { HISTORY_SEARCH_MAX, NO_BRAND_PROFILE } from "../../../domain/history";
import { languages } from "../../../domain/languages";
import { marketplacePlatforms, platformLabels, socialPlatforms } from "../../../domain/platforms";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { useBrandProfiles } from "../brand-profiles/use-brand-profiles";
import { type HistoryFilters, type HistoryTab, hasHistoryFilters } from "./history-filters";

/** Radix options cannot have an empty value: "any" stands for no filter. */
const ANY = "any";
/** How long typing pauses before the search runs (and the address changes). */
const SEARCH_DELAY_MS = 300;

function FilterSelect({
  id,
  label,
  value,
  onChange,
  anyLabel,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  anyLabel: string;
  options: ReadonlyArray<{ value: string; label: string; lang?: string }>;
}) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value || ANY} onValueChange={(next) => onChange(next === ANY ? "" : next)}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ANY}>{anyLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

/**
 * Search and filters above a History tab: text (searched as the seller pauses typing), platform,
 * language, brand profile and a date range. Every change goes to the address (History keeps the
 * view there), and "Clear filters" shows while anything narrows the list.
 */
export function HistoryFilterBar({
  tab,
  filters,
  onChange,
}: {
  tab: HistoryTab;
  filters: HistoryFilters;
  onChange: (filters: HistoryFilters) => void;
}) {
  const id = useId();
  const profiles = useBrandProfiles();
  const [text, setText] = useState(filters.q);
  // The text last sent: a change from outside (Clear filters, the back button) replaces what is typed.
  const sent = useRef(filters.q);
  useEffect(() => {
    if (filters.q !== sent.current) {
      sent.current = filters.q;
      setText(filters.q);
    }
  }, [filters.q]);
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };
  useEffect(() => {
    if (text === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text;
      latest.current.onChange({ ...latest.current.filters, q: text });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const set = (change: Partial<HistoryFilters>) => onChange({ ...filters, ...change });
  const platforms = tab === "social" ? socialPlatforms : marketplacePlatforms;
  const profileList = profiles.data?.profiles ?? [];

  return (
    <search className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-q`}>Search</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={HISTORY_SEARCH_MAX}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              // Enter searches at once instead of waiting for the pause.
              if (event.key === "Enter" && text !== sent.current) {
                sent.current = text;
                set({ q: text });
              }
            }}
            placeholder={tab === "social" ? "Product, caption or hashtag" : "Product, title, tag or category"}
            autoComplete="off"
            className="pl-9"
          />
        </div>
      </div>
      {/* Tracks that may shrink (minmax(0, 1fr)): a date field's own width never widens a phone's page. */}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <FilterSelect
          id={`${id}-platform`}
          label={tab === "social" ? "Platform" : "Marketplace"}
          value={filters.platform}
          onChange={(platform) => set({ platform })}
          anyLabel={tab === "social" ? "All platforms" : "All marketplaces"}
          options={platforms.map((platform) => ({ value: platform, label: platformLabels[platform] }))}
        />
        <FilterSelect
          id={`${id}-language`}
          label="Language"
          value={filters.language}
          onChange={(language) => set({ language })}
          anyLabel="All languages"
          options={languages.map((language) => ({
            value: language.code,
            label:
              language.native === language.name ? language.name : `${language.native} (${language.name})`,
          }))}
        />
        <div className="col-span-2 lg:col-span-1">
          <FilterSelect
            id={`${id}-profile`}
            label="Brand profile"
            value={filters.profile}
            onChange={(profile) => set({ profile })}
            anyLabel="Any profile"
            options={[
              { value: NO_BRAND_PROFILE, label: "No profile" },
              ...profileList.map((profile) => ({ value: profile.id, label: profile.name })),
              // A profile named in the address but since deleted still reads as picked.
              ...(filters.profile &&
              filters.profile !== NO_BRAND_PROFILE &&
              !profileList.some((profile) => profile.id === filters.profile)
                ? [{ value: filters.profile, label: "A deleted profile" }]
                : []),
            ]}
          />
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-1.5">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input
            id={`${id}-from`}
            type="date"
            className="min-w-0 px-2"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => set({ from: event.target.value })}
          />
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-1.5">
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input
            id={`${id}-to`}
            type="date"
            className="min-w-0 px-2"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => set({ to: event.target.value })}
          />
        </div>
      </div>
      {hasHistoryFilters(filters) || text.trim() ? (
        <div>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              sent.current = "";
              setText("");
              onChange({ q: "", platform: "", language: "", profile: "", from: "", to: "" });
            }}
          >
            <X aria-hidden="true" />
            Clear filters
          </Button>
        </div>
      ) : null}
    </search>
  );
}
