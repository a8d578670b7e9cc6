import type { CopyShape } from '../../../shared/i18n/copy';

/** A lab programme's card and facts, which the list (/labs) and a programme's page both show. */
export const programmesCopy = {
  card: {
    inPreparation: 'In preparation',
    notOnSale: 'Not on sale yet',
    planned: (price: string) => `Planned: ${price}`,
    seeDetails: 'See Details',
  },
  facts: {
    modules: (count: number) => `${count} modules`,
    labs: (count: number) => (count === 1 ? '1 lab' : `${count} labs`),
    hours: (hours: string) => `${hours} hours`,
  },
};

export type ProgrammesCopy = CopyShape<typeof programmesCopy>;
