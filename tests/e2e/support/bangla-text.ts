/**
 * What may stay in Latin script on a Bangla page: tool, product and brand names
 * (docs/bangla-glossary.md), code, and text the page itself marks as English (`lang="en"`: lesson
 * and lab texts, blog articles, which are in English by design). Everything else is a sentence
 * left untranslated. The words below are matched whole and case-sensitively.
 */
export const ALLOWED_LATIN = new Set(
  `Shikhon Academy Docker Kubernetes kubectl Terraform Ansible Jenkins Linux AWS Azure Google Cloud
  GCP GitHub GitLab Actions bKash Nagad LinkedIn XP DevOps CI CD SOC GDPR PDF QR ID URL API
  Helm Prometheus Grafana YAML JSON Git Bash SSH HTTP HTTPS DNS EC2 S3 IAM VPC CKA CKAD
  AZ AZ-104 AZ-400 Compose Dockerfile ArgoCD Argo
  Discord Facebook YouTube MLOps SRE Ubuntu Debian Nginx nginx IaC OpenID Gmail
  Noto Sans Bengali`.split(/\s+/),
);

/** The Latin-script words of a page's visible text and labels, outside what is marked English. */
export function englishLeft(document: Document): string[] {
  const root = document.getElementById('root');
  if (!root) return ['(no #root)'];
  for (const element of root.querySelectorAll('[lang="en"], code, pre, kbd, script, style')) {
    element.remove();
  }
  const texts = [root.textContent ?? ''];
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      texts.push(element.getAttribute(name) ?? '');
    }
  }
  const words = texts.join(' ').match(/[A-Za-z][A-Za-z0-9'’.+#/-]*[A-Za-z0-9+#]|[A-Za-z]/g) ?? [];
  return words.filter((word) => !ALLOWED_LATIN.has(word) && !/^[A-Z0-9.+#/-]+$/.test(word));
}
