import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Trash2, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { deleteAccountRequestSchema } from "../../../domain/account";
import type { PublicUser } from "../../../domain/auth";
import { DownloadArchiveButton } from "../../components/generator/download-archive-button";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "../../components/ui/alert-dialog";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { errorMessageFrom, isHttpError } from "../../lib/api-client";
import { showFieldErrors } from "../../lib/field-errors";
import { AccountSection } from "./account-section";
import { ACCOUNT_EXPORT_URL, useDeleteAccount } from "./use-delete-account";

/**
 * The danger zone: what deleting removes, "Download my data" (a .zip of everything, to keep), and
 * a button that opens a dialog asking for the account's password. A wrong password is shown next
 * to the field and deletes nothing; success signs out and lands on the landing page.
 */
export function DeleteAccountSection({ user }: { user: PublicUser }) {
  const [open, setOpen] = useState(false);
  const planNote =
    user.subscriptionStatus === "active"
      ? "Your Pro subscription is canceled first, so you won't be charged again."
      : user.subscriptionStatus === "canceling"
        ? "Your canceled Pro plan ends with the account; you won't be charged again."
        : "If you had a Pro subscription, it would be canceled first.";

  return (
    <AccountSection
      id="delete-account"
      title="Delete account"
      description="Permanently remove your account and everything in it. This can't be undone."
      icon={TriangleAlert}
      tone="danger"
      className="lg:col-span-2"
    >
      <div className="grid gap-5">
        <div className="grid gap-2 rounded-lg border border-red-200 bg-red-50/60 p-4 text-slate-800 text-sm">
          <p className="font-medium">Deleting your account removes:</p>
          <ul className="list-disc pl-5">
            <li>your profile and sign-in details;</li>
            <li>every photo you uploaded;</li>
            <li>every social post, product listing and bulk upload batch you made;</li>
            <li>every sign-in, so all your devices are signed out.</li>
          </ul>
          <p>{planNote}</p>
        </div>
        <div className="grid max-w-xl gap-2">
          <p className="text-slate-700 text-sm" id="download-my-data-hint">
            Want a copy first? Download your posts, listings, bulk batches, brand profiles, settings and
            photos as one .zip (JSON and CSV files, and your photos).
          </p>
          <DownloadArchiveButton
            url={ACCOUNT_EXPORT_URL}
            className="justify-self-start"
            aria-describedby="download-my-data-hint"
          >
            Download my data
          </DownloadArchiveButton>
        </div>
        <AlertDialog open={open} onOpenChange={setOpen}>
          <AlertDialogTrigger asChild>
            <Button type="button" variant="destructive" className="justify-self-start">
              <Trash2 aria-hidden="true" />
              Delete my account
            </Button>
          </AlertDialogTrigger>
          {/* Mounted only while open: each opening starts with an empty field. */}
          {open ? <DeleteAccountDialog /> : null}
        </AlertDialog>
      </div>
    </AccountSection>
  );
}

/** The confirmation: the account's password, checked by the server before anything is deleted. */
function DeleteAccountDialog() {
  const remove = useDeleteAccount();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(deleteAccountRequestSchema),
    defaultValues: { password: "" },
  });

  const onSubmit = handleSubmit((values) => {
    remove.mutate(values, {
      onError: (error) => {
        if (showFieldErrors(error, setError, ["password"])) return;
        setError("root.server", {
          message: isHttpError(error)
            ? errorMessageFrom(error, "We couldn't delete your account. Please try again.")
            : "An error occurred. Please try again.",
        });
      },
    });
  });

  return (
    <AlertDialogContent
      // The password is what the dialog needs: it gets the focus (Radix would pick "Keep my account").
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        setFocus("password");
      }}
      // While the request runs, Escape does not close it: the answer must be seen.
      onEscapeKeyDown={(event) => {
        if (remove.isPending) event.preventDefault();
      }}
    >
      <AlertDialogTitle>Delete your account?</AlertDialogTitle>
      <AlertDialogDescription>
        Everything in it is removed for good: photos, posts, listings, bulk batches and brand profiles. Enter
        your password to confirm.
      </AlertDialogDescription>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Delete account">
        <div className="grid gap-1.5">
          <FormField
            id="delete-account-password"
            label="Your password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register("password")}
          />
          <p className="text-slate-600 text-xs">
            Forgot it?{" "}
            <Link
              href="/forgot-password"
              className="font-medium text-indigo-700 underline underline-offset-2"
            >
              Reset your password
            </Link>{" "}
            by e-mail, then come back.
          </p>
        </div>
        {errors.root?.server ? (
          <p className="font-medium text-red-700 text-sm" role="alert">
            {errors.root.server.message}
          </p>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel type="button" disabled={remove.isPending}>
            Keep my account
          </AlertDialogCancel>
          <Button
            type="submit"
            variant="destructive"
            disabled={remove.isPending}
            aria-busy={remove.isPending}
          >
            {remove.isPending ? (
              <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Trash2 aria-hidden="true" />
            )}
            Delete permanently
          </Button>
        </AlertDialogFooter>
      </form>
    </AlertDialogContent>
  );
}
