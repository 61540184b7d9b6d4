import { H3, P, Table } from "./manual-prose";
import examples from "./writer-examples.json";

/**
 * Five of the quality suite's briefs (tests/fixtures/quality/briefs.json), each with what the
 * builtin writer wrote before its rewrite and what it writes now: real runs, copied into
 * writer-examples.json by `npm run quality:examples` (scripts/writer-examples.ts).
 */
interface Side {
  etsyTitle: string;
  etsyCategory: string;
  etsyPrice: string;
  etsyOpening: string;
  instagram: string;
  redbubble: string;
}

interface WriterExample {
  key: string;
  said: string;
  photo: string;
  image: string;
  before: Side;
  after: Side;
}

const rows: [string, (side: Side) => string][] = [
  ["Etsy title", (side) => side.etsyTitle],
  ["Etsy category", (side) => side.etsyCategory],
  ["Suggested price", (side) => side.etsyPrice],
  ["Description opens", (side) => side.etsyOpening],
  ["Instagram opens", (side) => side.instagram],
  ["Redbubble", (side) => side.redbubble],
];

export function WriterExamples() {
  return (
    <>
      {(examples.examples as WriterExample[]).map((example) => (
        <section key={example.key} aria-labelledby={`example-${example.key}`} className="mt-6">
          <H3>
            <span id={`example-${example.key}`}>“{example.said}”</span>
          </H3>
          <div className="mt-2 flex items-start gap-3">
            <img
              src={example.image}
              alt={example.photo}
              width={96}
              height={96}
              loading="lazy"
              decoding="async"
              className="size-24 shrink-0 rounded-md border border-slate-200 object-cover"
            />
            <P>Photo: {example.photo}.</P>
          </div>
          <Table
            caption={`Before and now for “${example.said}”`}
            head={["", "Before", "Now"]}
            rows={rows.map(([label, pick]) => [label, pick(example.before), pick(example.after)])}
          />
        </section>
      ))}
    </>
  );
}
