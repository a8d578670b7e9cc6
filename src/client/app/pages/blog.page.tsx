import { PageHeader } from '../../components/ui/page-header';
import { BlogList } from '../../features/blog/blog-list';
import type { PageModule } from '../page';

function BlogPage() {
  return (
    <>
      <PageHeader
        eyebrow="Blog"
        title="DevOps and cloud insights"
        lead="Practical guides from our instructors on Kubernetes, Docker, Terraform, CI/CD, AWS and Azure, written for engineers in Bangladesh."
      />
      <BlogList />
    </>
  );
}

export const page: PageModule = {
  Page: BlogPage,
  meta: () => ({
    title: 'Blog',
    description:
      'Practical DevOps and cloud guides from Shikhon Academy instructors: Kubernetes, Docker, Terraform, CI/CD, AWS and Azure.',
  }),
};
