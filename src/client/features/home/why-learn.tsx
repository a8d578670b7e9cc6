import { SectionHeading } from './section-heading';

const REASONS = [
  {
    icon: '🌱',
    title: 'Start from the basics',
    text: 'No experience needed. Begin with Linux and containers and build a solid foundation.',
  },
  {
    icon: '💻',
    title: 'Code and become a pro',
    text: 'Write real configuration, pipelines and infrastructure code in every lab until it feels natural.',
  },
  {
    icon: '🏅',
    title: 'Earn certified success',
    text: 'Finish courses to earn verified certificates and get ready for industry exams.',
  },
  {
    icon: '🚀',
    title: 'Build your career',
    text: 'Turn new skills into a new role with projects, mentors and career guidance.',
  },
];

export function WhyLearn() {
  return (
    <section aria-labelledby="home-why-title" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="home-why-title"
          eyebrow="Why learn with us"
          title="Why learn DevOps with Shikhon Academy?"
          lead="A clear path from your first command to your first DevOps job."
        />
        <ol className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {REASONS.map((reason, index) => (
            <li
              key={reason.title}
              className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="absolute right-5 top-5 text-sm font-bold text-brand-700"
              >
                {String(index + 1).padStart(2, '0')}
              </span>
              <span
                aria-hidden="true"
                className="flex h-12 w-12 items-center justify-center rounded-full bg-gradient-to-br from-brand-100 to-indigo-100 text-2xl"
              >
                {reason.icon}
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{reason.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{reason.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
