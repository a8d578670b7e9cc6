import { PageHeader } from '../../components/ui/page-header';
import { ProgrammesCatalogue } from '../../features/programmes/programmes-catalogue';
import { programmes } from '../../../shared/catalogue/programmes';
import type { PageModule } from '../page';

function ProgrammesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Hands-on labs"
        title="Labs"
        lead="Lab programmes built from real labs in a browser terminal: a throwaway Linux machine on our servers, with no setup. Pick a technology, filter by level and find the programme that fits you."
      />
      <ProgrammesCatalogue programmes={programmes} />
    </>
  );
}

export const page: PageModule = {
  Page: ProgrammesPage,
  meta: () => ({
    title: 'Labs',
    description:
      'Hands-on lab programmes built from real labs in a browser terminal: a throwaway Linux machine on our servers, each step checked, with no setup.',
  }),
};
