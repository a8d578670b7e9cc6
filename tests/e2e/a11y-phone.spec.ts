import { describeAccessibility } from './support/a11y-suite';
import { PHONE } from './support/browser';

// One file per width so the two run in parallel workers.
describeAccessibility(PHONE);
