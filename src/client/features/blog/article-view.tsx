import { CardGrid } from '../../components/course-card';
import { ButtonLink } from '../../components/ui/button';
import { ArrowLeftIcon } from '../../components/ui/icons';
import { PageHeader } from '../../components/ui/page-header';
import { articles } from '../../../shared/catalogue/blog';
import type { ArticleBlock, BlogArticle } from '../../../shared/catalogue/types';
import { ArticleCard } from './article-card';
import { ArticleDateLine } from './article-date-line';
import { relatedArticles } from './blog-filter';
import { localePath } from '../../i18n/locale-path';
import { blogCopy } from './blog.copy';
import { ENGLISH_LANG, EnglishText } from '../../components/ui/english';

const copy = blogCopy.article;

function BackToBlog() {
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-2 sm:px-6">
        <a
          href={localePath('/blog')}
          className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-brand-800 hover:text-brand-900 hover:underline"
        >
          <ArrowLeftIcon /> {copy.backToBlog}
        </a>
      </div>
    </div>
  );
}

function Block({ block, codeLabel }: { block: ArticleBlock; codeLabel: string }) {
  switch (block.kind) {
    case 'p':
      return (
        <p lang={ENGLISH_LANG} className="mt-6 text-lg leading-8 text-slate-800">
          {block.text}
        </p>
      );
    case 'h2':
      return (
        <h2 lang={ENGLISH_LANG} className="mt-12 text-2xl font-bold tracking-tight text-slate-900">
          {block.text}
        </h2>
      );
    case 'ul':
      return (
        <ul
          lang={ENGLISH_LANG}
          className="mt-6 list-disc space-y-3 pl-6 text-lg leading-8 text-slate-800 marker:text-brand-700"
        >
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'code':
      return (
        // A focusable, named region so keyboard users can scroll long lines sideways.
        <pre
          role="region"
          aria-label={codeLabel}
          tabIndex={0}
          className="mt-6 max-w-full overflow-x-auto rounded-xl bg-slate-900 p-4 text-sm leading-6 text-slate-100 shadow-inner sm:p-6"
        >
          <code lang={ENGLISH_LANG}>{block.text}</code>
        </pre>
      );
  }
}

/** Header band, body blocks and 'More articles' of one article. */
export function ArticleView({
  article,
  body,
}: {
  article: BlogArticle;
  body: readonly ArticleBlock[];
}) {
  const codeBlocks: ArticleBlock[] = body.filter((block) => block.kind === 'code');
  const related = relatedArticles(articles, article.slug, 3);
  return (
    <>
      <BackToBlog />
      <PageHeader
        eyebrow={article.category}
        title={<EnglishText>{article.title}</EnglishText>}
        lead={<EnglishText>{article.excerpt}</EnglishText>}
      >
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-100">
          <span>
            {copy.by}
            <span lang={ENGLISH_LANG} className="font-semibold text-white">
              {article.author}
            </span>
          </span>
          <span aria-hidden="true">·</span>
          <ArticleDateLine article={article} />
        </p>
      </PageHeader>

      <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-12">
        {body.map((block, index) => (
          <Block
            key={index}
            block={block}
            codeLabel={copy.codeExample(
              codeBlocks.length > 1 ? codeBlocks.indexOf(block) + 1 : undefined,
            )}
          />
        ))}
        <div className="mt-12 flex flex-col gap-4 rounded-xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-slate-800">
            <span className="font-semibold text-slate-900">{copy.practiseTitle}</span>{' '}
            {copy.practiseText}
          </p>
          <ButtonLink href={localePath('/courses')} className="shrink-0">
            {copy.browseCourses}
          </ButtonLink>
        </div>
      </article>

      {related.length > 0 ? (
        <section aria-labelledby="more-articles" className="border-t border-slate-200 bg-slate-50">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="more-articles" className="text-2xl font-bold tracking-tight text-slate-900">
                {copy.moreArticles}
              </h2>
              <a
                href={localePath('/blog')}
                className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-800 hover:text-brand-900 hover:underline"
              >
                {copy.seeAll}
              </a>
            </div>
            <CardGrid
              items={related}
              itemKey={(other) => other.slug}
              renderItem={(other) => <ArticleCard article={other} />}
            />
          </div>
        </section>
      ) : null}
    </>
  );
}

/** Unknown slug: the page answers 404 and points back to the blog. */
export function ArticleNotFound() {
  const latest = relatedArticles(articles, '', 3);
  return (
    <>
      <PageHeader
        eyebrow={copy.notFoundEyebrow}
        title={copy.notFoundTitle}
        lead={copy.notFoundLead}
      >
        <ButtonLink href={localePath('/blog')} variant="light">
          <ArrowLeftIcon /> {copy.backToBlog}
        </ButtonLink>
      </PageHeader>
      <section aria-labelledby="latest-articles" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="latest-articles" className="text-2xl font-bold tracking-tight text-slate-900">
          {copy.latest}
        </h2>
        <CardGrid
          items={latest}
          itemKey={(other) => other.slug}
          renderItem={(other) => <ArticleCard article={other} />}
        />
      </section>
    </>
  );
}
