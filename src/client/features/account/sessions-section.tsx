import { Laptop, Loader2, LogOut, MonitorSmartphone, Smartphone } from "lucide-react";
import type { AccountSession } from "../../../domain/account";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { errorMessageFrom } from "../../lib/api-client";
import { useLogout } from "../auth/use-logout";
import { AccountSection } from "./account-section";
import { deviceName, formatDateTime, sortSessions, timeAgo } from "./session-format";
import { useAccountSessions, useRevokeSession, useSignOutOtherSessions } from "./use-account-sessions";

const isPhone = (userAgent: string | null) => /\b(?:iPhone|Android|Mobile)\b/.test(userAgent ?? "");

/** The devices signed in to the account: end any one, or every one but this. */
export function SessionsSection() {
  const sessions = useAccountSessions();
  const signOutOthers = useSignOutOtherSessions();
  const list = sessions.data ? sortSessions(sessions.data.sessions) : [];
  const others = list.filter((session) => !session.current).length;

  const endOthers = () =>
    signOutOthers.mutate(undefined, {
      onSuccess: () =>
        toast({ title: "Signed out elsewhere", description: "Every other device has been signed out." }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Couldn't sign out the other devices",
          description: errorMessageFrom(error, "Please try again."),
        }),
    });

  return (
    <AccountSection
      id="sessions"
      title="Where you're signed in"
      description="The devices signed in to your account. Don't recognise one? Sign it out and change your password."
      icon={MonitorSmartphone}
      className="lg:col-span-2"
    >
      {sessions.isPending ? (
        <p className="flex items-center gap-2 text-slate-600 text-sm" role="status">
          <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          Loading your devices…
        </p>
      ) : sessions.isError ? (
        <div className="grid gap-3">
          <p className="text-slate-700 text-sm" role="alert">
            Your devices couldn't be loaded just now. Check your connection and try again.
          </p>
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => sessions.refetch()}
          >
            Try again
          </Button>
        </div>
      ) : (
        <div className="grid gap-4">
          <ul
            className="divide-y divide-slate-100 rounded-lg border border-slate-200"
            aria-label="Signed-in devices"
          >
            {list.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          <Button
            variant="outline"
            className="justify-self-start"
            disabled={others === 0 || signOutOthers.isPending}
            onClick={endOthers}
          >
            {signOutOthers.isPending ? (
              <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <LogOut aria-hidden="true" />
            )}
            Sign out all other devices
          </Button>
        </div>
      )}
    </AccountSection>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const revoke = useRevokeSession();
  const logout = useLogout();
  const name = deviceName(session.userAgent);
  const Icon = isPhone(session.userAgent) ? Smartphone : Laptop;
  const pending = revoke.isPending || logout.isPending;

  const signOut = () => {
    // Ending this device's own session is signing out.
    if (session.current) {
      logout.mutate();
      return;
    }
    revoke.mutate(session.id, {
      onSuccess: () => toast({ title: "Device signed out", description: `${name} has been signed out.` }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Couldn't sign out that device",
          description: errorMessageFrom(error, "Please try again."),
        }),
    });
  };

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 p-4">
      <span className="hidden size-10 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-600 sm:grid">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {name}
          {session.current ? (
            <Badge className="border-indigo-200 bg-indigo-50 text-indigo-800">This device</Badge>
          ) : null}
        </p>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-slate-600 text-xs">
          <div className="flex flex-wrap gap-x-1">
            <dt className="whitespace-nowrap">IP address</dt>
            <dd className="break-all font-medium text-slate-700">{session.ip ?? "unknown"}</dd>
          </div>
          <div className="flex flex-wrap gap-x-1">
            <dt>Last seen</dt>
            <dd className="font-medium text-slate-700">
              <time dateTime={session.lastSeenAt} title={formatDateTime(session.lastSeenAt)}>
                {session.current ? "now" : timeAgo(session.lastSeenAt)}
              </time>
            </dd>
          </div>
          <div className="flex flex-wrap gap-x-1">
            <dt>Signed in</dt>
            <dd className="font-medium text-slate-700">
              <time dateTime={session.createdAt}>{formatDateTime(session.createdAt)}</time>
            </dd>
          </div>
        </dl>
      </div>
      <Button variant="outline" size="sm" disabled={pending} onClick={signOut}>
        {pending ? <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" /> : null}
        Sign out{" "}
        <span className="sr-only">
          {session.current ? "this device" : name}
          {session.current || !session.ip ? "" : ` (${session.ip})`}
        </span>
      </Button>
    </li>
  );
}
