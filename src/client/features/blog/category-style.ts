import type { BlogCategory } from '../../../shared/catalogue/types';

/** The gradient behind each article's emoji image (decorative, so no contrast needs). */
const GRADIENTS: Record<BlogCategory, string> = {
  DevOps: 'from-brand-100 to-indigo-100',
  AWS: 'from-amber-100 to-orange-100',
  Azure: 'from-sky-100 to-indigo-100',
  Kubernetes: 'from-indigo-100 to-brand-100',
  Docker: 'from-sky-100 to-brand-100',
  Terraform: 'from-violet-100 to-indigo-100',
  'CI/CD': 'from-emerald-100 to-brand-100',
};

export function categoryGradient(category: BlogCategory): string {
  return GRADIENTS[category];
}
