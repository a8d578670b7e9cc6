import * as z from 'zod/mini';
import { LOCALES } from '../i18n/locale';
import { checkWith } from './check';

/** PUT /api/me/language and its answer: the language the academy writes to this learner in. */
export const languageSettingSchema = z.object({
  language: z.enum(LOCALES, { error: 'Choose English or বাংলা.' }),
});
export type LanguageSetting = z.infer<typeof languageSettingSchema>;

export const checkLanguageSetting = checkWith(languageSettingSchema, {
  notObject: 'Send your language as a JSON object.',
  invalid: (fields) => Object.values(fields)[0] ?? 'Choose English or বাংলা.',
});
