import type { ComponentPropsWithRef } from "react";
import { Label } from "./label";

/**
 * A form field's label, the one way the app marks what may be left blank: "(optional)" after the
 * label, part of its accessible name. Required fields carry no mark (their control says
 * aria-required); no asterisks.
 */
export function FieldLabel({
  optional = false,
  children,
  ...props
}: ComponentPropsWithRef<typeof Label> & {
  /** Adds "(optional)" after the label. */
  optional?: boolean;
}) {
  return (
    <Label {...props}>
      {children}
      {optional ? (
        <>
          {" "}
          <span className="font-normal text-slate-500">(optional)</span>
        </>
      ) : null}
    </Label>
  );
}
