/**
 * Where 'Apply Now' leads until the application form arrives: the contact page, with the subject
 * pre-filled from `?subject=`.
 */
export function applicationHref(positionTitle: string): string {
  return `/contact?subject=${encodeURIComponent(`Application: ${positionTitle}`)}`;
}
