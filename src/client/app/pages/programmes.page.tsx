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
        lead="Practise on real cloud machines with no setup. Pick a technology, filter by level and find the lab programme that fits you."
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
      'Hands-on lab programmes in DevOps, system design, Docker, MLOps, security and AWS, with real cloud environments and no setup.',
  }),
};
