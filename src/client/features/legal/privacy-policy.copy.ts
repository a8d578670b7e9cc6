/** The privacy policy in the page's language: the English document (privacy-policy.ts) here. */
export { privacyPolicy } from './privacy-policy';
