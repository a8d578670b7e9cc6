import { Badge } from '../../components/ui/badge';
import { ArrowRightIcon } from '../../components/ui/icons';
import type { BlogArticle } from '../../../shared/catalogue/types';
import { ArticleDateLine } from './article-date-line';
import { categoryGradient } from './category-style';
import { localePath } from '../../i18n/locale-path';
import { blogCopy } from './blog.copy';
import { ENGLISH_LANG } from '../../components/ui/english';

const copy = blogCopy.card;

function ArticleByline({ article }: { article: BlogArticle }) {
  return (
    <div className="text-sm text-slate-700">
      <p lang={ENGLISH_LANG} className="font-semibold text-slate-900">
        {article.author}
      </p>
      <p className="mt-0.5 flex flex-wrap items-center gap-x-2">
        <ArticleDateLine article={article} />
      </p>
    </div>
  );
}

function ReadMoreLink({ article }: { article: BlogArticle }) {
  return (
    <a
      href={localePath(`/blog/${article.slug}`)}
      aria-label={copy.readMoreLabel(article.title)}
      className="inline-flex min-h-10 items-center gap-1.5 font-semibold text-brand-800 hover:text-brand-900 hover:underline"
    >
      {copy.readMore} <ArrowRightIcon />
    </a>
  );
}

/** The big card the blog page opens with. */
export function FeaturedArticleCard({ article }: { article: BlogArticle }) {
  return (
    <article className="grid overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm md:grid-cols-5">
      <div
        className={`flex min-h-48 items-center justify-center bg-gradient-to-br md:col-span-2 md:min-h-full ${categoryGradient(article.category)}`}
      >
        <span className="text-8xl" aria-hidden="true">
          {article.image}
        </span>
      </div>
      <div className="flex flex-col gap-4 p-6 sm:p-8 md:col-span-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="brand">{copy.featured}</Badge>
          <Badge>{article.category}</Badge>
        </div>
        <h2
          lang={ENGLISH_LANG}
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          {article.title}
        </h2>
        <p lang={ENGLISH_LANG} className="text-base text-slate-700 sm:text-lg">
          {article.excerpt}
        </p>
        <ArticleByline article={article} />
        <div>
          <ReadMoreLink article={article} />
        </div>
      </div>
    </article>
  );
}

/** A card in the article grid (blog list and 'More articles'). */
export function ArticleCard({
  article,
  headingLevel = 3,
}: {
  article: BlogArticle;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div
        className={`flex h-36 items-center justify-center bg-gradient-to-br ${categoryGradient(article.category)}`}
      >
        <span className="text-6xl" aria-hidden="true">
          {article.image}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div>
          <Badge>{article.category}</Badge>
        </div>
        <Heading lang={ENGLISH_LANG} className="text-lg font-bold text-slate-900">
          {article.title}
        </Heading>
        <p lang={ENGLISH_LANG} className="flex-1 text-sm text-slate-700">
          {article.excerpt}
        </p>
        <ArticleByline article={article} />
        <div className="border-t border-slate-100 pt-2">
          <ReadMoreLink article={article} />
        </div>
      </div>
    </article>
  );
}
