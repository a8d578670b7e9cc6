import { ClockIcon, UsersIcon } from '../../components/ui/icons';
import type { RoadmapCard } from '../../../shared/catalogue/path-courses';
import type { FlowchartStep } from '../../../shared/catalogue/types';
import { percentOf, useLearnProgress } from '../../lib/learn-progress';
import { localePath } from '../../i18n/locale-path';
import { formatNumber } from '../../i18n/format.copy';
import { pathPageCopy } from './path-page.copy';
import { ENGLISH_LANG, EnglishText } from '../../components/ui/english';

const copy = pathPageCopy.roadmap;

interface Connector {
  key: string;
  from: FlowchartStep;
  to: FlowchartStep;
}

export function flowConnectors(steps: readonly FlowchartStep[]): Connector[] {
  const byId = new Map(steps.map((step) => [step.id, step]));
  return steps.flatMap((from) =>
    from.connections.flatMap((id) => {
      const to = byId.get(id);
      return to ? [{ key: `${from.id}->${to.id}`, from, to }] : [];
    }),
  );
}

/** Centre-anchored position at x/y percent; only takes effect where the box is absolute (md+). */
function at(x: number, y: number) {
  return { left: `${x}%`, top: `${y}%` };
}

/**
 * Below md: a vertical list of steps with a dashed connector, then the course cards stacked.
 * From md up: the same elements absolutely positioned on a 600 px canvas (up to 1000 px wide),
 * with dashed SVG lines drawn between connected steps in the same percent coordinates. The cards
 * are the path's courses (roadmapCards); one it names but the academy does not teach says so.
 */
export function PathFlowchart({
  steps,
  cards,
}: {
  steps: readonly FlowchartStep[];
  cards: readonly RoadmapCard[];
}) {
  // Long: the stacked and the positioned layouts of the same steps, kept side by side.
  // A signed-in owner's percent on each of their courses (after hydration only).
  const progress = useLearnProgress();
  const connectors = flowConnectors(steps);
  return (
    <div className="mx-auto w-full max-w-[1000px] md:relative md:h-[600px] md:rounded-2xl md:border md:border-slate-200 md:bg-gradient-to-br md:from-slate-50 md:to-brand-50/60">
      <svg
        className="absolute inset-0 hidden h-full w-full md:block"
        viewBox="0 0 100 100"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        {connectors.map(({ key, from, to }) => (
          <line
            key={key}
            x1={from.x}
            y1={from.y}
            x2={to.x}
            y2={to.y}
            className="flow-connector"
            stroke="#0f766e"
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
          />
        ))}
      </svg>

      <h3 className="text-lg font-bold text-slate-900 md:sr-only">{copy.steps}</h3>
      <ol className="mt-4 space-y-4 border-l-2 border-dashed border-brand-700 pl-6 md:mt-0 md:space-y-0 md:border-0 md:pl-0">
        {steps.map((step, index) => (
          <li
            key={step.id}
            style={at(step.x, step.y)}
            className="md:absolute md:z-10 md:w-40 md:-translate-x-1/2 md:-translate-y-1/2 lg:w-52"
          >
            <div className="relative rounded-lg border border-brand-700 bg-white px-3 py-2.5 text-sm font-semibold text-slate-900 shadow-sm md:text-center">
              <span
                className="absolute -left-[2.35rem] top-1/2 flex h-6 w-6 -translate-y-1/2 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white ring-4 ring-white md:hidden"
                aria-hidden="true"
              >
                {formatNumber(index + 1)}
              </span>
              <span className="sr-only">{copy.step(index + 1)}</span>
              <span className="mr-1 hidden text-brand-800 md:inline" aria-hidden="true">
                {formatNumber(index + 1)}.
              </span>
              {step.title}
            </div>
          </li>
        ))}
      </ol>

      <h3 className="mt-8 text-lg font-bold text-slate-900 md:sr-only">{copy.courses}</h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 md:mt-0 md:block">
        {cards.map((card) => (
          <li
            key={card.course.id}
            style={at(card.x, card.y)}
            className="md:absolute md:z-10 md:w-40 md:-translate-x-1/2 md:-translate-y-1/2 lg:w-52"
          >
            <RoadmapCourseCard card={card} percent={percentOf(progress, card.course.id)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function RoadmapCourseCard({ card, percent }: { card: RoadmapCard; percent: number | undefined }) {
  const { course } = card;
  return (
    <article
      className={
        course.taught
          ? 'flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-md md:p-3 lg:p-4'
          : 'flex h-full flex-col rounded-xl border border-dashed border-slate-400 bg-slate-50 p-4 md:p-3 lg:p-4'
      }
    >
      <div className="flex items-center gap-3 md:flex-col md:items-start md:gap-2 lg:flex-row lg:items-center">
        <span
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-brand-100 to-indigo-100 text-2xl"
          aria-hidden="true"
        >
          {card.thumbnail}
        </span>
        <p lang={ENGLISH_LANG} className="text-sm font-bold leading-snug text-slate-900">
          {course.title}
        </p>
      </div>
      {course.taught ? (
        <>
          <ul className="mt-2 space-y-0.5 text-xs text-slate-700">
            <li className="flex items-center gap-1">
              <ClockIcon className="h-3.5 w-3.5" /> {copy.hours(course.course.hours)}
            </li>
            <li className="flex items-center gap-1">
              <UsersIcon className="h-3.5 w-3.5" />{' '}
              <EnglishText>{course.course.instructor}</EnglishText>
            </li>
          </ul>
          <CoursePercent percent={percent} />
          <a
            href={localePath(`/course/${course.id}`)}
            className="mt-2 inline-flex min-h-6 items-center text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {copy.moreDetails}
            <span className="sr-only" lang={ENGLISH_LANG}>
              : {course.title}
            </span>
          </a>
        </>
      ) : (
        <p className="mt-2 text-xs font-semibold text-slate-700">{copy.notTaught}</p>
      )}
    </article>
  );
}

function CoursePercent({ percent }: { percent: number | undefined }) {
  if (percent === undefined) return null;
  return (
    <p className="mt-2 text-xs font-semibold text-brand-800">{copy.percentComplete(percent)}</p>
  );
}
