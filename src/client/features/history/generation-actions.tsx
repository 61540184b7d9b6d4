import { ExternalLink, Loader2, Trash2 } from "lucide-react";
import { Link } from "wouter";
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
import { Button, buttonClasses } from "../../components/ui/button";
import { toast } from "../../components/ui/use-toast";
import { errorMessageFrom } from "../../lib/api-client";
import { generationInViewHref } from "../../lib/use-generation-in-view";
import type { HistoryTab } from "./history-filters";
import { useDeleteGeneration } from "./use-delete-generation";

const nouns: Record<HistoryTab, { one: string; generator: string }> = {
  social: { one: "post", generator: "/social-content" },
  listings: { one: "listings", generator: "/product-listings" },
};

/**
 * Under a History item: "Open" takes it back to its generator (photo, brief and results, to edit
 * and write again there); "Delete" asks first, then removes it and its photo when nothing else
 * uses that photo. `name` tells the item apart for screen readers ("Open Blue mug").
 */
export function GenerationActions({ kind, id, name }: { kind: HistoryTab; id: string; name: string }) {
  const remove = useDeleteGeneration(kind);
  const noun = nouns[kind];
  const confirmDelete = () =>
    remove.mutate(id, {
      onSuccess: () =>
        toast({
          title: "Deleted",
          description: kind === "social" ? "The post was deleted." : "The listings were deleted.",
        }),
      onError: (error) =>
        toast({
          variant: "destructive",
          title: "Couldn't delete",
          description: errorMessageFrom(error, "Please check your connection and try again."),
        }),
    });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link
        href={generationInViewHref(noun.generator, id)}
        aria-label={`Open ${name}`}
        className={buttonClasses({ size: "sm" })}
      >
        <ExternalLink aria-hidden="true" />
        Open
      </Link>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button
            variant="ghost"
            size="sm"
            disabled={remove.isPending}
            aria-label={`Delete ${name}`}
            className="text-red-700 hover:text-red-800"
          >
            {remove.isPending ? (
              <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden="true" />
            ) : (
              <Trash2 aria-hidden="true" />
            )}
            Delete
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogTitle>
            {kind === "social" ? "Delete this post?" : "Delete these listings?"}
          </AlertDialogTitle>
          <AlertDialogDescription>
            “{name}” and its edits are removed from History for good, with its photo unless another
            {kind === "social" ? " post or listing" : " listing or post"} uses it. This can't be undone.
          </AlertDialogDescription>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep it</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={confirmDelete}>
              Delete {noun.one}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
