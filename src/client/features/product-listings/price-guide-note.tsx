import type { PriceGuide } from "../../../domain/listings";

/**
 * Why a listing's price is what it is, under the price field: the band comparable listings ask on
 * this marketplace and what moved it, where the seller's own price sits in it, and, when the writer
 * is unsure (a product type it does not know, a very wide band), that the seller should check.
 */
export function PriceGuideNote({ guide, marketplace }: { guide: PriceGuide; marketplace: string }) {
  const band = `${guide.low}–${guide.high}`;
  return (
    <p className="text-slate-600 text-sm" data-price-guide={guide.sure ? "sure" : "unsure"}>
      {guide.own ? `Your own price. ` : ""}
      {guide.sure
        ? `Similar listings on ${marketplace}: ${band} (${guide.basis}).`
        : `We're not sure of this price: ${band} is a broad band (${guide.basis}). Check what similar items sell for before you list.`}
      {guide.yours === "below"
        ? " Yours is below that."
        : guide.yours === "above"
          ? " Yours is above that."
          : ""}
    </p>
  );
}
