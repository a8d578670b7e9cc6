import { StarIcon } from '../../components/ui/icons';
import { courseTermsCopy } from './course-terms.copy';

const copy = courseTermsCopy.rating;

/** Five star icons, then the score and an optional review count ('4.8 (324 reviews)'). */
export function StarRating({
  score,
  reviews,
  tone = 'light',
}: {
  score: string;
  reviews?: number;
  tone?: 'light' | 'dark';
}) {
  const textClass = tone === 'light' ? 'text-white' : 'text-slate-900';
  const subtleClass = tone === 'light' ? 'text-slate-100' : 'text-slate-700';
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="flex items-center gap-0.5 text-amber-400">
        {[1, 2, 3, 4, 5].map((star) => (
          <StarIcon key={star} className="h-4 w-4" />
        ))}
      </span>
      <span className={`font-semibold ${textClass}`}>
        <span className="sr-only">{copy.before}</span>
        {copy.score(score)}
        <span className="sr-only">{copy.after}</span>
      </span>
      {reviews !== undefined ? <span className={subtleClass}>{copy.reviews(reviews)}</span> : null}
    </p>
  );
}
