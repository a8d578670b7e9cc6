import {
  CareerApplicationView,
  PositionNotFound,
} from '../../features/company/career-application-view';
import { findPosition } from '../../features/company/application-link';
import type { PageModule, PageProps } from '../page';

function CareerApplicationPage({ route }: PageProps) {
  const position = findPosition(route.id);
  // Keyed by id, so the form starts afresh should the page ever render another position.
  return position ? (
    <CareerApplicationView key={position.id} position={position} />
  ) : (
    <PositionNotFound />
  );
}

export const page: PageModule = {
  Page: CareerApplicationPage,
  meta: (route) => {
    const position = findPosition(route.id);
    if (!position) {
      return {
        title: 'Position not found',
        description:
          'This position is not open at Shikhon Academy. See every open role on our careers page.',
        status: 404,
        noindex: true,
      };
    }
    return {
      title: `Apply: ${position.title}`,
      description: `Apply for ${position.title} at Shikhon Academy (${position.department}, ${position.location}, ${position.type}): send your details and a link to your CV or portfolio.`,
    };
  },
};
