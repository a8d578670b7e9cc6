/** The short FAQ on the contact page (target of 'Help Center' and 'View All FAQs'). */
export const CONTACT_FAQS: readonly { question: string; answer: string }[] = [
  {
    question: 'How do I pay for a course?',
    answer:
      'Paid courses are paid in taka by bKash or Nagad. At checkout you send the course price to the number shown, then enter your mobile number and the transaction ID. Our team checks every payment by hand and verifies it within 24 hours; you get an email as soon as your course is unlocked.',
  },
  {
    question: 'What if my payment has not been verified after 24 hours?',
    answer:
      'Email support@shikhon.academy with your mobile number and transaction ID, or call us Mon-Fri 9am-6pm. We will find your payment and confirm it the same day.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'Yes. Every paid course has a 30-day money-back guarantee: if you ask within 30 days of purchase and have completed less than 20% of the course, we refund the full price to the bKash or Nagad account you paid from. Email us to ask for a refund.',
  },
  {
    question: 'Do I get a certificate?',
    answer:
      'Yes. When you complete every lesson and lab in a course you earn a verified certificate of completion, which you can share with employers and add to your CV or LinkedIn profile.',
  },
  {
    question: 'Do I need to install anything for the labs?',
    answer:
      'No. Labs run in real cloud environments that open in your browser, with every tool already installed. A laptop or desktop with a modern browser and a stable internet connection is all you need.',
  },
];
