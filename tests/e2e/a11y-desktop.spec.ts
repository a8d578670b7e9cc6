import { describeAccessibility } from './support/a11y-suite';
import { DESKTOP } from './support/browser';

// One file per width so the two run in parallel workers.
describeAccessibility(DESKTOP);
