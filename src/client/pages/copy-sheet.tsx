import { MAIN_CONTENT_ID } from "../components/layout/focus-target";
import { SignedInHeader } from "../components/layout/signed-in-header";
import { PRODUCT_NAME } from "../components/layout/site-header";
import { CopySheetScreen } from "../features/copy-sheet/copy-sheet-view";

/**
 * /listings/:id/copy-sheet/:platform: one listing laid out for typing into a marketplace's own
 * form (Etsy, Amazon, Mercari, Redbubble), with Copy per field, Print and Download JSON. On paper
 * only the sheet prints: no header, no buttons.
 */
export function CopySheetPage({ params }: { params: { id: string; platform: string } }) {
  return (
    <div className="flex min-h-screen flex-col print:min-h-0 print:bg-white">
      <title>{`Copy sheet · ${PRODUCT_NAME}`}</title>
      <div className="print:hidden">
        <SignedInHeader />
      </div>
      <main
        id={MAIN_CONTENT_ID}
        className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:px-6 lg:py-8 print:max-w-none print:p-0"
      >
        <CopySheetScreen id={params.id} platform={params.platform} />
      </main>
    </div>
  );
}
