import { hydratedLater, ServerOnly } from '../../components/server-only';
import type * as Sections from './programme-sections';
import { ProgrammeWaitlist } from './programme-waitlist';

/**
 * The server-drawn parts, loaded by the server only (readyProgrammeParts): a static import would
 * keep the chunks they use (course cards, the catalogue) in the browser's first view.
 */
let sections: typeof Sections | undefined;

// Below the fold, with the course cards' code: hydrated once its chunk is in.
const RelatedCourses = hydratedLater(
  async () => (await import('./programme-related.lazy')).ProgrammeRelatedCourses,
);

/** Loads the server-drawn sections: the server's `prepare` awaits it before it renders. */
export async function readyProgrammeParts(): Promise<void> {
  if (import.meta.env.SSR) sections = await import('./programme-sections');
}

/**
 * A lab programme's page: its real labs (`labs`, from the related courses' curricula) and
 * `startButton`, the free first lab's, below 'Enroll' (which goes to checkout) when it has any.
 * Only the waitlist and the related courses' cards have behaviour; the rest is links and text
 * the server draws (programme-sections.tsx) and the browser never hydrates, so `labs` and
 * `startButton` matter to the server's render only.
 */
export function ProgrammeDetail({ programme, labs, startButton }: Sections.ProgrammeDetailProps) {
  return (
    <>
      <ServerOnly>{sections ? <sections.ProgrammeHero programme={programme} /> : null}</ServerOnly>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_22rem] lg:py-12">
        <div className="h-fit rounded-xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
          <ServerOnly>
            {sections ? (
              <sections.ProgrammeOffer
                programme={programme}
                labs={labs}
                startButton={startButton}
              />
            ) : null}
          </ServerOnly>
          {programme.onSale ? null : (
            <ProgrammeWaitlist slug={programme.slug} title={programme.title} />
          )}
          <ServerOnly>{sections ? <sections.ProgrammeIncludes labs={labs} /> : null}</ServerOnly>
        </div>
        <div className="min-w-0 space-y-10 lg:col-start-1 lg:row-start-1">
          <ServerOnly>
            {sections ? <sections.ProgrammeBody programme={programme} labs={labs} /> : null}
          </ServerOnly>
        </div>
      </div>
      <RelatedCourses courseIds={programme.relatedCourseIds} />
    </>
  );
}

/** An unknown programme (status 404): links and text, drawn by the server. */
export function ProgrammeNotFound() {
  return <ServerOnly>{sections ? <sections.ProgrammeNotFound /> : null}</ServerOnly>;
}
