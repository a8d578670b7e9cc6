import { MentorCarousel } from './mentor-carousel';
import { SectionHeading } from './section-heading';

export function MentorsSection() {
  return (
    <section aria-labelledby="home-mentors-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="home-mentors-title"
          eyebrow="Mentors"
          title="Learn from industry experts"
          lead="Our mentors build and run production systems every day, and they bring that experience into every course."
        />
        <MentorCarousel />
      </div>
    </section>
  );
}
