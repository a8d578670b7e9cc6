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

function AboutPage() {
  return (
    <>
      <PageHeader
        eyebrow="About us"
        title="Practical DevOps and cloud skills, made in Bangladesh"
        lead="Shikhon Academy helps learners and working professionals build real careers in containers, Kubernetes, cloud platforms, infrastructure as code and Linux."
      >
        <ButtonLink href={localePath('/courses')} variant="light" size="lg">
          Explore courses
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
    title: 'About Us',
    description:
      'Founded in Dhaka in 2020, Shikhon Academy has trained over 10,000 students in DevOps and cloud skills; 95% are employed within 6 months.',
  }),
};
