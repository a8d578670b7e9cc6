import { labSessionCopy } from '../../features/lab-session/lab-session.copy';
import { LabSessionNotFound } from '../../features/lab-session/lab-session-frame';
import { LabSessionView } from '../../features/lab-session/lab-session-view';
import { adoptLabShell, findLabShell, labShell } from '../../features/lab-session/lab-shell';
import type { PageModule, PageProps } from '../page';

function LabSessionPage({ route }: PageProps) {
  const shell = labShell(route.id);
  if (!shell) return <LabSessionNotFound />;
  return <LabSessionView shell={shell} />;
}

export const page: PageModule = {
  Page: LabSessionPage,
  prepare: async (route) => {
    // The browser adopts the facts the page was prerendered with (no curricula to load).
    if (typeof document === 'undefined') await findLabShell(route.id);
    else adoptLabShell(route.id, document);
  },
  meta: (route) => {
    const shell = labShell(route.id);
    if (!shell) {
      return {
        title: labSessionCopy.meta.notFoundTitle,
        description: labSessionCopy.meta.notFoundDescription,
        status: 404,
        noindex: true,
      };
    }
    return {
      title: labSessionCopy.meta.title(shell.title),
      description: labSessionCopy.meta.description(shell.minutes),
      // A learner's own session, not a page to find through search.
      noindex: true,
    };
  },
};
