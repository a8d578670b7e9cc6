import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import type { CourseOutline } from '../../../shared/schemas/learn';
import type { ApiFailure, ApiResult } from '../../lib/api-client';
import { fetchOutline } from './learn-api';
import { learnPath, notEnrolledPath, signInPath, startItem } from './learn-paths';
import { learnCopy } from './learn.copy';
import { PAGE_LOCALE } from '../../i18n/page-locale.copy';
import { localePath, splitLocale } from '../../i18n/locale-path';

/**
 * The server's outline (progress, what is open) with the page's own titles: the server writes
 * English, and a Bangla page's shell carries its module and lesson titles in Bangla.
 */
function withShellTitles(outline: CourseOutline, shell: CourseOutline): CourseOutline {
  if (PAGE_LOCALE === 'en') return outline;
  const titles = new Map<string, string>();
  for (const module of shell.modules) {
    titles.set(`module:${module.id}`, module.title);
    for (const item of module.items) titles.set(item.id, item.title);
  }
  return {
    ...outline,
    modules: outline.modules.map((module) => ({
      ...module,
      title: titles.get(`module:${module.id}`) ?? module.title,
      items: module.items.map((item) => ({ ...item, title: titles.get(item.id) ?? item.title })),
    })),
  };
}

export function isPreview(shell: CourseOutline, id: string | null): boolean {
  return shell.modules.some((module) =>
    module.items.some((item) => item.id === id && item.preview),
  );
}

/**
 * The course outline with the learner's progress and the item open, kept in step with the
 * address bar; `refuse` sends a signed-out or not-enrolled learner away (once).
 */
/** What the outline hook gives the player's other hooks. */
export type CourseOutlineState = ReturnType<typeof useCourseOutline>;

export function useCourseOutline(
  shell: CourseOutline,
  initialItemId: string | null,
  go: (href: string) => void,
  isSignedIn: () => Promise<boolean>,
) {
  const courseId = shell.courseId;
  const [outline, setOutline] = useState(shell);
  const [tracked, setTracked] = useState(false);
  const [itemId, setItemId] = useState(initialItemId);
  const left = useRef(false);
  const signedIn = useRef<Promise<boolean> | null>(null);

  const leave = (href: string) => {
    if (left.current) return;
    left.current = true;
    go(href);
  };
  const refuse = (failure: ApiFailure) => {
    if (failure.status === 401) leave(signInPath(window.location.pathname));
    else if (failure.status === 403) leave(notEnrolledPath(courseId));
  };
  // Asked once, before any call, so a signed-out visitor causes no failing (401) request.
  const signedInOnce = () => (signedIn.current ??= isSignedIn());
  const askSignedIn = useEffectEvent(signedInOnce);

  const applyOutline = useEffectEvent((result: ApiResult<CourseOutline> | 'signed-out') => {
    if (result === 'signed-out') {
      // Only the preview lesson is open to everyone.
      if (!isPreview(shell, itemId)) leave(signInPath(window.location.pathname));
      return;
    }
    if (result.ok) {
      setOutline(withShellTitles(result.data, shell));
      setTracked(true);
      if (itemId === null) {
        const start = startItem(result.data);
        if (start) {
          window.history.replaceState(null, '', localePath(learnPath(courseId, start)));
          setItemId(start);
        }
      }
    } else if (result.status === 401 || result.status === 403) {
      if (!isPreview(shell, itemId)) refuse(result);
    } else {
      toast({
        title: learnCopy.player.progressFailed,
        description: result.message,
        variant: 'destructive',
      });
    }
  });

  useEffect(() => {
    void askSignedIn()
      .then((known): Promise<ApiResult<CourseOutline> | 'signed-out'> | 'signed-out' =>
        known ? fetchOutline(courseId) : 'signed-out',
      )
      .then(applyOutline);
  }, [courseId]);

  // Back and forward move between items the player opened.
  useEffect(() => {
    const onPop = () => {
      const [, , course, item] = splitLocale(window.location.pathname).path.split('/');
      if (course === courseId) setItemId(item ?? null);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [courseId]);

  return { outline, setOutline, tracked, itemId, setItemId, refuse, signedInOnce };
}
