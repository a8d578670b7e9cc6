import { describe, expect, it } from 'vitest';
// The pages' own form checkers are fed the same table: they must agree with the server's.
import { validateApplication } from '../features/company/application-checks.lazy';
import { validateContactForm } from '../features/company/contact-checks.lazy';
import { checkProfileForm, EMPTY_PROFILE_FORM } from '../features/profile/profile-form';
import type { Checked } from '../../shared/schemas/check';
import { checkContact } from '../../shared/schemas/contact';
import { checkEmail } from '../../shared/schemas/email';
import { checkApplication } from '../../shared/schemas/job-application';
import { checkOrder } from '../../shared/schemas/order';
import { checkProfile } from '../../shared/schemas/profile';

/**
 * Each field rule (fields.ts) against every checker that has the field: each accepts the good
 * values (normalised the same way) and refuses the bad ones with its own message for the field.
 */

type FieldKind = 'mobile' | 'email' | 'link' | 'transactionId' | 'personName';

interface Good {
  value: string;
  /** What the checked data holds; the value as typed, trimmed, when left out. */
  kept?: string;
  /** Only fields that also take an international number accept it. */
  international?: boolean;
}
/** A bad value and which kind of message it gets (a key of the checker's messages). */
type Bad = [value: string, kind: string];

const TABLE: Record<FieldKind, { goods: Good[]; bads: Bad[] }> = {
  mobile: {
    goods: [
      { value: '01712345678', kept: '01712345678' },
      { value: ' 01312345678 ', kept: '01312345678' },
      { value: '+8801912345678', kept: '01912345678' },
      { value: '880 1712-345678', kept: '01712345678' },
      { value: '+880 1312-345 678', kept: '01312345678' },
      // As people often write it: +88 and the whole local number (the disagreement now settled).
      { value: '+88 01812 345678', kept: '01812345678' },
      { value: '+880 01512345678', kept: '01512345678' },
      { value: '+44 20 7946 0958', kept: '+442079460958', international: true },
      { value: '+1-415-555-2671', kept: '+14155552671', international: true },
    ],
    bads: [
      ['01212345678', 'invalid'],
      ['0171234567', 'invalid'],
      ['017123456789', 'invalid'],
      ['880171234567', 'invalid'],
      ['88 01712345678 9', 'invalid'],
      ['1712345678', 'invalid'],
      ['phone', 'invalid'],
      ['12345', 'invalid'],
      ['+12', 'invalid'],
    ],
  },
  email: {
    goods: [{ value: 'name@example.com' }, { value: " o'neil+bd@mail.example.co.uk " }],
    bads: [
      ['nope', 'email'],
      ['a&b@example.com', 'email'],
      ['name@example', 'email'],
      [`${'a'.repeat(65)}@example.com`, 'email'],
    ],
  },
  link: {
    goods: [{ value: 'https://example.com/cv.pdf' }, { value: 'http://github.com/rafi' }],
    bads: [
      ['not a link', 'notALink'],
      ['example.com', 'notALink'],
      ['ftp://example.com/cv', 'notWeb'],
      [`https://example.com/${'a'.repeat(2048)}`, 'tooLong'],
    ],
  },
  transactionId: {
    goods: [
      { value: '9ab3xk2lq1', kept: '9AB3XK2LQ1' },
      { value: 'ABCDEFGH' },
      { value: ' A1B2C3D4E5F6 ', kept: 'A1B2C3D4E5F6' },
    ],
    bads: [
      ['ABC1234', 'invalid'],
      ['ABCDEFGHIJKLM', 'invalid'],
      ['AB-12345', 'invalid'],
      ['ab cd efgh', 'invalid'],
    ],
  },
  personName: {
    goods: [
      { value: 'Nusrat Jahan' },
      { value: ' Rafi ', kept: 'Rafi' },
      { value: 'x'.repeat(100) },
    ],
    bads: [['x'.repeat(101), 'tooLong']],
  },
};

/** One field of one checker: what it answers for a value (its data, or its error). */
interface Checker {
  name: string;
  field: string;
  kind: FieldKind;
  /** The message per kind of bad value; the email rule names its own (email.ts). */
  messages: Record<string, string>;
  international?: boolean;
  /** Whether the checker answers the checked data (the pages' checkers answer errors only). */
  answersData: boolean;
  check: (value: string) => { error?: string; data?: unknown };
}

function fromChecked(field: string, checked: Checked<object>) {
  return checked.ok
    ? { data: (checked.data as Record<string, unknown>)[field] }
    : { error: checked.fields[field] };
}

const ORDER = {
  courseId: 'docker-fundamentals',
  paymentMethod: 'bkash',
  mobileNumber: '01712345678',
  transactionId: '9AB3XK2LQ1',
};
const CONTACT = {
  firstName: 'Nusrat',
  lastName: 'Jahan',
  email: 'nusrat@example.com',
  subject: 'Bulk enrolment',
  message: 'We want to enrol ten engineers.',
};
const APPLICATION = {
  positionId: 'frontend-engineer',
  name: 'Rafi Islam',
  email: 'rafi@example.com',
  phone: '01712345678',
  cvUrl: 'https://example.com/rafi-cv.pdf',
  message: '',
};

const PROFILE_LINK = (label: string) => ({
  tooLong: `${label} must be at most 2048 characters`,
  notALink: `${label} must be a full web address starting with https://`,
  notWeb: `${label} must start with http:// or https://`,
});
const FORM_LINK = {
  tooLong: 'The link must be at most 2048 characters.',
  notALink: 'Enter a full link starting with https://, e.g. to your CV or portfolio.',
  notWeb: 'The link must start with https:// or http://.',
};
const FORM_PHONE =
  'Enter a Bangladeshi mobile number like 01712345678, or an international number starting with +.';
const PROFILE_PHONE =
  'Phone number must be a Bangladeshi mobile number like 01712345678, or an international number starting with +';

function shared(
  name: string,
  field: string,
  kind: FieldKind,
  messages: Record<string, string>,
  check: (input: unknown) => Checked<object>,
  base: object,
  international = false,
): Checker {
  return {
    name,
    field,
    kind,
    messages,
    international,
    answersData: true,
    check: (value) => fromChecked(field, check({ ...base, [field]: value })),
  };
}

function page(of: Checker, errors: (field: string, value: string) => string | undefined): Checker {
  return {
    ...of,
    name: `${of.name} (page)`,
    answersData: false,
    check: (value) => ({ error: errors(of.field, value) }),
  };
}

const orderMobile = shared(
  'order',
  'mobileNumber',
  'mobile',
  { invalid: 'Mobile number must be a Bangladeshi mobile number like 01712345678.' },
  checkOrder,
  ORDER,
);
const orderTransaction = shared(
  'order',
  'transactionId',
  'transactionId',
  {
    invalid: 'Transaction ID must be 8 to 12 letters and digits, as shown in your payment SMS.',
  },
  checkOrder,
  ORDER,
);
const profileCheckers = [
  shared(
    'profile',
    'name',
    'personName',
    { tooLong: 'Name must be at most 100 characters' },
    checkProfile,
    {},
  ),
  shared('profile', 'email', 'email', {}, checkProfile, {}),
  shared('profile', 'phoneNumber', 'mobile', { invalid: PROFILE_PHONE }, checkProfile, {}, true),
  shared('profile', 'facebookUrl', 'link', PROFILE_LINK('Facebook URL'), checkProfile, {}),
  shared('profile', 'linkedinUrl', 'link', PROFILE_LINK('LinkedIn URL'), checkProfile, {}),
  shared('profile', 'githubUrl', 'link', PROFILE_LINK('GitHub URL'), checkProfile, {}),
];
const contactCheckers = [
  shared(
    'contact',
    'firstName',
    'personName',
    { tooLong: 'First name must be at most 100 characters.' },
    checkContact,
    CONTACT,
  ),
  shared(
    'contact',
    'lastName',
    'personName',
    { tooLong: 'Last name must be at most 100 characters.' },
    checkContact,
    CONTACT,
  ),
  shared('contact', 'email', 'email', {}, checkContact, CONTACT),
];
const applicationCheckers = [
  shared(
    'application',
    'name',
    'personName',
    { tooLong: 'Name must be at most 100 characters.' },
    checkApplication,
    APPLICATION,
  ),
  shared('application', 'email', 'email', {}, checkApplication, APPLICATION),
  shared(
    'application',
    'phone',
    'mobile',
    { invalid: FORM_PHONE },
    checkApplication,
    APPLICATION,
    true,
  ),
  shared('application', 'cvUrl', 'link', FORM_LINK, checkApplication, APPLICATION),
];

const CHECKERS: Checker[] = [
  orderMobile,
  orderTransaction,
  ...profileCheckers,
  ...profileCheckers.map((of) =>
    page(of, (field, value) => {
      const checked = checkProfileForm({ ...EMPTY_PROFILE_FORM, [field]: value });
      return checked.ok ? undefined : checked.fields[field as keyof typeof checked.fields];
    }),
  ),
  ...contactCheckers,
  ...contactCheckers.map((of) =>
    page(
      of,
      (field, value) => validateContactForm({ ...CONTACT, [field]: value })[field as 'email'],
    ),
  ),
  ...applicationCheckers,
  ...applicationCheckers.map((of) =>
    page(
      of,
      (field, value) => validateApplication({ ...APPLICATION, [field]: value })[field as 'email'],
    ),
  ),
];

describe.each(CHECKERS)('$name: $field', (checker) => {
  const { goods, bads } = TABLE[checker.kind];

  it.each(goods)('accepts $value', (good) => {
    const answer = checker.check(good.value);
    if (good.international && !checker.international) {
      expect(answer.error).toBe(checker.messages.invalid);
      return;
    }
    expect(answer.error).toBeUndefined();
    if (checker.answersData) expect(answer.data).toBe(good.kept ?? good.value.trim());
  });

  it.each(bads)('refuses %j', (value, kind) => {
    const expected =
      kind === 'email' ? (checkEmail(value) as { error: string }).error : checker.messages[kind];
    expect(expected).toBeDefined();
    expect(checker.check(value).error).toBe(expected);
  });
});

it('covers every field rule with at least one checker', () => {
  const kinds = new Set(CHECKERS.map((checker) => checker.kind));
  expect([...kinds].sort()).toEqual(Object.keys(TABLE).sort());
});
