import { useId } from 'react';
import { formatDate, formatDhakaTime, formatThousands } from '../../../shared/format/format';
import type { BkashReconciliation, ReconciliationRow } from '../../../shared/schemas/bkash-admin';
import { ORDER_PAID_VIA_LABELS } from '../../../shared/schemas/order-labels';

/** ৳1,000 (and ৳0, where formatTaka would say 'Free'); paisa kept when bKash gives them. */
export function taka(amount: number): string {
  return Number.isInteger(amount) ? `৳${formatThousands(amount)}` : `৳${amount.toFixed(2)}`;
}

/** 'Matches', or 'Differs: …' with every difference: words, never colour alone. */
function Result({ differences }: { differences: readonly string[] }) {
  if (differences.length === 0)
    return <span className="font-semibold text-green-800">Matches</span>;
  return (
    <span className="text-red-900">
      <span className="font-semibold">Differs:</span> {differences.join('; ')}
    </span>
  );
}

function OurSide({ row }: { row: ReconciliationRow }) {
  return (
    <>
      <span className="block break-words">{row.learnerEmail ?? 'Unknown learner'}</span>
      <span className="block">{row.courseTitle}</span>
      <span className="block text-slate-700">
        {row.paidVia ? ORDER_PAID_VIA_LABELS[row.paidVia] : 'No order'}
        {row.paymentId ? (
          <>
            {' · '}
            <span className="break-all font-mono">{row.paymentId}</span>
          </>
        ) : null}
      </span>
    </>
  );
}

function BkashSide({ row }: { row: ReconciliationRow }) {
  if (!row.bkash) return <span className="text-slate-700">No answer</span>;
  return (
    <>
      <span className="block">
        {row.bkash.status}, {taka(row.bkash.amount)}
      </span>
      <span className="block text-slate-700">to {row.bkash.organizationShortCode || '—'}</span>
    </>
  );
}

/**
 * The day's payments as a table: our record and bKash's side by side, and the result in words.
 * It scrolls sideways inside its own region on a phone rather than squeezing every column.
 */
export function ReconciliationTable({ report }: { report: BkashReconciliation }) {
  const captionId = useId();
  const { totals } = report;
  const gap = totals.ours - totals.bkash;
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <table className="w-full min-w-[48rem] text-left text-sm">
        <caption id={captionId} className="px-4 pt-4 text-left font-semibold text-slate-900">
          {/* Held in view while the table scrolls sideways on a phone. */}
          <span className="sticky left-4 inline-block max-w-[calc(100vw-4rem)]">
            bKash payments completed on {formatDate(report.date)} (Bangladesh time)
          </span>
        </caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              trxID
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Paid at
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Our record
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Our amount
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              bKash says
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Result
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 align-top text-slate-900">
          {report.rows.map((row, index) => (
            <tr key={`${row.orderId ?? row.paymentId ?? ''}-${index}`}>
              <th scope="row" className="whitespace-nowrap px-4 py-3 font-mono font-medium">
                {row.trxId || 'none'}
              </th>
              <td className="whitespace-nowrap px-4 py-3">
                <time dateTime={row.paidAt}>{formatDhakaTime(row.paidAt)}</time>
              </td>
              <td className="px-4 py-3">
                <OurSide row={row} />
              </td>
              <td className="px-4 py-3 text-right">{taka(row.amount)}</td>
              <td className="px-4 py-3">
                <BkashSide row={row} />
              </td>
              <td className="px-4 py-3">
                <Result differences={row.differences} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 font-semibold text-slate-900">
          <tr>
            <th scope="row" colSpan={3} className="px-4 py-3">
              Totals
            </th>
            <td className="px-4 py-3 text-right">{taka(totals.ours)}</td>
            <td className="px-4 py-3">{taka(totals.bkash)}</td>
            <td className="px-4 py-3">
              {gap === 0 ? (
                <span className="text-green-800">Totals match</span>
              ) : (
                <span className="text-red-900">
                  Totals differ by {taka(Math.abs(gap))} (
                  {gap > 0 ? 'ours is more' : 'bKash is more'})
                </span>
              )}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
