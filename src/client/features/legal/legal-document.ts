/** Legal pages as data: a title, a date and sections of paragraphs and lists. */

export type LegalBlock = { kind: 'p'; text: string } | { kind: 'ul'; items: string[] };

export interface LegalSection {
  /** Anchor for the table of contents, e.g. 'cookies'. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** ISO date shown as 'Last updated: December 15, 2024'. */
  lastUpdated: string;
  intro: string;
  sections: LegalSection[];
}

export const LEGAL_LAST_UPDATED = '2024-12-15';
/**
 * Stands for the support address in the text; the view shows the server's SUPPORT_EMAIL there
 * as a mailto link, so the address is configured in one place and never written in the data.
 */
export const LEGAL_CONTACT_EMAIL = '{support-email}';

export const p = (text: string): LegalBlock => ({ kind: 'p', text });
export const ul = (...items: string[]): LegalBlock => ({ kind: 'ul', items });
