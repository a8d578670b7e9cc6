import { PathNotFound } from '../../features/learning-paths/path-hero';
import { DetailedPath, PlainPath } from '../../features/learning-paths/path-overview';
import { findPathDetail } from '../../../shared/catalogue/path-details';
import { loadPath } from '../../../shared/catalogue/path-loader';
import type { LearningPath } from '../../../shared/catalogue/types';
import type { PageModule, PageProps } from '../page';
import { pathPageCopy } from '../../features/learning-paths/path-page.copy';

const copy = pathPageCopy.pathPage;

/** Filled by `prepare`: only this path's words are loaded (path-loader.ts). */
const paths = new Map<string, LearningPath>();

function LearningPathPage({ route }: PageProps) {
  const path = paths.get(route.id);
  if (!path) return <PathNotFound />;
  const detail = findPathDetail(path.id);
  return detail ? <DetailedPath path={path} detail={detail} /> : <PlainPath path={path} />;
}

export const page: PageModule = {
  Page: LearningPathPage,
  prepare: async (route) => {
    const path = await loadPath(route.id);
    if (path) paths.set(route.id, path);
  },
  meta: (route) => {
    const path = paths.get(route.id);
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
