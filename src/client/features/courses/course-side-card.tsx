import { Button } from '../../components/ui/button';
import { AwardIcon, BookIcon, ClockIcon, FlaskIcon, ShieldIcon } from '../../components/ui/icons';
import { formatTaka } from '../../../shared/format/format';
import type { Course } from '../../../shared/catalogue/types';
import { useSession } from '../auth/session';
import { startCourse } from '../catalogue/start-course';
import { CertificateButton } from './certificate-dialog';

/** Price, 'Enroll Now' (or 'Start Learning' when free), 'Get Certificate' and what is included. */
export function CourseSideCard({ course }: { course: Course }) {
  const session = useSession();
  const isFree = course.priceBDT === 0;
  const includes = [
    { icon: BookIcon, text: `${course.lessons} lessons` },
    { icon: FlaskIcon, text: `${course.labs} hands-on labs` },
    { icon: ClockIcon, text: `${course.hours} hours of content` },
    { icon: AwardIcon, text: 'Certificate of completion' },
    { icon: ShieldIcon, text: '30-day money-back guarantee' },
  ];
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-lg">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">Course price</h2>
      <p className="mt-1 text-4xl font-bold text-slate-900">{formatTaka(course.priceBDT)}</p>
      {isFree ? null : (
        <p className="mt-1 text-sm text-slate-700">One-time payment by bKash or Nagad</p>
      )}
      <div className="mt-6 space-y-3">
        <Button size="lg" className="w-full" onClick={() => startCourse(session, course)}>
          {isFree ? 'Start Learning' : 'Enroll Now'}
        </Button>
        <CertificateButton course={course} />
      </div>
      <h3 className="mt-6 text-sm font-semibold text-slate-900">This course includes</h3>
      <ul className="mt-3 space-y-2">
        {includes.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-2 text-sm text-slate-700">
            <Icon className="h-4 w-4 shrink-0 text-brand-700" />
            {text}
          </li>
        ))}
      </ul>
    </div>
  );
}
