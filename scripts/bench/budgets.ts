/** One measured figure against its budget: the unit of the table, the JSON and the exit code. */
export interface Figure {
  /** What was measured, e.g. `lighthouse / performance` or `load GET / req/s`. */
  name: string;
  value: number;
  unit: string;
  /** `min`: the value must be at least the budget; `max`: at most. Undefined: reported only. */
  kind?: 'min' | 'max';
  budget?: number;
}

export interface JudgedFigure extends Figure {
  pass: boolean;
}

export function judge(figure: Figure): JudgedFigure {
  const { kind, budget, value } = figure;
  let pass = Number.isFinite(value);
  if (pass && kind === 'min' && budget !== undefined) pass = value >= budget;
  if (pass && kind === 'max' && budget !== undefined) pass = value <= budget;
  return { ...figure, pass };
}

/** The median of an odd or even list (the mean of the middle two); NaN for an empty one. */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] ?? Number.NaN;
  return ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/** The nearest-rank percentile (p in 0-100) of a list; NaN for an empty one. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

function formatNumber(value: number, unit: string): string {
  if (!Number.isFinite(value)) return 'n/a';
  // A ratio (one rate over another): two decimals, where 0.85 and 0.8 differ.
  if (unit === '×') return value.toFixed(2);
  if (unit === 'ms' || unit === 'req/s' || unit === 'orders/s' || unit === '') {
    return Math.round(value).toLocaleString('en-US');
  }
  return value.toLocaleString('en-US', { maximumFractionDigits: 1 });
}

/** `1,234 req/s`, `0.85×` or `n/a`. */
export function formatValue(value: number, unit: string): string {
  const number = formatNumber(value, unit);
  if (!unit || number === 'n/a') return number;
  return unit === '×' ? `${number}×` : `${number} ${unit}`;
}

function formatBudget(figure: Figure): string {
  if (figure.budget === undefined || figure.kind === undefined) return '(reported)';
  return `${figure.kind === 'min' ? '≥' : '≤'} ${formatValue(figure.budget, figure.unit)}`;
}

/** One line per figure: name, value, budget, pass or fail; columns aligned. */
export function formatTable(figures: JudgedFigure[]): string {
  const rows = figures.map((figure) => [
    figure.name,
    formatValue(figure.value, figure.unit),
    formatBudget(figure),
    figure.budget === undefined ? '' : figure.pass ? 'pass' : 'FAIL',
  ]);
  const header = ['figure', 'value', 'budget', 'result'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 1 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}
