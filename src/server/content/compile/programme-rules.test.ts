import { describe, expect, it } from 'vitest';
import { curricula } from '../../../shared/catalogue/curricula';
import { programmes } from '../../../shared/catalogue/programmes';
import type { Programme } from '../../../shared/catalogue/types';
import type { Curricula } from './curricula-map';
import { checkProgrammes, programmeHours } from './programme-rules';

const course: Curricula = {
  'demo-course': [
    {
      id: 'demo-1',
      title: 'One',
      lessons: [{ title: 'A', minutes: 10 }],
      labs: [
        { id: 'demo-lab-a', title: 'A', minutes: 40 },
        { id: 'demo-lab-b', title: 'B', minutes: 50 },
      ],
    },
  ],
};

function programme(change: Partial<Programme> = {}): Programme {
  return {
    id: 1,
    slug: 'demo-programme',
    title: 'Demo',
    level: 'Beginner',
    modules: 1,
    labIds: ['demo-lab-a', 'demo-lab-b'],
    hours: '2',
    onSale: true,
    price: '1000',
    currency: 'BDT',
    technology: 'DevOps',
    image: '🧪',
    description: 'Demo.',
    outcomes: [
      { text: 'Do A', labIds: ['demo-lab-a'] },
      { text: 'Do B', labIds: ['demo-lab-b'] },
    ],
    moduleTitles: ['One'],
    relatedCourseIds: ['demo-course'],
    ...change,
  };
}

const problems = (change: Partial<Programme>) =>
  checkProgrammes([programme(change)], course).map((problem) => problem.message);

describe('the programme rules', () => {
  it('hold for every built-in programme', () => {
    expect(checkProgrammes(programmes, curricula)).toEqual([]);
    expect(programmes.filter((each) => each.labIds.length === 0 && each.onSale)).toEqual([]);
  });

  it('accept a programme whose labs hold its promises, hours and sale', () => {
    expect(problems({})).toEqual([]);
    expect(programmeHours([{ minutes: 40 }, { minutes: 50 }])).toBe('2');
    expect(programmeHours([{ minutes: 20 }])).toBe('1');
    expect(programmeHours([])).toBe('');
  });

  it.each<[string, Partial<Programme>, string]>([
    [
      'a programme on sale without labs',
      { labIds: [], hours: '', outcomes: [] },
      'demo-programme: is on sale without a single lab: a programme without labs is not for sale',
    ],
    [
      'hours its labs do not make',
      { hours: '40' },
      'demo-programme: hours is "40"; its labs\' minutes make "2"',
    ],
    [
      'hours while it has no labs',
      { labIds: [], onSale: false, hours: '28', outcomes: [] },
      'demo-programme: hours is "28"; its labs\' minutes make ""',
    ],
    [
      'a promise no lab practises',
      { outcomes: [{ text: 'Provision cloud infrastructure with Terraform', labIds: [] }] },
      'demo-programme: outcome "Provision cloud infrastructure with Terraform" names no lab that practises it',
    ],
    [
      'a promise practised by a lab it does not hold',
      { outcomes: [{ text: 'Do C', labIds: ['demo-lab-c'] }] },
      'demo-programme: outcome "Do C" names demo-lab-c, not one of its labs',
    ],
    [
      'a lab of no related course',
      { labIds: ['demo-lab-a', 'demo-lab-b', 'elsewhere'] },
      'demo-programme: lab elsewhere is in no curriculum of its related courses',
    ],
    [
      'a lab twice',
      { labIds: ['demo-lab-a', 'demo-lab-b', 'demo-lab-a'] },
      'demo-programme: lists a lab twice',
    ],
  ])('refuse %s', (_name, change, expected) => {
    expect(problems(change)).toContain(expected);
  });
});
