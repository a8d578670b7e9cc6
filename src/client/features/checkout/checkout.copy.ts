import type { CopyShape } from '../../../shared/i18n/copy';
import { ORDER_MESSAGES } from '../../../shared/schemas/order-labels';
import { PRODUCT_MESSAGES } from '../../../shared/schemas/product-messages';
import { MONEY_BACK_GUARANTEE } from '../../../shared/schemas/refund-rules';

type Kind = 'course' | 'programme';

/** The checkout's first view: the page, the summary, the payment form and the order's state. */
export const checkoutCopy = {
  meta: {
    notFoundTitle: 'Course not found',
    notFoundDescription: 'This course does not exist. Browse all Shikhon Academy courses instead.',
    notOnSaleTitle: (title: string) => `Not on sale yet: ${title}`,
    notOnSaleDescription: (title: string) => `${title} is in preparation and cannot be bought yet.`,
    title: (title: string) => `Checkout: ${title}`,
    description: (price: string, title: string) =>
      `Pay ${price} for ${title} by bKash or Nagad and submit the Transaction ID for verification.`,
  },
  item: {
    courseFacts: (lessons: number, hours: number) => `${lessons} lessons · ${hours} hours`,
    programmeFacts: (hours: string) => `${hours} hours of hands-on labs`,
    inPreparation: 'In preparation',
  },
  backTo: (kind: Kind) => `Back to ${kind}`,
  heading: 'Checkout',
  intro: (title: string) =>
    `Pay for ${title} by bKash or Nagad, then tell us the Transaction ID so we can confirm your access.`,
  notEnrolled: 'Enrol in this course to open its lessons.',
  /** "Please sign in before you pay: …", the middle words a link. */
  signInBefore: 'Please ',
  signInLink: 'sign in',
  signInAfter: ' before you pay: your payment is linked to your account.',
  paymentDetails: 'Payment details',
  notOnSale: {
    heading: (title: string) => `${title} is not on sale yet`,
    reason: PRODUCT_MESSAGES.notOnSale,
    back: 'Back to the programme',
  },
  summary: {
    heading: 'Order summary',
    badge: 'DevOps & Cloud',
    certificate: 'Certificate of completion',
    guarantee: MONEY_BACK_GUARANTEE,
    terminal: 'A real terminal in your browser',
    total: 'Total amount',
  },
  method: {
    legend: 'Payment method',
    receivingNumber: 'Receiving number',
  },
  instructions: {
    heading: (amount: string, method: string) => `How to pay ${amount} with ${method}`,
    open: (method: string) => `Open the ${method} app on your phone.`,
    /** "Choose Send Money and enter 017…. [Copy]": Send Money bold, the number apart. */
    chooseBefore: 'Choose ',
    sendMoney: 'Send Money',
    chooseAfter: ' and enter ',
    numberAfter: '. ',
    /** The copy button's hidden end of its name: "Copy number". */
    copyWhat: 'number',
    /** "Enter the amount ৳4,900 and confirm with your PIN.", the amount bold. */
    amountBefore: 'Enter the amount ',
    amountAfter: ' and confirm with your PIN.',
    note: 'Note the Transaction ID from the confirmation SMS.',
    enter: 'Enter the number you paid from and the Transaction ID below.',
  },
  form: {
    mobileLabel: 'Mobile number',
    mobileHint: (method: string) => `The ${method} number you paid from.`,
    transactionLabel: 'Transaction ID',
    transactionHint: (min: number, max: number) =>
      `${min} to ${max} letters and digits, from the confirmation SMS.`,
    mobileMissing: ORDER_MESSAGES.mobileMissing,
    transactionMissing: ORDER_MESSAGES.transactionMissing,
    submitting: 'Submitting...',
    submit: 'Submit Payment Details',
    promise: (hours: number) =>
      `We verify your payment within ${hours} hours and confirm your access by email.`,
  },
  toasts: {
    authRequired: {
      title: 'Authentication required',
      description: 'Please sign in to complete your purchase.',
    },
    missing: {
      title: 'Missing information',
      description: 'Please provide both mobile number and transaction ID.',
    },
    failed: {
      title: 'Error submitting payment',
      description: 'Please try again or contact support.',
    },
    submitted: {
      title: 'Payment submitted successfully!',
      description: (hours: number) =>
        `Your payment is being verified. You'll receive confirmation within ${hours} hours.`,
    },
    alreadySubmitted: 'Payment already submitted',
  },
  enrolled: "You're enrolled",
  owned: {
    heading: (kind: Kind) => `You own this ${kind}`,
    body: 'Your access is confirmed, so there is nothing to pay. Pick up where you left off.',
    goTo: (kind: Kind) => `Go to ${kind}`,
  },
  pending: {
    received: 'Payment details received',
    waiting: 'Payment pending verification',
    thanks: (transactionId: string, method: string) =>
      `Thank you. Our staff now check transaction ${transactionId} against the payments our ${method} number received. We emailed you this receipt.`,
    promise: (hours: number) =>
      `We verify payments within ${hours} hours and email you as soon as your access is confirmed. There is no need to pay again.`,
  },
  details: {
    order: 'Order',
    for: 'For',
    method: 'Payment method',
    amount: 'Amount',
    transactionId: 'Transaction ID',
    paidFrom: 'Paid from',
    submitted: 'Submitted',
  },
  rejected: {
    heading: (transactionId: string, note: string | null) =>
      `Your previous payment (transaction ${transactionId}) was rejected${note ? `: ${note}` : '.'}`,
    again: 'Check the details below and submit them again.',
  },
  dashboard: 'Go to my dashboard',
};

export type CheckoutCopy = CopyShape<typeof checkoutCopy>;
