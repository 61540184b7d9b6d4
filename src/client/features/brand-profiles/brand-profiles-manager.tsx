import {
  AlertCircle,
  CheckCircle2,
  Crown,
  ListChecks,
  Megaphone,
  Plus,
  RefreshCw,
  Store,
  X,
} from "lucide-react";
import { type Ref, useRef, useState } from "react";
import { Link } from "wouter";
import {
  type BrandProfile,
  type BrandProfileValues,
  FREE_BRAND_PROFILES,
} from "../../../domain/brand-profiles";
import { Button, buttonClasses } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { toast } from "../../components/ui/use-toast";
import { errorMessageFrom } from "../../lib/api-client";
import { isProRequired } from "../../lib/generation-errors";
import { useSiteConfig } from "../../lib/use-site-config";
import { useUpgradeHref } from "../billing/use-upgrade-href";
import { BrandProfileCard } from "./brand-profile-card";
import { BrandProfileForm } from "./brand-profile-form";
import { brandProfileFormValues, emptyBrandProfileForm } from "./brand-profile-form-values";
import { offeredLanguage } from "./language-options";
import { profileLinkHref } from "./requested-profile";
import {
  useBrandProfiles,
  useCreateBrandProfile,
  useDeleteBrandProfile,
  useDuplicateBrandProfile,
  useUpdateBrandProfile,
} from "./use-brand-profiles";

export const FREE_LIMIT_MESSAGE = "Free accounts keep one brand profile";

type Mode = { kind: "list" } | { kind: "create" } | { kind: "edit"; profile: BrandProfile };

/**
 * /brands's content: the seller's profiles with their actions, or the form creating or editing one.
 * Free at its limit sees why Create is gone and the way to Pro instead of a refused request.
 * After a save the list opens with "Use now": a generator with that profile picked for one run,
 * the default left as it is (issue 33).
 */
export function BrandProfilesManager() {
  const profiles = useBrandProfiles();
  const config = useSiteConfig();
  const upgradeHref = useUpgradeHref();
  const [mode, setMode] = useState<Mode>({ kind: "list" });
  const create = useCreateBrandProfile();
  const update = useUpdateBrandProfile();
  const duplicate = useDuplicateBrandProfile();
  const remove = useDeleteBrandProfile();
  const [busyId, setBusyId] = useState<string | null>(null);
  /** The profile just created or saved: "Use now" is offered for it until dismissed. */
  const [justSaved, setJustSaved] = useState<BrandProfile | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const savedHeading = useRef<HTMLHeadingElement>(null);

  const backToList = (saved: BrandProfile | null = null) => {
    create.reset();
    update.reset();
    setMode({ kind: "list" });
    setJustSaved(saved);
    requestAnimationFrame(() => (saved ? savedHeading.current : listHeading.current)?.focus());
  };

  const onActionError = (title: string) => (error: unknown) =>
    toast({ variant: "destructive", title, description: errorMessageFrom(error, "Please try again.") });

  /** Runs one list action, marking its profile busy meanwhile. */
  const act = <T,>(id: string, promise: Promise<T>) => {
    setBusyId(id);
    return promise.finally(() => setBusyId(null));
  };

  if (profiles.isPending) {
    return (
      <p role="status" className="text-slate-600">
        Loading your brand profiles…
      </p>
    );
  }
  if (profiles.isError) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
          <AlertCircle className="size-8 text-red-600" aria-hidden="true" />
          <p className="font-medium">Your brand profiles couldn't be loaded.</p>
          <Button variant="outline" onClick={() => profiles.refetch()} disabled={profiles.isFetching}>
            <RefreshCw aria-hidden="true" />
            Try again
          </Button>
        </CardContent>
      </Card>
    );
  }

  const { profiles: list, limit } = profiles.data;
  const atLimit = limit !== null && list.length >= limit;
  // The list's copy (it is re-read after every change); gone if it was deleted since.
  const saved = justSaved ? list.find((profile) => profile.id === justSaved.id) : undefined;

  if (mode.kind !== "list") {
    const editing = mode.kind === "edit" ? mode.profile : null;
    const mutation = editing ? update : create;
    const save = (values: BrandProfileValues) => {
      const onSuccess = (saved: BrandProfile) => {
        toast({ title: editing ? "Profile saved" : "Profile created", description: saved.name });
        backToList(saved);
      };
      if (editing) update.mutate({ id: editing.id, values }, { onSuccess });
      else create.mutate(values, { onSuccess });
    };
    const refused = mutation.error && isProRequired(mutation.error) ? mutation.error : null;
    return (
      <Card>
        <CardHeader>
          <CardTitle as="h2">{editing ? `Edit “${editing.name}”` : "New brand profile"}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {refused ? (
            <div
              role="alert"
              className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900 text-sm"
            >
              {errorMessageFrom(refused, FREE_LIMIT_MESSAGE)}{" "}
              <Link href={upgradeHref} className="font-medium underline underline-offset-4">
                Upgrade to Pro
              </Link>
            </div>
          ) : mutation.error ? (
            <p role="alert" className="font-medium text-red-700 text-sm">
              {errorMessageFrom(mutation.error, "The profile couldn't be saved. Please try again.")}
            </p>
          ) : null}
          <BrandProfileForm
            // A new form for each profile: its fields start from that profile.
            key={editing?.id ?? "new"}
            initialValues={
              editing ? brandProfileFormValues(editing) : emptyBrandProfileForm(offeredLanguage("en", config))
            }
            submitLabel={editing ? "Save changes" : "Create profile"}
            onSubmit={save}
            onCancel={() => backToList()}
            offerDefault={!editing}
            currentDefaultName={list.find((profile) => profile.isDefault)?.name ?? null}
            saving={mutation.isPending}
            serverError={mutation.error}
          />
        </CardContent>
      </Card>
    );
  }

  return (
    <section aria-labelledby="brand-profiles-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id="brand-profiles-heading"
          ref={listHeading}
          tabIndex={-1}
          className="font-semibold text-xl tracking-tight outline-none"
        >
          Your profiles
        </h2>
        {atLimit ? null : (
          <Button
            onClick={() => {
              setJustSaved(null);
              setMode({ kind: "create" });
            }}
          >
            <Plus aria-hidden="true" />
            Create profile
          </Button>
        )}
      </div>
      {saved ? (
        <UseNowPanel
          profile={saved}
          defaultProfile={list.find((profile) => profile.isDefault) ?? null}
          headingRef={savedHeading}
          onDismiss={() => {
            setJustSaved(null);
            listHeading.current?.focus();
          }}
        />
      ) : null}
      {atLimit ? <FreeLimitNote limit={limit} /> : null}
      {list.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="grid gap-3" aria-label="Brand profiles, default first">
          {list.map((profile) => (
            <BrandProfileCard
              key={profile.id}
              profile={profile}
              busy={busyId === profile.id}
              canDuplicate={!atLimit}
              onEdit={() => setMode({ kind: "edit", profile })}
              onDuplicate={() =>
                act(profile.id, duplicate.mutateAsync(profile.id)).then(
                  (copy) => toast({ title: "Profile duplicated", description: copy.name }),
                  onActionError("Couldn't duplicate the profile"),
                )
              }
              onMakeDefault={() =>
                act(profile.id, update.mutateAsync({ id: profile.id, values: { isDefault: true } })).then(
                  () =>
                    toast({
                      title: "Default profile changed",
                      description: `${profile.name} is now picked first on the generator pages.`,
                    }),
                  onActionError("Couldn't change the default"),
                )
              }
              onUnsetDefault={() =>
                act(profile.id, update.mutateAsync({ id: profile.id, values: { isDefault: false } })).then(
                  () =>
                    toast({
                      title: "No default profile",
                      description: "The generator pages start with no profile until you pick one.",
                    }),
                  onActionError("Couldn't change the default"),
                )
              }
              onDelete={() =>
                act(profile.id, remove.mutateAsync(profile.id)).then(() => {
                  toast({ title: "Profile deleted", description: profile.name });
                  listHeading.current?.focus();
                }, onActionError("Couldn't delete the profile"))
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * After a save: the profile is ready, whether it is the default (and which one is, if not), and
 * "Use now" on each generator that takes a profile, picked there for this generation only.
 */
function UseNowPanel({
  profile,
  defaultProfile,
  headingRef,
  onDismiss,
}: {
  profile: BrandProfile;
  defaultProfile: BrandProfile | null;
  headingRef: Ref<HTMLHeadingElement>;
  onDismiss: () => void;
}) {
  const headingId = "saved-profile-heading";
  const whereDefault = profile.isDefault
    ? "It's your default: the generator pages pick it first."
    : defaultProfile
      ? `Your default is still “${defaultProfile.name}”. Use this profile for one generation without changing that:`
      : "It isn't your default, so the generator pages won't pick it on their own. Use it for one generation:";
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="flex min-w-0 items-center gap-2 break-words font-semibold text-emerald-950 outline-none"
        >
          <CheckCircle2 className="size-5 shrink-0 text-emerald-700" aria-hidden="true" />
          <span className="min-w-0">“{profile.name}” is saved</span>
        </h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={onDismiss}
          aria-label="Dismiss"
          className="-m-1 w-9 shrink-0 px-0 text-emerald-900 hover:bg-emerald-100"
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <p className="text-emerald-950 text-sm">{whereDefault}</p>
      <div className="flex flex-wrap gap-2">
        <Link href={profileLinkHref("/social-content", profile.id)} className={buttonClasses({ size: "sm" })}>
          <Megaphone aria-hidden="true" />
          Use now for social posts
        </Link>
        <Link
          href={profileLinkHref("/product-listings", profile.id)}
          className={buttonClasses({ size: "sm", variant: "outline" })}
        >
          <ListChecks aria-hidden="true" />
          Use now for a listing
        </Link>
      </div>
    </section>
  );
}

/** In place of Create when a Free account has its profile: why, and the way to more. */
function FreeLimitNote({ limit }: { limit: number | null }) {
  const upgradeHref = useUpgradeHref();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <p className="min-w-0 text-amber-900 text-sm">
        <span className="font-semibold">{FREE_LIMIT_MESSAGE}.</span>{" "}
        {limit === FREE_BRAND_PROFILES
          ? "Edit it as your shop changes, or upgrade to keep one for each shop, brand or season."
          : `Your plan keeps ${limit} profiles.`}
      </p>
      <Link href={upgradeHref} className={buttonClasses({ size: "sm" })}>
        <Crown aria-hidden="true" />
        Upgrade
      </Link>
    </div>
  );
}

function EmptyState() {
  return (
    <Card className="border-dashed bg-white/60">
      <CardContent className="flex flex-col items-center gap-3 p-8 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-indigo-100 text-indigo-700">
          <Store className="size-6" aria-hidden="true" />
        </span>
        <p className="font-medium text-slate-900">Save your shop's details once</p>
        <p className="max-w-md text-slate-600 text-sm">
          A brand profile remembers your brand name, who you sell to, your tone, your usual hashtags and the
          language your customers read. Pick it on the social, listings and bulk pages and every field is
          filled in for you, and every post sounds like your shop.
        </p>
      </CardContent>
    </Card>
  );
}
