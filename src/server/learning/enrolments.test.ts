import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  ENGINES,
  type TestDatabase,
} from '../../../tests/helpers/test-databases';
import { findCourse } from '../../shared/catalogue/courses';
import type { Course } from '../../shared/catalogue/types';
import type { CourseCatalogue } from './enrolments';
import {
  enrollForVerifiedOrder,
  enrollInFreeCourse,
  isEnrolled,
  listEnrollments,
  findProduct,
  mayBuyProduct,
  programmesWithLab,
  myCourses,
} from './enrolments';

const paid: Course = findCourse('docker-fundamentals') ?? fail('missing course');
const free: Course = { ...paid, id: 'free-intro', title: 'Free Intro', priceBDT: 0 };
const catalogue: CourseCatalogue = {
  findCourse: (id) => [paid, free].find((course) => course.id === id),
};
function fail(message: string): never {
  throw new Error(message);
}
const NOW = new Date('2026-01-02T03:04:05.000Z');

describe.each(ENGINES)('the enrolment rules on %s', (engine) => {
  let testDb: TestDatabase | undefined;
  afterEach(async () => {
    await testDb?.cleanup();
    testDb = undefined;
  });

  async function setUp() {
    testDb = await createTestDatabase(engine);
    const { db } = testDb.database;
    const now = NOW.toISOString();
    for (const id of ['u-rafi', 'u-mitu']) {
      await sql`insert into "user" ("id", "name", "email", "emailVerified", "createdAt", "updatedAt")
        values (${id}, ${id}, ${`${id}@example.com`}, ${engine === 'postgres' ? true : 1}, ${now}, ${now})`.execute(
        db,
      );
    }
    return db;
  }

  async function addOrder(
    db: Awaited<ReturnType<typeof setUp>>,
    id: string,
    status: 'pending' | 'verified' | 'rejected',
  ) {
    await db
      .insertInto('orders')
      .values({
        id,
        user_id: 'u-rafi',
        course_id: paid.id,
        course_title: paid.title,
        amount: paid.priceBDT,
        payment_method: 'bkash',
        mobile_number: '01712345678',
        transaction_id: `TX${id}`,
        payment_status: status,
        created_at: NOW.toISOString(),
        reviewed_by: null,
        reviewed_at: null,
        review_note: null,
      })
      .execute();
  }

  it('starts a free course at once, once, and for that learner only', async () => {
    const db = await setUp();
    const started = await enrollInFreeCourse(db, catalogue, 'u-rafi', free.id, NOW);
    expect(started).toEqual({
      ok: true,
      value: {
        courseId: free.id,
        courseTitle: 'Free Intro',
        kind: 'course',
        enrolledAt: NOW.toISOString(),
        orderId: null,
      },
    });
    expect(await isEnrolled(db, 'u-rafi', free.id)).toBe(true);
    expect(await isEnrolled(db, 'u-mitu', free.id)).toBe(false);
    expect(await enrollInFreeCourse(db, catalogue, 'u-rafi', free.id, NOW)).toMatchObject({
      ok: false,
      status: 409,
      code: 'already_enrolled',
    });
    expect(await listEnrollments(db, catalogue, 'u-rafi')).toEqual([
      {
        courseId: free.id,
        courseTitle: 'Free Intro',
        kind: 'course',
        enrolledAt: NOW.toISOString(),
        orderId: null,
      },
    ]);
  });

  it('never starts a paid or unknown course without an order', async () => {
    const db = await setUp();
    expect(await enrollInFreeCourse(db, catalogue, 'u-rafi', paid.id)).toMatchObject({
      ok: false,
      status: 403,
      code: 'payment_required',
    });
    for (const courseId of ['no-such-course', 42, undefined]) {
      expect(await enrollInFreeCourse(db, catalogue, 'u-rafi', courseId)).toMatchObject({
        ok: false,
        status: 400,
        code: 'invalid_input',
        fields: { courseId: 'There is no such course.' },
      });
    }
    expect(await myCourses(db, 'u-rafi')).toEqual({ enrolled: [], pending: [] });
  });

  it('lets a learner buy only a paid course or programme they do not own', async () => {
    const db = await setUp();
    const paidProduct = findProduct(catalogue, paid.id) ?? fail('missing product');
    const freeProduct = findProduct(catalogue, free.id) ?? fail('missing product');
    const programme = findProduct(catalogue, 'docker-hands-on-labs') ?? fail('missing programme');
    expect(paidProduct).toEqual({
      id: paid.id,
      title: paid.title,
      priceBDT: paid.priceBDT,
      kind: 'course',
      onSale: true,
    });
    expect(programme).toEqual({
      id: 'docker-hands-on-labs',
      title: 'Docker Hands-on Labs',
      priceBDT: 7000,
      kind: 'programme',
      onSale: true,
    });
    // A programme in preparation (no labs) cannot be bought by anyone.
    const preparing = findProduct(catalogue, 'aws-insight-architecture-labs') ?? fail('missing');
    expect(preparing.onSale).toBe(false);
    expect(await mayBuyProduct(db, 'u-rafi', preparing)).toMatchObject({
      ok: false,
      status: 409,
      code: 'not_on_sale',
    });
    expect(findProduct(catalogue, 'no-such-thing')).toBeUndefined();
    expect(await mayBuyProduct(db, 'u-rafi', paidProduct)).toEqual({
      ok: true,
      value: paidProduct,
    });
    expect(await mayBuyProduct(db, 'u-rafi', freeProduct)).toMatchObject({
      ok: false,
      status: 409,
      code: 'free_course',
    });
    await addOrder(db, 'o-1', 'verified');
    await enrollForVerifiedOrder(
      db,
      { id: 'o-1', user_id: 'u-rafi', course_id: paid.id },
      NOW.toISOString(),
    );
    expect(await mayBuyProduct(db, 'u-rafi', paidProduct)).toMatchObject({
      ok: false,
      status: 409,
      code: 'already_enrolled',
    });
    expect(await mayBuyProduct(db, 'u-mitu', paidProduct)).toEqual({
      ok: true,
      value: paidProduct,
    });
    expect(await mayBuyProduct(db, 'u-rafi', programme)).toEqual({ ok: true, value: programme });
  });

  it('knows which programmes bundle a lab', () => {
    expect(programmesWithLab('docker-write-a-dockerfile')).toEqual(
      expect.arrayContaining(['devops-engineering-bootcamp', 'docker-hands-on-labs']),
    );
    expect(programmesWithLab('no-such-lab')).toEqual([]);
  });

  it('enrols on a verified order once, and shows waiting payments apart from owned courses', async () => {
    const db = await setUp();
    await addOrder(db, 'o-1', 'pending');
    expect(await myCourses(db, 'u-rafi')).toEqual({ enrolled: [], pending: [paid.id] });
    await db.updateTable('orders').set({ payment_status: 'verified' }).execute();
    const order = { id: 'o-1', user_id: 'u-rafi', course_id: paid.id };
    await enrollForVerifiedOrder(db, order, NOW.toISOString());
    await enrollForVerifiedOrder(db, order, new Date().toISOString());
    expect(await myCourses(db, 'u-rafi')).toEqual({ enrolled: [paid.id], pending: [] });
    expect(await listEnrollments(db, catalogue, 'u-rafi')).toEqual([
      {
        courseId: paid.id,
        courseTitle: paid.title,
        kind: 'course',
        enrolledAt: NOW.toISOString(),
        orderId: 'o-1',
      },
    ]);
  });
});
