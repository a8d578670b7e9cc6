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
  Noto Sans Bengali Amazon Web Services Microsoft Entra Pipelines Artifacts Key Vault Compute
  Engine Storage Run Build Registry Artifact Budgets Cost Explorer GuardDuty Inspector Config
  Elastic Block Store Load Balancing Well-Architected Framework On-Demand Reserved Repos Boards
  Horizontal Pod Autoscaler Security Standards Certified Application Developer Specialist
  Native Associate Administrator Kubestronaut HashiCorp Practitioner Engineer Platform
  Fundamentals Mastery Automation Administration System Infrastructure Logical Volume Manager
  Configuration as Code ps logs exec stop init plan apply state mv rm Design Engineers
  Hands-on Labs Labs- Machine Learning Insight Architecture DevSecOps`.split(/\s+/),
);

/** The Latin-script words of a page's visible text and labels, outside what is marked English. */
export function englishLeft(document: Document): string[] {
  const root = document.getElementById('root');
  if (!root) return ['(no #root)'];
  for (const element of root.querySelectorAll('[lang="en"], code, pre, kbd, script, style')) {
    element.remove();
  }
  // Each text node on its own: adjacent elements' words must not run together.
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    texts.push(node.textContent ?? '');
  }
  // A label can carry no `lang` of its own: one that mixes Bangla with an English title
  // ("আরও পড়ুন: Terraform State Done Right") is translated; one with no Bangla at all is not.
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name) ?? '';
      if (!/[\u0980-\u09FF]/.test(value)) texts.push(value);
    }
  }
  return texts.flatMap(englishSentences);
}

/** Latin words that may follow each other in a Bangla sentence without being an English one. */
const RUN = /[A-Za-z][A-Za-z0-9'’.+#/-]*(?:[\s,:()&-]+[A-Za-z][A-Za-z0-9'’.+#/-]*)*/g;

/**
 * The English sentences in a text: runs of Latin-script words, less the allowed names, that keep
 * three words or more. A tool or product name in a Bangla sentence (Azure Key Vault, Cloud Run)
 * is one or two words; a sentence, a heading or a button left in English is more.
 */
export function englishSentences(text: string): string[] {
  return (text.match(RUN) ?? []).filter((run) => {
    const words = run.split(/[\s,:()&-]+/).filter(Boolean);
    const unknown = words.filter(
      // Codes and ids (an order's UUID, "EC2") hold digits: they are not English words.
      (word) => !ALLOWED_LATIN.has(word) && !/^[A-Z0-9.+#/-]+$/.test(word) && !/\d/.test(word),
    );
    return unknown.length >= 3;
  });
}
