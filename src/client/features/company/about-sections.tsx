import { ButtonLink } from '../../components/ui/button';
import { ArrowRightIcon } from '../../components/ui/icons';
import { MONEY_BACK_GUARANTEE } from '../../../shared/schemas/refund-rules';
import { localePath } from '../../i18n/locale-path';

/** About-page figures, as published. */
const FACTS = [
  { value: '2020', label: 'Founded in Dhaka' },
  { value: '10,000+', label: 'Students trained' },
  { value: '95%', label: 'Employed within 6 months' },
];

const VALUES = [
  {
    emoji: '🛠️',
    title: 'Learn by doing',
    text: 'You practise on the same tools you will use at work: in hands-on labs on a throwaway Linux machine on our servers, ready in your browser with no setup, and in guided exercises on your own cloud account for AWS, Azure, Google Cloud and Terraform.',
  },
  {
    emoji: '🤝',
    title: 'Within reach for everyone',
    text: `Fair prices in taka, payment by bKash or Nagad and a ${MONEY_BACK_GUARANTEE}, so cost is never the reason a capable learner stays behind.`,
  },
  {
    emoji: '🏭',
    title: 'Taught by practitioners',
    text: 'Our mentors run production systems for a living. Lessons reflect what teams in Bangladesh and abroad actually expect from a DevOps or cloud engineer today.',
  },
  {
    emoji: '🌱',
    title: 'Learners first',
    text: 'Clear explanations, honest advice and a community that answers questions. We measure our success by the careers our students build, not by sign-ups.',
  },
];

export function AboutFacts() {
  return (
    <section aria-label="Shikhon Academy in numbers" className="border-b border-slate-200 bg-white">
      <dl className="mx-auto grid max-w-7xl gap-6 px-4 py-10 sm:grid-cols-3 sm:px-6">
        {FACTS.map((fact) => (
          <div
            key={fact.label}
            className="flex flex-col-reverse rounded-xl border border-slate-200 bg-slate-50 p-6 text-center"
          >
            <dt className="mt-1 text-sm font-medium text-slate-700">{fact.label}</dt>
            <dd className="text-4xl font-bold tracking-tight text-brand-800">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function AboutStory() {
  return (
    <section aria-labelledby="our-story" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <div className="grid gap-10 lg:grid-cols-5 lg:gap-16">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">Our story</p>
          <h2 id="our-story" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
            From weekend workshops to a national academy
          </h2>
        </div>
        <div className="max-w-3xl space-y-5 text-lg leading-8 text-slate-800 lg:col-span-3">
          <p>
            Shikhon (<span lang="bn">শিখন</span>) means &lsquo;learning&rsquo; in Bangla. We founded
            Shikhon Academy in Dhaka in 2020, when a small group of engineers noticed the same thing
            again and again: talented graduates and working professionals in Bangladesh wanted
            DevOps and cloud careers, but most training was either theory-only or priced in dollars.
          </p>
          <p>
            So we built the course we wished we had taken ourselves: short lessons, Linux machines
            to practise on right in the browser, and mentors who have kept production systems
            running at three in the morning. Containers, Kubernetes, AWS, Azure, Terraform and
            Linux, taught the way they are used at work.
          </p>
          <p>
            Since then more than 10,000 students have learned with us, from university students
            writing their first Dockerfile to system administrators moving into platform
            engineering. 95% of our graduates are employed within 6 months, many at companies they
            once thought were out of reach.
          </p>
        </div>
      </div>
    </section>
  );
}

export function AboutValues() {
  return (
    <section aria-labelledby="our-values" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="our-values" className="text-3xl font-bold tracking-tight text-slate-900">
          What we value
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">
          Four ideas guide every course we publish and every decision we make.
        </p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((value) => (
            <li
              key={value.title}
              className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span
                className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-2xl"
                aria-hidden="true"
              >
                {value.emoji}
              </span>
              <h3 className="mt-4 text-lg font-bold text-slate-900">{value.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function AboutMissionVision() {
  return (
    <section aria-labelledby="mission-vision" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <h2 id="mission-vision" className="text-3xl font-bold tracking-tight text-slate-900">
        Mission and vision
      </h2>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <div className="rounded-xl bg-gradient-to-br from-brand-800 to-brand-900 p-8 text-white shadow-sm">
          <h3 className="text-xl font-bold">Our mission</h3>
          <p className="mt-3 text-lg leading-8 text-slate-100">
            To give every learner and working professional in Bangladesh an affordable, practical
            path into DevOps and cloud engineering, with hands-on labs, industry mentors and
            certificates employers recognise.
          </p>
        </div>
        <div className="rounded-xl bg-gradient-to-br from-indigo-800 to-indigo-900 p-8 text-white shadow-sm">
          <h3 className="text-xl font-bold">Our vision</h3>
          <p className="mt-3 text-lg leading-8 text-slate-100">
            A Bangladesh that builds and runs world-class cloud infrastructure, where engineers
            trained at home are hired by teams anywhere, and where learning the skills of the future
            does not depend on where you live or what you earn.
          </p>
        </div>
      </div>
    </section>
  );
}

export function AboutCallToAction() {
  return (
    <section aria-labelledby="about-cta" className="mx-auto max-w-7xl px-4 pb-4 sm:px-6">
      <div className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-slate-50 p-8 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="about-cta" className="text-2xl font-bold tracking-tight text-slate-900">
            Start learning with us
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">
            Browse our courses, or tell us about your goals and we will help you choose where to
            begin. We reply within 24 hours.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={localePath('/courses')} size="lg">
            Browse courses <ArrowRightIcon />
          </ButtonLink>
          <ButtonLink href={localePath('/contact')} size="lg" variant="outline">
            Contact us
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
