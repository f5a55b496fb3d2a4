/** Facts as label and value lines (to whom, the note, the reference). */
export function SummaryRows({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="w-full divide-y divide-line rounded-xl border border-line text-left text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex items-center justify-between gap-4 px-4 py-2.5">
          <dt className="shrink-0 text-ink-muted">{label}</dt>
          <dd className="min-w-0 text-right font-semibold tabular-nums text-ink [overflow-wrap:anywhere]">
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
