import { buttonClasses } from '../../components/ui/button';
import { ArrowRightIcon } from '../../components/ui/icons';
import { useSession } from '../../lib/session';
import { localePath } from '../../i18n/locale-path';
import { homeCopy } from './home.copy';

const copy = homeCopy.hero;

const outlineOnDark =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-lg border border-white/70 px-6 text-base font-semibold text-white transition-colors hover:bg-white/10';

export function HomeHero() {
  const session = useSession();
  // docs/product-rules.md: the trial starts on the sign-up tab; a signed-in learner goes straight to courses.
  const trialHref = session.status === 'signed-in' ? '/courses' : '/auth?tab=signup';
  return (
    <section
      aria-labelledby="home-hero-title"
      className="bg-gradient-to-br from-brand-900 via-brand-800 to-indigo-900 text-white"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-brand-50 ring-1 ring-white/25">
            <span aria-hidden="true">🚀</span> {copy.eyebrow}
          </p>
          <h1
            id="home-hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl"
          >
            {copy.title}
            <span className="text-brand-100">{copy.titleHighlight}</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-100">{copy.lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a href={localePath(trialHref)} className={buttonClasses('light', 'lg')}>
              {copy.startTrial}
              <ArrowRightIcon />
            </a>
            <a href={localePath('/courses')} className={outlineOnDark}>
              {copy.viewCourses}
            </a>
          </div>
          <p className="mt-6 text-sm text-brand-50">{copy.proof}</p>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {copy.figures.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col-reverse rounded-xl bg-white/10 p-6 ring-1 ring-white/20"
            >
              <dt className="mt-1 text-sm font-medium text-brand-50">{figure.label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight sm:text-4xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
