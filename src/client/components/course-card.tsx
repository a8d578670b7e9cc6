import type { Key, ReactNode } from 'react';
import { LevelBadge } from './ui/badge';
import { Button } from './ui/button';
import { BookIcon, ClockIcon, FlaskIcon, UsersIcon } from './ui/icons';
import { ProgressBar } from './ui/progress-bar';
import { ENGLISH_LANG } from './ui/english';
import { formatNumber, formatPrice } from '../i18n/format.copy';
import type { Course } from '../../shared/catalogue/types';
import { useEnrolled } from '../lib/enrolment-counts';
import { courseAccess, useSession } from '../lib/session';
import { courseButtonLabel, startCourse } from '../lib/start-course';
import { percentOf, useLearnProgress } from '../lib/learn-progress';
import { localePath } from '../i18n/locale-path';
import { courseCardCopy as copy } from './course-card.copy';

export function CourseCard({
  course,
  progress: given,
  headingLevel = 3,
}: {
  course: Course;
  progress?: number;
  headingLevel?: 2 | 3;
}) {
  // Long: one card's markup.
  const session = useSession();
  const enrolled = useEnrolled(course);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Signed out while prerendering and hydrating (the session's server snapshot), so the HTML matches.
  const access = courseAccess(session, course.id);
  const owned = percentOf(useLearnProgress(), course.id);
  const progress = given ?? owned;
  const label = courseButtonLabel(course, progress, access);
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      {course.isPopular ? (
        <span className="absolute -top-3 right-4 rounded-full bg-indigo-700 px-3 py-1 text-xs font-semibold text-white shadow">
          {copy.mostPopular}
        </span>
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <span className="text-4xl" aria-hidden="true">
          {course.icon}
        </span>
        <LevelBadge level={course.level} />
      </div>
      <Heading className="mt-4 text-lg font-bold text-slate-900">
        <a
          href={localePath(`/course/${course.id}`)}
          lang={ENGLISH_LANG}
          className="hover:text-brand-800 hover:underline"
        >
          {course.title}
        </a>
      </Heading>
      <p className="mt-2 flex-1 text-sm text-slate-700">{course.description}</p>
      {progress !== undefined ? (
        <div className="mt-4">
          <div className="mb-1 flex justify-between text-xs text-slate-700">
            <span>{copy.progress}</span>
            <span>{copy.percent(progress)}</span>
          </div>
          <ProgressBar value={progress} label={copy.progressLabel(course.title)} />
        </div>
      ) : null}
      <IconFacts
        facts={[
          { icon: <BookIcon />, value: formatNumber(course.lessons), unit: copy.lessonsUnit },
          // A course whose practice needs a cloud account has no in-browser labs to claim.
          ...(course.labs > 0
            ? [
                {
                  icon: <FlaskIcon />,
                  value: formatNumber(course.labs),
                  unit: copy.labsUnit(course.labs),
                },
              ]
            : []),
          { icon: <ClockIcon />, value: formatNumber(course.hours), unit: copy.hoursUnit },
        ]}
        className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700"
        itemClassName="flex items-center gap-1"
      />
      <div className="mt-4 flex items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <div>
          {/* An owner sees their progress above, not the price. */}
          {access === 'enrolled' ? null : (
            <p className="text-xl font-bold text-slate-900">{formatPrice(course.priceBDT)}</p>
          )}
          <p className="flex items-center gap-1 text-xs text-slate-700">
            <UsersIcon className="h-3.5 w-3.5" /> {copy.enrolled(enrolled)}
          </p>
        </div>
        {/* Its name adds the course's title, which stays English: on another language's page the
            title is marked so, in hidden text, since an aria-label cannot say its language. */}
        <Button
          onClick={() => startCourse(session, course)}
          aria-label={ENGLISH_LANG ? undefined : copy.buttonName(label, course.title)}
        >
          {label}
          {ENGLISH_LANG ? (
            <span className="sr-only">
              {copy.buttonNameSeparator}
              <span lang={ENGLISH_LANG}>{course.title}</span>
            </span>
          ) : null}
        </Button>
      </div>
    </article>
  );
}

/*
 * The parts catalogue cards and their listings share: the grid the cards stand in, and the row
 * of figures (lessons, labs, hours...) on a card or a hero. They live in this module rather than
 * in files of their own because every extra shared chunk is named in the entry script that every
 * page loads, and the checkout page is within bytes of its first-view JavaScript budget.
 */

interface CardGridProps<T> {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
}

/** The three-column grid of cards that listings and "related" sections share. */
export function CardGrid<T>({ items, itemKey, renderItem }: CardGridProps<T>) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}

export interface IconFact {
  icon: ReactNode;
  value: ReactNode;
  /** Written straight after the value, e.g. ' lessons' or 'h'. */
  unit?: string;
}

/** A short row of figures (lessons, labs, hours...), each behind its icon. */
export function IconFacts({
  facts,
  className,
  itemClassName,
}: {
  facts: readonly IconFact[];
  /** Classes of the list (its spacing and text). */
  className: string;
  itemClassName: string;
}) {
  return (
    <ul className={className}>
      {facts.map((fact, index) => (
        // A fixed list that never reorders: its position is its identity.
        <li key={index} className={itemClassName}>
          {fact.icon} {fact.value}
          {fact.unit}
        </li>
      ))}
    </ul>
  );
}
