import { describe, expect, it } from 'vitest';
import { glossary as ansible } from './ansible-automation';
import { glossary as aws } from './aws-cloud-practitioner';
import { glossary as azure } from './azure-devops-engineer';
import { glossary as docker } from './docker-fundamentals';
import { glossary as gcp } from './google-cloud-platform';
import { glossary as jenkins } from './jenkins-ci-cd';
import { glossary as kubernetes } from './kubernetes-mastery';
import { glossary as linux } from './linux-system-administration';
import { glossary as terraform } from './terraform-infrastructure';
import type { GlossaryTerm } from './types';

const glossaries: Record<string, readonly GlossaryTerm[]> = {
  'ansible-automation': ansible,
  'aws-cloud-practitioner': aws,
  'azure-devops-engineer': azure,
  'docker-fundamentals': docker,
  'google-cloud-platform': gcp,
  'jenkins-ci-cd': jenkins,
  'kubernetes-mastery': kubernetes,
  'linux-system-administration': linux,
  'terraform-infrastructure': terraform,
};

const bengaliScript = /[\u0980-\u09FF]/;

describe.each(Object.entries(glossaries))('the Bangla glossary of %s', (_course, terms) => {
  it('has 18 to 25 terms', () => {
    expect(terms.length).toBeGreaterThanOrEqual(18);
    expect(terms.length).toBeLessThanOrEqual(25);
  });

  it('lists each term once', () => {
    const seen = terms.map((each) => each.term.trim().toLowerCase());
    const repeated = seen.filter((term, index) => seen.indexOf(term) !== index);
    expect(repeated).toEqual([]);
  });

  it('gives every term a Bangla name', () => {
    const unnamed = terms.filter((each) => each.term.trim() === '' || each.bangla.trim() === '');
    expect(unnamed).toEqual([]);
  });

  it('explains every term in Bangla, ending with a দাঁড়ি', () => {
    const faulty = terms
      .filter((each) => !bengaliScript.test(each.meaning) || !each.meaning.endsWith('।'))
      .map((each) => each.term);
    expect(faulty).toEqual([]);
  });

  it('keeps every meaning to at most 240 characters', () => {
    const long = terms
      .filter((each) => [...each.meaning].length > 240)
      .map((each) => `${each.term}: ${[...each.meaning].length}`);
    expect(long).toEqual([]);
  });
});
