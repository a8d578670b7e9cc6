import { ClockIcon } from '../../components/ui/icons';
import { formatCalendarDate } from '../../i18n/format.copy';
import type { BlogArticle } from '../../../shared/catalogue/types';
import { blogCopy } from './blog.copy';

/** 'date · read time', inside whichever byline the card or the article page sets around it. */
export function ArticleDateLine({ article }: { article: BlogArticle }) {
  return (
    <>
      <time dateTime={article.date}>{formatCalendarDate(article.date)}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <ClockIcon className="h-3.5 w-3.5" /> {blogCopy.readTime(article.readTime)}
      </span>
    </>
  );
}
