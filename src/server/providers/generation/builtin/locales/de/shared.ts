import { germanWords } from "./data";
import type { GermanSubject } from "./subject";

/** "a", "a und b", "a, b und c". */
export function germanList(items: readonly string[], conjunction = "und"): string | undefined {
  const list = items.filter((item) => item.length > 0);
  if (list.length <= 1) return list[0];
  return `${list.slice(0, -1).join(", ")} ${conjunction} ${list[list.length - 1]}`;
}

/**
 * Care advice in German, as an instruction without du or Sie ("Am besten von Hand spülen …"):
 * the material's (the seller's words or the noun table's), else the department's, else general.
 */
export function careText(subject: GermanSubject): string {
  const words = germanWords();
  const said = [
    ...subject.neutral.materials,
    ...subject.materials,
    ...subject.finishes,
    subject.noun?.text ?? "",
    subject.typeKey ?? "",
  ]
    .join(" ")
    .toLowerCase();
  const byMaterial = words.care.find((entry) => new RegExp(entry.match, "i").test(said))?.text;
  const department = subject.facts.department?.key;
  return byMaterial ?? (department ? words.departmentCare[department] : undefined) ?? words.generalCare;
}
