import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import {
  AboutCallToAction,
  AboutFacts,
  AboutMissionVision,
  AboutStory,
  AboutValues,
} from '../../features/company/about-sections';
import type { PageModule } from '../page';
import { localePath } from '../../i18n/locale-path';
import { aboutCopy } from '../../features/company/about.copy';

const copy = aboutCopy.page;

function AboutPage() {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead}>
        <ButtonLink href={localePath('/courses')} variant="light" size="lg">
          {copy.explore}
        </ButtonLink>
      </PageHeader>
      <AboutFacts />
      <AboutStory />
      <AboutValues />
      <AboutMissionVision />
      <AboutCallToAction />
    </>
  );
}

export const page: PageModule = {
  Page: AboutPage,
  meta: () => ({
    title: copy.metaTitle,
    description: copy.metaDescription,
  }),
};
