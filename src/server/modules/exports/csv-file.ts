import { stringify } from "csv-stringify/sync";
import { CSV_QUOTED_MATCH, neutraliseCell } from "../generation/listing-csv";

/** A cell that is a plain number (a price, a quantity): no spreadsheet reads it as a formula. */
const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;

/**
 * A marketplace import file: RFC 4180 (CRLF between records, a field with a comma, quote or line
 * break quoted and its quotes doubled) via csv-stringify, UTF-8. Text cells that a spreadsheet
 * would run as a formula in any locale get an apostrophe (see neutraliseCell), as in the listing CSV;
 * plain numbers are left alone so a marketplace still reads `12.99` as a price. A byte order mark
 * only when the marketplace's own documentation asks for one (`bom`).
 */
export function marketplaceCsv(
  header: readonly string[],
  records: readonly (readonly string[])[],
  { bom }: { bom: boolean },
): string {
  const safe = records.map((record) =>
    record.map((cell) => (PLAIN_NUMBER.test(cell) ? cell : neutraliseCell(cell))),
  );
  const body = stringify([[...header], ...safe], {
    record_delimiter: "\r\n",
    quoted_match: CSV_QUOTED_MATCH,
  });
  return bom ? `\uFEFF${body}` : body;
}
