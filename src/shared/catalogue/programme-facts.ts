import type { ProgrammeSlug } from './text-overrides';
import type { Programme } from './types';

/** What checkout needs of a lab programme: a few bytes, where the whole programme catalogue is many. */
export type ProgrammeFacts = Pick<
  Programme,
  'slug' | 'title' | 'hours' | 'price' | 'currency' | 'image' | 'onSale'
>;

/**
 * The lab programmes' names, prices and whether they are on sale; programmes.ts adds the rest
 * (the build checks hours and sale against their labs: src/server/content/compile/programme-rules.ts).
 */
export const allProgrammeFacts: readonly (ProgrammeFacts & { slug: ProgrammeSlug })[] = [
  {
    slug: 'devops-engineering-bootcamp',
    title: 'DevOps Engineering Bootcamp',
    hours: '27',
    onSale: true,
    price: '26000',
    currency: 'BDT',
    image: '🚀',
  },
  {
    slug: 'system-design-for-engineers',
    title: 'System Design for Engineers',
    hours: '',
    onSale: false,
    price: '25000',
    currency: 'BDT',
    image: '🧩',
  },
  {
    slug: 'docker-hands-on-labs',
    title: 'Docker Hands-on Labs',
    hours: '4',
    onSale: true,
    price: '7000',
    currency: 'BDT',
    image: '🐳',
  },
  {
    slug: 'mlops-and-machine-learning-pipelines',
    title: 'MLOps and Machine Learning Pipelines',
    hours: '',
    onSale: false,
    price: '18000',
    currency: 'BDT',
    image: '🤖',
  },
  {
    slug: 'cloud-security-and-devsecops',
    title: 'Cloud Security and DevSecOps',
    hours: '',
    onSale: false,
    price: '32000',
    currency: 'BDT',
    image: '🔐',
  },
  {
    slug: 'aws-insight-architecture-labs',
    title: 'AWS Insight: Architecture Labs',
    hours: '',
    onSale: false,
    price: '15000',
    currency: 'BDT',
    image: '☁️',
  },
];

export function findProgrammeFacts(slug: string): ProgrammeFacts | undefined {
  return allProgrammeFacts.find((programme) => programme.slug === slug);
}

export function programmeFacts(slug: ProgrammeSlug): ProgrammeFacts & { slug: ProgrammeSlug } {
  const found = allProgrammeFacts.find((programme) => programme.slug === slug);
  if (!found) throw new Error(`No programme ${slug}`);
  return found;
}
