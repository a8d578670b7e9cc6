import { PageHeader } from '../../components/ui/page-header';
import { CourseCatalogue } from '../../features/courses/course-catalogue';
import { catalogueCopy as copy } from '../../features/courses/catalogue.copy';
import { courses } from '../../../shared/catalogue/courses';
import type { PageModule } from '../page';

function CoursesPage() {
  return (
    <>
      <PageHeader eyebrow={copy.header.eyebrow} title={copy.header.title} lead={copy.header.lead} />
      <CourseCatalogue courses={courses} />
    </>
  );
}

export const page: PageModule = {
  Page: CoursesPage,
  meta: () => ({
    title: copy.meta.title,
    description: copy.meta.description,
  }),
};
