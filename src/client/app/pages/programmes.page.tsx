import { PageHeader } from '../../components/ui/page-header';
import { ProgrammesCatalogue } from '../../features/programmes/programmes-catalogue';
import { programmes } from '../../../shared/catalogue/programmes';
import type { PageModule } from '../page';
import { programmesCopy } from '../../features/programmes/programmes.copy';

const copy = programmesCopy.page;

function ProgrammesPage() {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ProgrammesCatalogue programmes={programmes} />
    </>
  );
}

export const page: PageModule = {
  Page: ProgrammesPage,
  meta: () => ({
    title: copy.metaTitle,
    description: copy.metaDescription,
  }),
};
