import { useQuery } from "@tanstack/react-query";
import { Settings2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "wouter";
import type { BrandProfile } from "../../../domain/brand-profiles";
import { languageOf } from "../../../domain/languages";
import { Label } from "../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";
import { siteConfigQueryOptions } from "../../lib/use-site-config";
import { useBrandProfiles } from "./use-brand-profiles";

/** Radix options cannot have an empty value: "None" needs a word of its own. */
const NO_PROFILE = "none";

/**
 * "Brand profile" on the generator pages: None or one of the seller's profiles (default first).
 * Picking one hands the profile to the form, which fills in every field it has; "Manage brand
 * profiles" goes to /brands. While one is picked, the hint says which one this run uses (and in
 * its language) and "Use no profile" switches to None in one step.
 */
export function BrandProfilePicker({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  /** The picked profile's id, or "" for none. */
  value: string;
  onChange: (profile: BrandProfile | null) => void;
  disabled?: boolean;
}) {
  const profiles = useBrandProfiles();
  const list = profiles.data?.profiles ?? [];
  // A profile deleted elsewhere reads as None rather than as a blank select.
  const pickedProfile = list.find((profile) => profile.id === value);
  const picked = pickedProfile ? value : NO_PROFILE;
  return (
    <div className="grid min-w-0 gap-1.5">
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <Label htmlFor={id}>Brand profile</Label>
        <Link
          href="/brands"
          className="inline-flex items-center gap-1 rounded-sm font-medium text-indigo-700 text-xs hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2"
        >
          <Settings2 className="size-3.5" aria-hidden="true" />
          Manage brand profiles
        </Link>
      </div>
      <Select
        value={picked}
        onValueChange={(next) => onChange(list.find((profile) => profile.id === next) ?? null)}
        disabled={disabled || profiles.isPending}
      >
        <SelectTrigger id={id} aria-describedby={`${id}-hint`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={NO_PROFILE}>None</SelectItem>
          {list.map((profile) => (
            <SelectItem key={profile.id} value={profile.id}>
              {profile.isDefault ? `${profile.name} (default)` : profile.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p id={`${id}-hint`} className="min-w-0 text-slate-500 text-xs">
          {pickedProfile
            ? `In use for this run: “${pickedProfile.name}” (${[pickedProfile.isDefault ? "your default" : null, languageOf(pickedProfile.language).name].filter(Boolean).join(", ")}). It fills in the fields below; change any of them.`
            : list.length === 0 && !profiles.isPending
              ? "Save your brand details once and pick them here next time."
              : "Fills in the fields below; change any of them for this run."}
        </p>
        {pickedProfile ? (
          <button
            type="button"
            onClick={() => onChange(null)}
            disabled={disabled}
            className="rounded-sm font-medium text-indigo-700 text-xs hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2 disabled:opacity-60"
          >
            Use no profile
          </button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Picks the default profile once, when the profiles arrive, if the seller has not started on the
 * form yet (a form already typed in is never overwritten). It waits for the site config too, so
 * the profile's language can be checked against the languages this server writes.
 */
export function usePreselectDefaultProfile(untouched: boolean, apply: (profile: BrandProfile) => void) {
  const profiles = useBrandProfiles();
  const config = useQuery(siteConfigQueryOptions);
  const decided = useRef(false);
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(() => {
    if (decided.current) return;
    if (!untouched) {
      decided.current = true;
      return;
    }
    if (!profiles.data || config.isPending) return;
    decided.current = true;
    const preferred = profiles.data.profiles.find((profile) => profile.isDefault);
    if (preferred) applyRef.current(preferred);
  }, [profiles.data, config.isPending, untouched]);
}
