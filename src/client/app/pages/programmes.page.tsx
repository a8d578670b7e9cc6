import { PageHeader } from '../../components/ui/page-header';
import { ProgrammesCatalogue } from '../../features/programmes/programmes-catalogue';
import { programmeSummaries } from '../../../shared/catalogue/programme-summaries';
import type { PageModule } from '../page';
import { programmesListCopy } from '../../features/programmes/programmes-list.copy';

const copy = programmesListCopy.page;

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
