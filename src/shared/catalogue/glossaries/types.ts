/** One entry of a course's Bangla glossary. */
export interface GlossaryTerm {
  /** The term as the English lessons write it (a tool's or command's name stays as typed). */
  term: string;
  /** What a Bangladeshi learner calls it: the glossary's Bangla word, or the term itself in Latin script when people say it so. */
  bangla: string;
  /** One or two sentences in Bangla: what it is and why it matters in this course. */
  meaning: string;
}
