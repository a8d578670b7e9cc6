import { SectionHeading } from './section-heading';

const FEATURES = [
  {
    icon: '🧪',
    title: 'Hands-on labs',
    text: 'Practise on a throwaway Linux machine on our servers, straight from your browser, with no setup and nothing to install.',
  },
  {
    icon: '🗺️',
    title: 'Learning paths',
    text: 'Follow role-based paths from your first Linux command to platform engineering, one clear step at a time.',
  },
  {
    icon: '📈',
    title: 'Progress tracking',
    text: 'See what you have finished, what comes next and how close you are to your goal.',
  },
  {
    icon: '🏅',
    title: 'Badges and XP',
    text: 'Earn experience points and badges for every lesson, lab and project you complete.',
  },
  {
    icon: '🏆',
    title: 'Leaderboards',
    text: 'Stay motivated by comparing your progress with learners across Bangladesh.',
  },
  {
    icon: '🎓',
    title: 'Community and certificates',
    text: 'Get help from a supportive community and earn verified, industry-recognised certificates.',
  },
];

export function HomeFeatures() {
  return (
    <section aria-labelledby="home-features-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="home-features-title"
          eyebrow="Why it works"
          title="Everything you need to learn by doing"
          lead="A complete platform built around practice, so the skills you learn are the skills you use at work."
        />
        <ul className="mt-12 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li
              key={feature.title}
              className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="flex h-12 w-12 items-center justify-center rounded-lg bg-brand-50 text-2xl"
              >
                {feature.icon}
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-700">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
