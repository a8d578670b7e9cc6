import { ClockIcon } from '../../components/ui/icons';
import { formatDate } from '../../../shared/format/format';
import type { BlogArticle } from '../../../shared/catalogue/types';

/** 'date · read time', inside whichever byline the card or the article page sets around it. */
export function ArticleDateLine({ article }: { article: BlogArticle }) {
  return (
    <>
      <time dateTime={article.date}>{formatDate(article.date)}</time>
      <span aria-hidden="true">·</span>
      <span className="inline-flex items-center gap-1">
        <ClockIcon className="h-3.5 w-3.5" /> {article.readTime}
      </span>
    </>
  );
}
