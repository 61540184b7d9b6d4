import { Button } from "../../components/ui/button";
import { errorMessageFrom } from "../../lib/api-client";
import { useRequestSignInLink } from "./use-sign-in-link";

/**
 * Shown under the sign-in form when sign-in is paused for the account (429 `sign_in_throttled`):
 * the server's message, and a one-time link by e-mail as the owner's way in meanwhile.
 */
export function SignInLinkOffer({ email, message }: { email: string; message: string }) {
  const send = useRequestSignInLink();
  return (
    <div className="grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm">
      <p role="alert" className="font-medium text-amber-900">
        {message}
      </p>
      {send.isSuccess ? (
        <p role="status" className="text-slate-800">
          {send.data.message}
        </p>
      ) : (
        <>
          <Button
            type="button"
            variant="outline"
            className="w-full"
            disabled={send.isPending}
            onClick={() => send.mutate({ email })}
          >
            {send.isPending ? "Sending..." : "E-mail me a sign-in link"}
          </Button>
          {send.isError ? (
            <p role="status" className="font-medium text-red-700">
              {errorMessageFrom(send.error, "We couldn't send the link. Please try again.")}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
