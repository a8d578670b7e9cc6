import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { CareerBenefits, OpenPositions } from '../../features/company/careers-sections';
import type { PageModule } from '../page';
import { careersCopy } from '../../features/company/careers.copy';

const copy = careersCopy.page;

function CareersPage() {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
        <ButtonLink href="#open-positions" variant="light" size="lg">
          {copy.seePositions}
        </ButtonLink>
      </PageHeader>
      <CareerBenefits />
      <OpenPositions />
    </>
  );
}

export const page: PageModule = {
  Page: CareersPage,
  meta: () => ({
    title: copy.metaTitle,
    description: copy.metaDescription,
  }),
};
