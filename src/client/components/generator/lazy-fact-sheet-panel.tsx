import { lazy, Suspense } from "react";
import type { FactSheetPanelProps } from "./fact-sheet-panel";

/** "What we understood" loads with the results, not with the page (the form is what comes first). */
export const loadFactSheetPanel = () => import("./fact-sheet-panel");
const FactSheetPanel = lazy(() =>
  loadFactSheetPanel().then((module) => ({ default: module.FactSheetPanel })),
);

export function LazyFactSheetPanel(props: FactSheetPanelProps) {
  return (
    <Suspense fallback={null}>
      <FactSheetPanel {...props} />
    </Suspense>
  );
}
