import { PageHeader } from '../../components/ui/page-header';
import { CourseCatalogue } from '../../features/courses/course-catalogue';
import { courses } from '../../../shared/catalogue/courses';
import type { PageModule } from '../page';

function CoursesPage() {
  return (
    <>
      <PageHeader
        eyebrow="Course catalogue"
        title="All Courses"
        lead="Hands-on DevOps and cloud courses, from your first container to production Kubernetes. Search by topic or narrow the list by level, category and price."
      />
      <CourseCatalogue courses={courses} />
    </>
  );
}

export const page: PageModule = {
  Page: CoursesPage,
  meta: () => ({
    title: 'All Courses',
    description:
      'Browse every Shikhon Academy course in Docker, Kubernetes, AWS, Azure, Terraform, Linux, Jenkins, Ansible and Google Cloud, filtered by level, category and price.',
  }),
};
