import { PageHeader } from '../../components/ui/page-header';
import { ProgrammesCatalogue } from '../../features/programmes/programmes-catalogue';
import { programmeSummaries } from '../../../shared/catalogue/programme-summaries';
import type { PageModule } from '../page';
import { programmesCopy } from '../../features/programmes/programmes.copy';

const copy = programmesCopy.page;

function ProgrammesPage() {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ProgrammesCatalogue programmes={programmeSummaries} />
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
