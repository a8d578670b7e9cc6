import { ButtonLink } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { CareerBenefits, OpenPositions } from '../../features/company/careers-sections';
import type { PageModule } from '../page';

function CareersPage() {
  return (
    <>
      <PageHeader
        eyebrow="Careers"
        title="Help Bangladesh learn the skills of the future"
        lead="Join the team behind Shikhon Academy: instructors, engineers, designers and community builders who turn learners into DevOps and cloud professionals."
      >
        <ButtonLink href="#open-positions" variant="light" size="lg">
          See open positions
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
    title: 'Careers',
    description:
      'Work at Shikhon Academy: open positions in education, content, engineering and marketing, in Dhaka and remote, with flexible working and a learning budget.',
  }),
};
