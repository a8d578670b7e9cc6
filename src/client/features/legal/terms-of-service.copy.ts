/** The terms of service in the page's language: the English document (terms-of-service.ts) here. */
export { termsOfService } from './terms-of-service';
