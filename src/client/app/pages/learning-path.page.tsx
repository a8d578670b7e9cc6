import { PathNotFound } from '../../features/learning-paths/path-hero';
import { DetailedPath, PlainPath } from '../../features/learning-paths/path-overview';
import { findPathDetail } from '../../../shared/catalogue/path-details';
import { findPath } from '../../../shared/catalogue/paths';
import type { PageModule, PageProps } from '../page';
import { learningPathsCopy } from '../../features/learning-paths/learning-paths.copy';

const copy = learningPathsCopy.pathPage;

function LearningPathPage({ route }: PageProps) {
  const path = findPath(route.id);
  if (!path) return <PathNotFound />;
  const detail = findPathDetail(path.id);
  return detail ? <DetailedPath path={path} detail={detail} /> : <PlainPath path={path} />;
}

export const page: PageModule = {
  Page: LearningPathPage,
  meta: (route) => {
    const path = findPath(route.id);
    if (!path) {
      return {
        title: copy.notFoundTitle,
        description: copy.notFoundDescription,
        status: 404,
      };
    }
    return { title: copy.metaTitle(path.title), description: path.description };
  },
};
