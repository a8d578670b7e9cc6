/**
 * A page title made of a name that stays English on every page (a course, programme, lab or
 * article title): as it is on English pages; on Bangla pages followed by what it is, in Bangla,
 * so the title says it in the page's language.
 */
export const entityTitle = {
  course: (title: string) => title,
  programme: (title: string) => title,
  lab: (title: string) => title,
  /** A lesson whose title is a product's name, the same in both languages (Horizontal Pod Autoscaler). */
  lesson: (title: string) => title,
  article: (title: string) => title,
  /** A description written in English (a free lesson's summary, an article's excerpt). */
  englishSummary: (summary: string) => summary,
};
