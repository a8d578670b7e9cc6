import {
  CareerApplicationView,
  PositionNotFound,
} from '../../features/company/career-application-view';
import { findPosition } from '../../features/company/application-link';
import type { PageModule, PageProps } from '../page';
import { careersCopy } from '../../features/company/careers.copy';

const copy = careersCopy.application;

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
        title: copy.notFoundMetaTitle,
        description: copy.notFoundMetaDescription,
        status: 404,
        noindex: true,
      };
    }
    return {
      title: copy.metaTitle(position.title),
      description: copy.metaDescription(
        position.title,
        position.department,
        position.location,
        position.type,
      ),
    };
  },
};
