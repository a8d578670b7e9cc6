import { useRef } from 'react';
import { CardGrid } from '../../components/course-card';
import { Button } from '../../components/ui/button';
import { articles } from '../../../shared/catalogue/blog';
import { BLOG_CATEGORIES } from '../../../shared/catalogue/types';
import { ArticleCard, FeaturedArticleCard } from './article-card';
import { filterArticles, resultSummary, splitFeatured, type BlogFilter } from './blog-filter';
import { selectBlogCategory, useBlogCategory } from './category-url';
import { blogCopy } from './blog.copy';

const copy = blogCopy.list;

/** Category chips (toggle buttons) and the filtered articles: the featured one first, big. */
export function BlogList() {
  // Long: the chips and the articles they filter, in one markup.
  const category = useBlogCategory();
  const allChip = useRef<HTMLButtonElement>(null);
  const visible = filterArticles(articles, category);
  const { featured, others } = splitFeatured(visible);
  const empty = visible.length === 0;

  const choose = (chip: BlogFilter) => {
    // Pressing the selected category again turns the filter off.
    selectBlogCategory(chip === category ? 'All' : chip);
  };

  const showAll = () => {
    selectBlogCategory('All');
    // The button disappears with the empty state; keep the keyboard focus on the filters.
    allChip.current?.focus();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
      <div role="group" aria-label={copy.filterLabel} className="flex flex-wrap gap-2">
        {BLOG_CATEGORIES.map((chip) => {
          const pressed = chip === category;
          return (
            <button
              key={chip}
              ref={chip === 'All' ? allChip : undefined}
              type="button"
              aria-pressed={pressed}
              onClick={() => choose(chip)}
              className={`min-h-10 rounded-full border px-4 text-sm font-semibold transition-colors ${
                pressed
                  ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700 hover:text-brand-800'
              }`}
            >
              {chip === 'All' ? copy.all : chip}
            </button>
          );
        })}
      </div>

      <div
        className={
          empty
            ? 'mt-8 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center'
            : 'mt-6'
        }
      >
        <p
          role="status"
          className={empty ? 'text-lg font-semibold text-slate-900' : 'text-sm text-slate-700'}
        >
          {resultSummary(visible.length, category)}
        </p>
        {empty ? (
          <>
            <p className="mx-auto mt-2 max-w-md text-slate-700">{copy.emptyText}</p>
            <Button className="mt-6" onClick={showAll}>
              {copy.showAll}
            </Button>
          </>
        ) : null}
      </div>

      {featured ? (
        <section aria-label={copy.featuredLabel} className="mt-6">
          <FeaturedArticleCard article={featured} />
        </section>
      ) : null}

      {others.length > 0 ? (
        <section aria-labelledby="latest-articles" className="mt-12">
          <h2 id="latest-articles" className="text-2xl font-bold tracking-tight text-slate-900">
            {featured
              ? copy.latest
              : copy.categoryArticles(category === 'All' ? undefined : category)}
          </h2>
          <CardGrid
            items={others}
            itemKey={(article) => article.slug}
            renderItem={(article) => <ArticleCard article={article} />}
          />
        </section>
      ) : null}
    </div>
  );
}
