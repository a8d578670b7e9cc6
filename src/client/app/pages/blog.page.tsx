import { PageHeader } from '../../components/ui/page-header';
import { BlogList } from '../../features/blog/blog-list';
import type { PageModule } from '../page';
import { blogCopy } from '../../features/blog/blog.copy';

const copy = blogCopy.page;

function BlogPage() {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <BlogList />
    </>
  );
}

export const page: PageModule = {
  Page: BlogPage,
  meta: () => ({
    title: copy.metaTitle,
    description: copy.metaDescription,
  }),
};
