import { PageHeader } from '../../components/ui/page-header';
import { FaqTopics } from '../../features/faq/faq-sections';
import { MONEY_BACK_GUARANTEE } from '../../../shared/schemas/refund-rules';
import { VERIFICATION_HOURS } from '../../../shared/schemas/payment-rules';
import type { PageModule } from '../page';

function FaqPage() {
  return (
    <>
      <PageHeader
        eyebrow="Help Center"
        title="Frequently asked questions"
        lead="Answers about paying by bKash or Nagad, payment verification, refunds, certificates, labs and your account."
      />
      <FaqTopics />
    </>
  );
}

export const page: PageModule = {
  Page: FaqPage,
  meta: () => ({
    title: 'Frequently asked questions',
    description: `How to pay by bKash or Nagad, payment verification within ${VERIFICATION_HOURS} hours, the ${MONEY_BACK_GUARANTEE}, certificates, browser-based labs and your Shikhon Academy account.`,
  }),
};
