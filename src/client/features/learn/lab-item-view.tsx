import { ButtonLink } from '../../components/ui/button';
import { CheckIcon, FlaskIcon } from '../../components/ui/icons';
import { labSessionPath } from '../../../shared/catalogue/course-items';
import type { OutlineItem } from '../../../shared/schemas/learn';
import { localePath } from '../../i18n/locale-path';
import { learnCopy } from './learn.copy';
import { ENGLISH_LANG } from '../../components/ui/english';

const copy = learnCopy.lab;

/**
 * A lab in the player: what it is and the way to its own page, where the terminal runs (a full
 * page load, so the player never carries the terminal's code).
 */
export function LabItemView({ item }: { item: OutlineItem }) {
  return (
    <article aria-labelledby="lab-title">
      <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-800">
        <FlaskIcon className="h-4 w-4" /> {copy.kicker(item.minutes)}
      </p>
      <h1
        id="lab-title"
        lang={ENGLISH_LANG}
        className="mt-2 text-3xl font-bold tracking-tight text-slate-900"
      >
        {item.title}
      </h1>
      <p className="mt-4 max-w-3xl text-base leading-7 text-slate-800">{copy.about}</p>
      {item.finished ? (
        <p className="mt-4 inline-flex items-center gap-2 font-semibold text-emerald-800">
          <CheckIcon className="h-4 w-4" /> {copy.passed}
        </p>
      ) : null}
      <div className="mt-6">
        <ButtonLink href={localePath(labSessionPath(item.id))}>
          {item.finished ? copy.openAgain : copy.open}
        </ButtonLink>
      </div>
    </article>
  );
}
