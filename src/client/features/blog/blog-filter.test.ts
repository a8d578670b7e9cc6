import { describe, expect, it } from 'vitest';
import { articles } from '../../../shared/catalogue/blog';
import type { BlogArticle, BlogCategory } from '../../../shared/catalogue/types';
import {
  categorySearch,
  filterArticles,
  parseCategory,
  relatedArticles,
  resultSummary,
  splitFeatured,
} from './blog-filter';

function article(
  slug: string,
  category: BlogCategory,
  date: string,
  featured = false,
): BlogArticle {
  return {
    slug,
    title: slug,
    excerpt: '',
    author: 'A',
    date,
    category,
    readTime: '5 min read',
    image: '📝',
    featured,
  };
}

const list = [
  article('k8s-old', 'Kubernetes', '2024-01-01'),
  article('docker', 'Docker', '2024-03-01'),
  article('k8s-featured', 'Kubernetes', '2024-02-01', true),
  article('aws', 'AWS', '2024-04-01'),
  article('k8s-new', 'Kubernetes', '2024-05-01'),
];

describe('parseCategory', () => {
  it('defaults to All', () => {
    expect(parseCategory('')).toBe('All');
    expect(parseCategory('?other=1')).toBe('All');
    expect(parseCategory('?category=')).toBe('All');
  });

  it('reads a known category, ignoring case', () => {
    expect(parseCategory('?category=Docker')).toBe('Docker');
    expect(parseCategory('?category=kubernetes')).toBe('Kubernetes');
    expect(parseCategory('?category=CI%2FCD')).toBe('CI/CD');
    expect(parseCategory('?category=ci/cd')).toBe('CI/CD');
  });

  it('falls back to All for an unknown category', () => {
    expect(parseCategory('?category=Cobol')).toBe('All');
  });
});

describe('categorySearch', () => {
  it('sets and clears the parameter, keeping others', () => {
    expect(categorySearch('', 'Docker')).toBe('?category=Docker');
    expect(categorySearch('?category=Docker', 'All')).toBe('');
    expect(categorySearch('?ref=mail&category=AWS', 'CI/CD')).toBe('?ref=mail&category=CI%2FCD');
    expect(categorySearch('?ref=mail&category=AWS', 'All')).toBe('?ref=mail');
  });

  it('round-trips through parseCategory', () => {
    for (const category of ['DevOps', 'CI/CD', 'Azure'] as const) {
      expect(parseCategory(categorySearch('', category))).toBe(category);
    }
  });
});

describe('filterArticles', () => {
  it('keeps everything for All', () => {
    expect(filterArticles(list, 'All')).toHaveLength(5);
  });

  it('keeps only the chosen category', () => {
    expect(filterArticles(list, 'Kubernetes').map((a) => a.slug)).toEqual([
      'k8s-old',
      'k8s-featured',
      'k8s-new',
    ]);
    expect(filterArticles(list, 'Terraform')).toEqual([]);
  });

  it('has no DevOps articles in the built-in blog, and one article for each other category', () => {
    expect(filterArticles(articles, 'DevOps')).toEqual([]);
    for (const category of [
      'AWS',
      'Azure',
      'Kubernetes',
      'Docker',
      'Terraform',
      'CI/CD',
    ] as const) {
      expect(filterArticles(articles, category)).toHaveLength(1);
    }
  });
});

describe('splitFeatured', () => {
  it('puts the featured article apart and sorts the others newest first', () => {
    const { featured, others } = splitFeatured(list);
    expect(featured?.slug).toBe('k8s-featured');
    expect(others.map((a) => a.slug)).toEqual(['k8s-new', 'aws', 'docker', 'k8s-old']);
  });

  it('has no featured article when the filter removed it', () => {
    const { featured, others } = splitFeatured(filterArticles(list, 'Docker'));
    expect(featured).toBeUndefined();
    expect(others.map((a) => a.slug)).toEqual(['docker']);
  });
});

describe('relatedArticles', () => {
  it('prefers the same category, then the newest, never the article itself', () => {
    expect(relatedArticles(list, 'k8s-old').map((a) => a.slug)).toEqual([
      'k8s-new',
      'k8s-featured',
      'aws',
    ]);
    expect(relatedArticles(list, 'docker', 2).map((a) => a.slug)).toEqual(['k8s-new', 'aws']);
  });

  it('returns the newest articles for an unknown slug', () => {
    expect(relatedArticles(list, 'nope').map((a) => a.slug)).toEqual(['k8s-new', 'aws', 'docker']);
  });
});

describe('resultSummary', () => {
  it('describes the list', () => {
    expect(resultSummary(6, 'All')).toBe('Showing all 6 articles');
    expect(resultSummary(1, 'Docker')).toBe('Showing 1 article in Docker');
    expect(resultSummary(0, 'DevOps')).toBe('No articles in DevOps yet.');
  });
});
