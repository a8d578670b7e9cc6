import {
  useEffect,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { mentors } from '../../../shared/catalogue/mentors';
import type { Mentor } from '../../../shared/catalogue/types';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/ui/icons';
import { ENGLISH_LANG } from '../../components/ui/english';
import {
  AUTOPLAY_MS,
  nextIndex,
  previousIndex,
  slideVisibilityClass,
  visibleOrder,
} from './carousel';
import { useHydrated } from '../../lib/use-hydrated';
import { homeCopy } from './home.copy';

const copy = homeCopy.mentors;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

const controlClasses =
  'inline-flex h-10 w-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-900 shadow-sm transition-colors hover:bg-slate-50';

/**
 * WAI-ARIA carousel of the four mentors: loops, shows 1/2/4 cards by width, autoplays every 5 s
 * once hydrated unless reduced motion is asked for, and pauses on hover and on focus inside.
 */
export function MentorCarousel() {
  // Long: the carousel's autoplay, pausing and markup belong together (WAI-ARIA pattern).
  const count = mentors.length;
  const [current, setCurrent] = useState(0);
  // null until the visitor presses Pause/Play: the default follows their motion preference.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();

  const wantsPlay = playChoice ?? !reducedMotion;
  const rotating = hydrated && wantsPlay && !hovered && !focusInside;

  useEffect(() => {
    if (!rotating) return;
    // Keyed on `current` too, so a manual move restarts the full 5 s.
    const timer = window.setTimeout(
      () => setCurrent((index) => nextIndex(index, count)),
      AUTOPLAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  const showNext = () => setCurrent((index) => nextIndex(index, count));
  const showPrevious = () => setCurrent((index) => previousIndex(index, count));

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') showNext();
    else if (event.key === 'ArrowLeft') showPrevious();
    else return;
    event.preventDefault();
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) setFocusInside(false);
  };

  return (
    <section
      aria-roledescription={copy.carousel}
      aria-label={copy.carouselLabel}
      className="mt-10"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocusInside(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className="flex flex-wrap items-center justify-end gap-2">
        <button
          type="button"
          className={`${controlClasses} w-auto gap-2 px-4 text-sm font-semibold`}
          aria-label={wantsPlay ? copy.pause : copy.play}
          onClick={() => setPlayChoice(!wantsPlay)}
        >
          {wantsPlay ? <PauseGlyph /> : <PlayGlyph />}
          {wantsPlay ? copy.pause : copy.play}
        </button>
        <button
          type="button"
          className={controlClasses}
          aria-label={copy.previous}
          onClick={showPrevious}
        >
          <ChevronLeftIcon className="h-5 w-5" />
        </button>
        <button type="button" className={controlClasses} aria-label={copy.next} onClick={showNext}>
          <ChevronRightIcon className="h-5 w-5" />
        </button>
      </div>
      <div
        aria-live={rotating ? 'off' : 'polite'}
        className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4"
      >
        {visibleOrder(count, current).map((mentorIndex, position) => {
          const mentor = mentors[mentorIndex];
          if (!mentor) return null;
          return (
            <div
              key={mentor.name}
              role="group"
              aria-roledescription={copy.slide}
              aria-label={copy.slideLabel(mentorIndex + 1, count)}
              className={`${slideVisibilityClass(position)} h-full`}
            >
              <MentorCard mentor={mentor} />
            </div>
          );
        })}
      </div>
    </section>
  );
}

function MentorCard({ mentor }: { mentor: Mentor }) {
  return (
    <article className="flex h-full flex-col items-center rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
      <span
        aria-hidden="true"
        className={`flex h-20 w-20 items-center justify-center rounded-full bg-gradient-to-br text-2xl font-bold text-white shadow-md ${mentor.gradient}`}
      >
        {mentor.initials}
      </span>
      <h3 lang={ENGLISH_LANG} className="mt-4 text-lg font-bold text-slate-900">
        {mentor.name}
      </h3>
      <p className="mt-1 text-sm font-semibold text-brand-800">{mentor.title}</p>
      <p className="mt-3 text-sm leading-relaxed text-slate-700">{mentor.bio}</p>
    </article>
  );
}

function PauseGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="h-4 w-4">
      <rect x="6" y="5" width="4" height="14" rx="1" fill="currentColor" />
      <rect x="14" y="5" width="4" height="14" rx="1" fill="currentColor" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="h-4 w-4">
      <path d="M7 5v14l12-7z" fill="currentColor" />
    </svg>
  );
}
