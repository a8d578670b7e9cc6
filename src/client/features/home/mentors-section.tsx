import { MentorCarousel } from './mentor-carousel';
import { SectionHeading } from './section-heading';
import { homeCopy } from './home.copy';

const copy = homeCopy.mentors;

export function MentorsSection() {
  return (
    <section aria-labelledby="home-mentors-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="home-mentors-title"
          eyebrow={copy.eyebrow}
          title={copy.title}
          lead={copy.lead}
        />
        <MentorCarousel />
      </div>
    </section>
  );
}
