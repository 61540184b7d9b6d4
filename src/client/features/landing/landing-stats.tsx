const stats = [
  {
    value: "12",
    label: "platforms from one photo",
    detail: "6 social networks and 6 marketplaces, each in its own format.",
  },
  {
    value: "1 run",
    label: "drafts every platform you pick",
    detail: "Review and polish instead of writing twelve texts from a blank page.",
  },
  {
    value: "Up to 30",
    label: "hashtags every time you create",
    detail: "No repeats, no broken tags, and Instagram captions keep to its limit of 5.",
  },
];

export function LandingStats() {
  return (
    <section aria-label="At a glance" className="border-slate-200 border-y bg-white">
      <dl className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-center sm:grid-cols-3 sm:px-6">
        {stats.map(({ value, label, detail }) => (
          <div key={label} className="flex flex-col items-center">
            <dt className="order-2 mt-1 font-semibold text-slate-900">{label}</dt>
            <dd className="order-1 font-bold text-4xl text-indigo-600 tracking-tight">{value}</dd>
            <dd className="order-3 mt-1 max-w-xs text-slate-600 text-sm">{detail}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
