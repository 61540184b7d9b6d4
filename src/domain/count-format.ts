/**
 * A whole number with its thousands grouped the en-US way: 150000 → "150,000", as
 * `toLocaleString("en-US")` writes it. Grouped by hand because the first `toLocaleString` call
 * loads the browser's number formatting: ~60 ms at a phone's speed, spent on the first render of
 * whichever page shows a count (the manual, a form's limits).
 */
export function groupThousands(value: number): string {
  const [whole = "", fraction] = String(value).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
