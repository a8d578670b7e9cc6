import { PageHeader } from '../../components/ui/page-header';
import { FaqTopics } from '../../features/faq/faq-sections';
import { FAQ_FACTS } from '../../features/faq/faq-content';
import { faqCopy } from '../../features/faq/faq.copy';
import type { PageModule } from '../page';

const copy = faqCopy.page;

function FaqPage() {
  return (
    <>
      <PageHeader eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <FaqTopics />
    </>
  );
}

export const page: PageModule = {
  Page: FaqPage,
  meta: () => ({
    title: copy.metaTitle,
    description: copy.metaDescription(FAQ_FACTS),
  }),
};
