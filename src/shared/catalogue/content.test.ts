import { articleBodySlugs, loadArticleBody } from './blog-bodies';
import { describe, it, expect } from 'vitest';
import { learningPaths, rolePaths, domainPaths, findPath } from './paths';
import { pathDetails, findPathDetail } from './path-details';
import { articles, findArticle } from './blog';
import type { ArticleBlock } from './types';
import { EXPECTED_COURSE_IDS } from '../../../tests/helpers/course-ids';

const ROLE_IDS = [
  'system-administrator',
  'kubernetes-administrator',
  'site-reliability-engineer',
  'kubernetes-developer',
  'platform-engineer',
  'devops-engineer',
  'cloud-engineer',
];

const DOMAIN_IDS = [
  'cka',
  'ckad',
  'cks',
  'kcna',
  'linux',
  'kubernetes',
  'kubestronaut',
  'iac',
  'hashicorp',
  'cicd',
  'devops',
  'programming',
  'docker',
  'aws',
  'azure',
  'gcp',
  'cloud',
  'learn-by-doing',
  'artificial-intelligence',
  'it-foundations',
];

const COURSE_IDS = EXPECTED_COURSE_IDS;

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function overlaps(a: Box, b: Box): boolean {
  return Math.abs(a.x - b.x) * 2 < a.w + b.w && Math.abs(a.y - b.y) * 2 < a.h + b.h;
}

function wordCount(blocks: readonly ArticleBlock[]): number {
  const text = blocks.map((b) => (b.kind === 'ul' ? b.items.join(' ') : b.text)).join(' ');
  return text.split(/\s+/).filter((w) => w.length > 0).length;
}

describe('learning paths', () => {
  it('lists 27 paths with exactly the spec ids in order', () => {
    expect(learningPaths).toHaveLength(27);
    expect(learningPaths.map((p) => p.id)).toEqual([...ROLE_IDS, ...DOMAIN_IDS]);
  });

  it('has 7 role paths and 20 domain paths', () => {
    expect(rolePaths.map((p) => p.id)).toEqual(ROLE_IDS);
    expect(domainPaths.map((p) => p.id)).toEqual(DOMAIN_IDS);
    expect(learningPaths.filter((p) => p.kind === 'role')).toHaveLength(7);
    expect(learningPaths.filter((p) => p.kind === 'domain')).toHaveLength(20);
  });

  it('has unique ids', () => {
    const ids = learningPaths.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('links only to existing catalogue courses, at least one each', () => {
    for (const path of learningPaths) {
      expect(path.courseIds.length, path.id).toBeGreaterThan(0);
      expect(new Set(path.courseIds).size, path.id).toBe(path.courseIds.length);
      for (const courseId of path.courseIds) {
        expect(COURSE_IDS, `${path.id} -> ${courseId}`).toContain(courseId);
      }
    }
  });

  it('has complete card fields', () => {
    for (const path of learningPaths) {
      expect(path.title.length, path.id).toBeGreaterThan(0);
      expect(path.description.length, path.id).toBeGreaterThan(0);
      expect(path.skills.length, path.id).toBeGreaterThanOrEqual(4);
      expect(path.skills.length, path.id).toBeLessThanOrEqual(6);
    }
  });

  it('finds paths by id', () => {
    expect(findPath('cka')?.title).toBe('CKA: Certified Kubernetes Administrator');
    expect(findPath('nope')).toBeUndefined();
  });
});

describe('path details', () => {
  it('exist for exactly system-administrator and kubernetes-administrator', () => {
    expect(Object.keys(pathDetails).sort()).toEqual([
      'kubernetes-administrator',
      'system-administrator',
    ]);
    expect(findPathDetail('system-administrator')?.pathId).toBe('system-administrator');
    expect(findPathDetail('kubernetes-administrator')?.pathId).toBe('kubernetes-administrator');
    expect(findPathDetail('cka')).toBeUndefined();
    expect(findPathDetail('toString')).toBeUndefined();
  });

  for (const [id, detail] of Object.entries(pathDetails)) {
    describe(id, () => {
      it('matches its key and starts prerequisites with Nothing', () => {
        expect(detail.pathId).toBe(id);
        expect(findPath(id)).toBeDefined();
        expect(detail.prerequisites[0]).toBe('Nothing');
        expect(new Set(detail.prerequisites).size).toBe(detail.prerequisites.length);
      });

      it('connects steps only to existing step ids, with one final step', () => {
        const stepIds = new Set(detail.steps.map((s) => s.id));
        expect(stepIds.size).toBe(detail.steps.length);
        for (const step of detail.steps) {
          for (const next of step.connections) {
            expect(stepIds, `${step.id} -> ${next}`).toContain(next);
            expect(next).not.toBe(step.id);
          }
        }
        expect(detail.steps.filter((s) => s.connections.length === 0)).toHaveLength(1);
      });

      it('keeps positions within 0-100', () => {
        const cards = detail.cardPlacements.map((c) => ({ ...c, id: c.courseId }));
        for (const item of [...detail.steps, ...cards]) {
          expect(item.x, item.id).toBeGreaterThanOrEqual(0);
          expect(item.x, item.id).toBeLessThanOrEqual(100);
          expect(item.y, item.id).toBeGreaterThanOrEqual(0);
          expect(item.y, item.id).toBeLessThanOrEqual(100);
        }
      });

      it('lays out steps and course cards without overlaps', () => {
        const boxes = [
          ...detail.steps.map((s) => ({ id: s.id, x: s.x, y: s.y, w: 18, h: 9 })),
          ...detail.cardPlacements.map((c) => ({ id: c.courseId, x: c.x, y: c.y, w: 22, h: 18 })),
        ];
        for (const [i, a] of boxes.entries()) {
          for (const b of boxes.slice(i + 1)) {
            expect(overlaps(a, b), `${a.id} overlaps ${b.id}`).toBe(false);
          }
        }
      });

      it('places at least three course cards', () => {
        expect(detail.cardPlacements.length).toBeGreaterThanOrEqual(3);
      });
    });
  }
});

describe('blog articles', () => {
  it('has six articles with exactly one featured', () => {
    expect(articles).toHaveLength(6);
    expect(articles.filter((a) => a.featured)).toHaveLength(1);
  });

  it('has unique kebab-case slugs that findArticle resolves', () => {
    const slugs = articles.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) {
      expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(findArticle(slug)?.slug).toBe(slug);
    }
    expect(findArticle('missing')).toBeUndefined();
  });

  it('spreads over six distinct categories with valid dates', () => {
    expect(new Set(articles.map((a) => a.category)).size).toBe(6);
    for (const article of articles) {
      expect(article.date).toMatch(/^2024-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(article.date))).toBe(false);
    }
  });

  it('has real bodies of at least 400 words', async () => {
    for (const article of articles) {
      const body = await loadArticleBody(article.slug);
      expect(wordCount(body), article.slug).toBeGreaterThanOrEqual(400);
      expect(
        body.some((b) => b.kind === 'h2'),
        article.slug,
      ).toBe(true);
      expect(
        body.some((b) => b.kind === 'ul'),
        article.slug,
      ).toBe(true);
    }
  });
});

describe('article bodies', () => {
  it('exist for every article and for no other slug', async () => {
    expect([...articleBodySlugs].sort()).toEqual(articles.map((a) => a.slug).sort());
    expect(await loadArticleBody('no-such-article')).toEqual([]);
    expect(await loadArticleBody('../types')).toEqual([]);
  });
});

describe('article code samples', () => {
  const indent = (line: string) => line.length - line.trimStart().length;
  it('keep their nesting: a line opening a block is not followed by a line at its own depth', async () => {
    // An empty YAML key may be followed by a shallower line; never by one at the same depth.
    for (const article of articles) {
      for (const block of await loadArticleBody(article.slug)) {
        if (block.kind !== 'code') continue;
        const lines = block.text.split('\n').filter((line) => line.trim() !== '');
        lines.forEach((line, index) => {
          const next = lines[index + 1];
          if (!next || !/[:{]$/.test(line.trim()) || line.trim().startsWith('#')) return;
          if (/^[}\]]/.test(next.trim()) || next.trim().startsWith('- ')) return;
          expect(indent(next), `${article.slug}: "${line.trim()}" → "${next.trim()}"`).not.toBe(
            indent(line),
          );
        });
      }
    }
  });
});
