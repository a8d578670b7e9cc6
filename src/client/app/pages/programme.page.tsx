import { ButtonLink } from '../../components/ui/button';
import {
  ProgrammeDetail,
  ProgrammeNotFound,
  readyProgrammeParts,
} from '../../features/programmes/programme-detail';
import { programmeLabs } from '../../features/programmes/programme-labs';
import { labSessionPath } from '../../../shared/catalogue/course-items';
import { loadCurriculum } from '../../../shared/catalogue/curriculum-loader';
import { loadProgramme } from '../../../shared/catalogue/programme-loader';
import type { CurriculumModule, Programme } from '../../../shared/catalogue/types';
import type { PageModule, PageProps } from '../page';
import { localePath } from '../../i18n/locale-path';
import { programmePageCopy } from '../../features/programmes/programme-page.copy';
import { entityTitle } from '../../i18n/entity-title.copy';

const copy = programmePageCopy.programmePage;

/** Filled by `prepare`: the page's programme, its words from their own chunk. */
const loaded = new Map<string, Programme>();
/**
 * Filled by `prepare` on the server: the curricula of the programme's related courses only, for
 * the list of its labs, which the browser never renders (it keeps the server's HTML).
 */
const curricula = new Map<string, readonly CurriculumModule[]>();

function ProgrammePage({ route }: PageProps) {
  const programme = loaded.get(route.id);
  if (!programme) return <ProgrammeNotFound />;
  const labs = programmeLabs(programme, (courseId) => curricula.get(courseId) ?? []);
  const first = labs[0];
  // 'Enroll' goes to checkout; the free first lab lets a learner try before paying (the session
  // page asks a signed-out visitor to sign in first).
  return (
    <ProgrammeDetail
      programme={programme}
      labs={labs}
      startButton={
        first ? (
          <ButtonLink size="lg" variant="outline" href={localePath(labSessionPath(first.id))}>
            {copy.tryFirstLab}
          </ButtonLink>
        ) : null
      }
    />
  );
}

export const page: PageModule = {
  Page: ProgrammePage,
  prepare: async (route) => {
    const programme = await loadProgramme(route.id);
    if (programme) loaded.set(route.id, programme);
    if (!import.meta.env.SSR) return;
    await Promise.all([
      readyProgrammeParts(),
      ...(programme?.relatedCourseIds ?? []).map(async (courseId) => {
        curricula.set(courseId, await loadCurriculum(courseId));
      }),
    ]);
  },
  meta: (route) => {
    const programme = loaded.get(route.id);
    if (!programme) {
      return {
        title: copy.notFoundTitle,
        description: copy.notFoundDescription,
        status: 404,
      };
    }
    return { title: entityTitle.programme(programme.title), description: programme.description };
  },
};
