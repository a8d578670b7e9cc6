import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { startCourse } from '../../lib/start-course';
import { LabDetail, LabNotFound } from '../../features/labs/lab-detail';
import { findLab } from '../../../shared/catalogue/labs';
import type { Lab } from '../../../shared/catalogue/types';
import type { PageModule, PageProps } from '../page';

/** Behaves like a paid course card's button: signed-out visitors are sent to /auth. */
function EnrollButton({ lab }: { lab: Lab }) {
  const session = useSession();
  return (
    <Button size="lg" onClick={() => startCourse(session, { priceBDT: Number(lab.price) })}>
      Enroll in this lab
    </Button>
  );
}

function LabPage({ route }: PageProps) {
  const lab = findLab(route.id);
  if (!lab) return <LabNotFound />;
  return <LabDetail lab={lab} enrollButton={<EnrollButton lab={lab} />} />;
}

export const page: PageModule = {
  Page: LabPage,
  meta: (route) => {
    const lab = findLab(route.id);
    if (!lab) {
      return {
        title: 'Lab not found',
        description: 'We could not find that lab. Browse all hands-on labs instead.',
        status: 404,
      };
    }
    return { title: lab.title, description: lab.description };
  },
};
