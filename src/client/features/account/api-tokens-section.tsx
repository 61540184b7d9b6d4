import { KeyRound, Loader2, Plus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  API_TOKEN_NAME_MAX,
  type ApiToken,
  apiTokenExpiry,
  apiTokenExpiryChoices,
  type CreatedApiToken,
  DEFAULT_API_TOKEN_EXPIRY_DAYS,
  MAX_API_TOKENS_PER_USER,
} from "../../../domain/api-tokens";
import { CopyButton } from "../../components/generator/copy-button";
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
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/use-toast";
import { errorMessageFrom } from "../../lib/api-client";
import { AccountSection } from "./account-section";
import { formatDateTime, timeAgo } from "./session-format";
import { useApiTokens, useCreateApiToken, useRevokeApiToken } from "./use-api-tokens";

/**
 * Personal API tokens: for the seller's own scripts and tools (a spreadsheet sync, a shop
 * plugin). Made with a name and an expiry, shown once, revoked here.
 */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const list = tokens.data?.tokens ?? [];

  return (
    <AccountSection
      id="api-tokens"
      title="API tokens"
      description={
        <>
          For developers: let your own tools and scripts make posts and listings for this account. You don't
          need a token to use the site.{" "}
          <a className="font-medium text-indigo-700 underline underline-offset-4" href="/api/docs">
            Read the API reference
          </a>
          .
        </>
      }
      icon={KeyRound}
      className="lg:col-span-2"
    >
      <div className="grid gap-5">
        {created ? <NewTokenNotice created={created} onDone={() => setCreated(null)} /> : null}
        <CreateTokenForm onCreated={setCreated} atLimit={list.length >= MAX_API_TOKENS_PER_USER} />
        {tokens.isPending ? (
          <p className="flex items-center gap-2 text-slate-600 text-sm" role="status">
            <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            Loading your tokens…
          </p>
        ) : tokens.isError ? (
          <p className="text-slate-700 text-sm" role="alert">
            Your tokens couldn't be loaded just now. Refresh the page to try again.
          </p>
        ) : list.length === 0 ? (
          <p className="text-slate-600 text-sm">You have no API tokens.</p>
        ) : (
          <ul
            className="divide-y divide-slate-100 rounded-lg border border-slate-200"
            aria-label="Your API tokens"
          >
            {list.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </ul>
        )}
      </div>
    </AccountSection>
  );
}

function CreateTokenForm({
  onCreated,
  atLimit,
}: {
  onCreated: (created: CreatedApiToken) => void;
  atLimit: boolean;
}) {
  const create = useCreateApiToken();
  const ids = { name: useId(), expiry: useId() };
  const [name, setName] = useState("");
  const [expiryDays, setExpiryDays] = useState(String(DEFAULT_API_TOKEN_EXPIRY_DAYS));
  const [nameError, setNameError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === "") {
      setNameError("Give the token a name, e.g. the tool that will use it");
      return;
    }
    setNameError(undefined);
    const days = expiryDays === "never" ? null : Number(expiryDays);
    create.mutate(
      { name: name.trim(), expiresAt: apiTokenExpiry(days) },
      {
        onSuccess: (result) => {
          setName("");
          onCreated(result);
        },
        onError: (error) =>
          toast({
            variant: "destructive",
            title: "Couldn't create the token",
            description: errorMessageFrom(error, "Please try again."),
          }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
      <FormField
        id={ids.name}
        label="Token name"
        placeholder="e.g. Spreadsheet sync"
        maxLength={API_TOKEN_NAME_MAX}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameError}
        autoComplete="off"
      />
      <div className="grid gap-1.5">
        <Label htmlFor={ids.expiry}>Expires after</Label>
        <select
          id={ids.expiry}
          value={expiryDays}
          onChange={(event) => setExpiryDays(event.target.value)}
          className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600 focus-visible:outline-offset-2"
        >
          {apiTokenExpiryChoices.map((choice) => (
            <option key={choice.label} value={choice.days === null ? "never" : String(choice.days)}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={create.isPending || atLimit}>
        {create.isPending ? (
          <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
        ) : (
          <Plus aria-hidden="true" />
        )}
        Create token
      </Button>
      {atLimit ? (
        <p className="text-slate-600 text-sm sm:col-span-3">
          You have {MAX_API_TOKENS_PER_USER} tokens, the most an account can have. Revoke one you no longer
          use to make another.
        </p>
      ) : null}
    </form>
  );
}

/** The new secret, shown this once, with a first call to try it. */
function NewTokenNotice({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const tokenInputId = useId();
  const example = `curl -H "Authorization: Bearer ${created.token}" ${window.location.origin}/api/usage-status`;
  return (
    <div className="grid gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4" role="status">
      <p className="font-medium text-emerald-900">
        Your new token “{created.apiToken.name}” is ready. Copy it now: you won't be able to see it again.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={tokenInputId} className="sr-only">
          New API token
        </label>
        <input
          id={tokenInputId}
          readOnly
          value={created.token}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-md border border-emerald-300 bg-white px-3 font-mono text-sm"
          data-testid="new-api-token"
        />
        <CopyButton text={created.token} label="API token">
          Copy token
        </CopyButton>
      </div>
      <p className="text-emerald-900 text-sm">Try it from a terminal:</p>
      <pre className="overflow-x-auto whitespace-pre-wrap break-all rounded-md bg-white p-3 font-mono text-slate-800 text-xs">
        {example}
      </pre>
      <Button variant="outline" size="sm" className="justify-self-start" onClick={onDone}>
        I've saved it
      </Button>
    </div>
  );
}

function TokenRow({ token }: { token: ApiToken }) {
  const revoke = useRevokeApiToken();
  const expired = token.expiresAt !== null && new Date(token.expiresAt).getTime() <= Date.now();
  const confirmRevoke = () =>
    revoke.mutate(token.id, {
      onSuccess: () => toast({ title: "Token revoked", description: `“${token.name}” no longer works.` }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Couldn't revoke the token",
          description: errorMessageFrom(error, "Please try again."),
        }),
    });

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="break-all">{token.name}</span>
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-700 text-xs">
            {token.hint}
          </code>
        </p>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-slate-600 text-xs">
          <div className="flex flex-wrap gap-x-1">
            <dt>Created</dt>
            <dd className="font-medium text-slate-700">
              <time dateTime={token.createdAt}>{formatDateTime(token.createdAt)}</time>
            </dd>
          </div>
          <div className="flex flex-wrap gap-x-1">
            <dt>{expired ? "Expired" : "Expires"}</dt>
            <dd className={expired ? "font-medium text-red-700" : "font-medium text-slate-700"}>
              {token.expiresAt ? (
                <time dateTime={token.expiresAt}>{formatDateTime(token.expiresAt)}</time>
              ) : (
                "never"
              )}
            </dd>
          </div>
          <div className="flex flex-wrap gap-x-1">
            <dt>Last used</dt>
            <dd className="font-medium text-slate-700">
              {token.lastUsedAt ? (
                <time dateTime={token.lastUsedAt} title={formatDateTime(token.lastUsedAt)}>
                  {timeAgo(token.lastUsedAt)}
                </time>
              ) : (
                "never"
              )}
            </dd>
          </div>
        </dl>
      </div>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="outline" size="sm" disabled={revoke.isPending}>
            {revoke.isPending ? (
              <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : null}
            Revoke <span className="sr-only">{token.name}</span>
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogTitle>Revoke “{token.name}”?</AlertDialogTitle>
          <AlertDialogDescription>
            Anything using this token stops working at once. This can't be undone; you can make a new token
            any time.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep it</AlertDialogCancel>
            <AlertDialogAction onClick={confirmRevoke}>Revoke token</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}
