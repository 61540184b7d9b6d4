import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useSearch } from "wouter";
import type { OpenedListingGeneration } from "../../domain/history";
import type { StoredSocialPost } from "../../domain/social";
import { toast } from "../components/ui/use-toast";
import { apiRequest, errorMessageFrom } from "./api-client";

/**
 * A generator page showing a stored generation (History's "Open"):
 * `/social-content?generation=<id>` or `/product-listings?generation=<id>`. The address keeps the
 * id while that generation is in view, so a reload opens it again; once the page shows another
 * result (a new run), the id leaves the address.
 */
export const GENERATION_PARAM = "generation";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function generationInViewHref(generatorPath: string, id: string): string {
  return `${generatorPath}?${GENERATION_PARAM}=${encodeURIComponent(id)}`;
}

/** The generation an address names, when it names one in the shape an id has. */
export function generationIdFrom(search: string): string | null {
  const id = new URLSearchParams(search).get(GENERATION_PARAM)?.trim() ?? "";
  return UUID.test(id) ? id : null;
}

export type GenerationKind = "social" | "listings";

interface StoredOf {
  social: StoredSocialPost;
  listings: OpenedListingGeneration;
}

const paths: Record<GenerationKind, string> = {
  social: "/api/social-media/posts",
  listings: "/api/product-listings",
};

async function fetchGeneration<K extends GenerationKind>(kind: K, id: string): Promise<StoredOf[K]> {
  const res = await apiRequest("GET", `${paths[kind]}/${encodeURIComponent(id)}`);
  return (await res.json()) as StoredOf[K];
}

function withoutGenerationParam(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(GENERATION_PARAM)) return;
  url.searchParams.delete(GENERATION_PARAM);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

/**
 * Loads the generation the address names and hands it to `onOpen` once (photo, brief and results
 * go into the page's own state, where the page already edits and rewrites what it shows). One
 * that is gone or someone else's says so and leaves the address. `shownId` is the result the page
 * shows now: when it is another one, the id leaves the address.
 *
 * `opening` is true until the named generation is in (the page holds back its usual start from
 * the seller's newest settings meanwhile).
 */
export function useGenerationInView<K extends GenerationKind>({
  kind,
  shownId,
  ready = true,
  onOpen,
}: {
  kind: K;
  shownId: string | null;
  /** False while what `onOpen` reads is still loading (the site config, for the language). */
  ready?: boolean;
  onOpen: (generation: StoredOf[K]) => void;
}) {
  const id = generationIdFrom(useSearch());
  const query = useQuery({
    queryKey: ["generation-in-view", kind, id],
    queryFn: () => fetchGeneration(kind, id ?? ""),
    enabled: id !== null,
    // What was opened is the page's own from then on: edits there must not be overwritten by a refetch.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  const opened = useRef<string | null>(null);

  useEffect(() => {
    const generation = query.data;
    if (!generation || !ready || opened.current === generation.id) return;
    opened.current = generation.id;
    onOpenRef.current(generation);
  }, [query.data, ready]);

  useEffect(() => {
    if (!query.isError) return;
    toast({
      variant: "destructive",
      title: "Couldn't open it",
      description: errorMessageFrom(query.error, "That generation couldn't be loaded. Please try again."),
    });
    withoutGenerationParam();
  }, [query.isError, query.error]);

  useEffect(() => {
    if (opened.current && shownId && shownId !== opened.current) withoutGenerationParam();
  }, [shownId]);

  return { id, opening: id !== null && (query.isPending || !ready) };
}
