import { Copy, Loader2, Pencil, Star, StarOff, Trash2 } from "lucide-react";
import type { BrandProfile } from "../../../domain/brand-profiles";
import { languageOf } from "../../../domain/languages";
import { type ListingDefaults, listingConditionLabels } from "../../../domain/listing-details";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../../components/ui/alert-dialog";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

/** What tells profiles apart at a glance: the brand, the language, the tone. */
export function profileSummary(profile: BrandProfile): string {
  const language = languageOf(profile.language);
  return [
    profile.brand,
    language.native === language.name ? language.name : `${language.native} (${language.name})`,
    profile.tone,
  ]
    .filter(Boolean)
    .join(" · ");
}

/**
 * A profile's listing defaults in a line ("Used — good · 3 in stock · Denby · 450 g · 20 × 15 × 12
 * cm"); null when it has none. The condition note is left to the form: it is a sentence.
 */
export function listingDefaultsSummary(defaults: ListingDefaults | null): string | null {
  if (!defaults) return null;
  const size = defaults.packageSize;
  const parts = [
    defaults.condition ? listingConditionLabels[defaults.condition] : undefined,
    defaults.quantity === undefined ? undefined : `${defaults.quantity} in stock`,
    defaults.brand,
    defaults.weight ? `${defaults.weight.value} ${defaults.weight.unit}` : undefined,
    size ? `${size.length} × ${size.width} × ${size.height} ${size.unit}` : undefined,
  ].filter(Boolean);
  if (parts.length === 0 && defaults.conditionNote) parts.push("a condition note");
  return parts.length > 0 ? parts.join(" · ") : null;
}

/**
 * One profile in the /brands list, with Edit, Duplicate, Make default (or, on the default, Unset
 * default: the generators then start with no profile) and Delete (confirmed first).
 */
export function BrandProfileCard({
  profile,
  onEdit,
  onDuplicate,
  onMakeDefault,
  onUnsetDefault,
  onDelete,
  canDuplicate,
  busy,
}: {
  profile: BrandProfile;
  onEdit: () => void;
  onDuplicate: () => void;
  onMakeDefault: () => void;
  onUnsetDefault: () => void;
  onDelete: () => void;
  /** False when the plan's limit is reached (a copy is a new profile). */
  canDuplicate: boolean;
  /** An action on this profile is under way. */
  busy: boolean;
}) {
  const headingId = `profile-${profile.id}-name`;
  return (
    <li className="min-w-0">
      <Card className="grid gap-3 p-4">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h3 id={headingId} className="min-w-0 break-words font-semibold text-lg text-slate-900">
            {profile.name}
          </h3>
          {profile.isDefault ? (
            <Badge className="border-indigo-200 bg-indigo-50 text-indigo-800">
              <Star aria-hidden="true" />
              Default
            </Badge>
          ) : null}
          {busy ? (
            <Loader2
              className="size-4 animate-spin text-slate-500 motion-reduce:animate-none"
              aria-hidden="true"
            />
          ) : null}
        </div>
        <p className="break-words text-slate-600 text-sm">
          {profileSummary(profile) || "No brand details yet"}
        </p>
        {listingDefaultsSummary(profile.listingDefaults) ? (
          <p className="break-words text-slate-600 text-sm">
            <span className="font-medium text-slate-700">Listing defaults:</span>{" "}
            {listingDefaultsSummary(profile.listingDefaults)}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onEdit} disabled={busy}>
            <Pencil aria-hidden="true" />
            Edit <span className="sr-only">{profile.name}</span>
          </Button>
          <Button variant="outline" size="sm" onClick={onDuplicate} disabled={busy || !canDuplicate}>
            <Copy aria-hidden="true" />
            Duplicate <span className="sr-only">{profile.name}</span>
          </Button>
          {profile.isDefault ? (
            <Button variant="outline" size="sm" onClick={onUnsetDefault} disabled={busy}>
              <StarOff aria-hidden="true" />
              Unset default <span className="sr-only">{profile.name}</span>
            </Button>
          ) : (
            <Button variant="outline" size="sm" onClick={onMakeDefault} disabled={busy}>
              <Star aria-hidden="true" />
              Make default <span className="sr-only">{profile.name}</span>
            </Button>
          )}
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                className="text-red-700 hover:bg-red-50 hover:text-red-800"
              >
                <Trash2 aria-hidden="true" />
                Delete <span className="sr-only">{profile.name}</span>
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogTitle>Delete “{profile.name}”?</AlertDialogTitle>
              <AlertDialogDescription>
                Posts and listings you already made keep their text. The generator pages stop offering this
                profile. This can't be undone.
              </AlertDialogDescription>
              <AlertDialogFooter>
                <AlertDialogCancel>Keep it</AlertDialogCancel>
                <AlertDialogAction variant="destructive" onClick={onDelete}>
                  Delete profile
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </Card>
    </li>
  );
}
