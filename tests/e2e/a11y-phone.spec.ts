import { describeAccessibility } from './support/a11y-suite';
import { PHONE } from './support/browser';

// The desktop width is checked in routes.spec.ts, in the same visit as each page's texts; this
// file runs beside it in the other worker.
describeAccessibility(PHONE);
