import type { AllText, PathDetailId, PathDetailText } from './text-overrides';

/**
 * The detailed paths' English words: prerequisites in order (the first means 'Nothing'), steps by
 * id. The Bangla twin (path-detail-text.copy.bn.ts) has the same keys; path-details.ts holds what
 * no language changes, so each language's bundle carries only its own words (decision 041).
 */
export const PATH_DETAIL_TEXT: AllText<PathDetailId, PathDetailText> = {
  'system-administrator': {
    title: 'System Administrator',
    description:
      'Go from your first Linux terminal to running production servers: manage users, services, storage and networks, script the routine work and automate whole fleets with Ansible.',
    prerequisites: ['Nothing', 'Computer Basics', 'Linux Basics', 'Networking', 'Scripting'],
    steps: {
      'sa-os': 'Computer & OS Fundamentals',
      'sa-cli': 'Linux Command Line',
      'sa-users': 'Users, Permissions & Processes',
      'sa-net': 'Networking & Firewalls',
      'sa-bash': 'Shell Scripting',
      'sa-ansible': 'Automation with Ansible',
      'sa-ops': 'Monitoring, Backup & Containers',
    },
  },
  'kubernetes-administrator': {
    title: 'Kubernetes Administrator',
    description:
      'Learn to operate, secure and troubleshoot workloads on Kubernetes, building from Linux and containers up to most of the skills the CKA exam tests.',
    prerequisites: ['Nothing', 'Linux Basics', 'Containers', 'Networking', 'YAML'],
    steps: {
      'ka-linux': 'Linux & Networking Basics',
      'ka-containers': 'Container Fundamentals',
      'ka-arch': 'Cluster Architecture & Local Clusters',
      'ka-workloads': 'Workloads & Scheduling',
      'ka-network': 'Services, Networking & Storage',
      'ka-troubleshoot': 'Security & Troubleshooting',
      'ka-exam': 'CKA Exam Preparation',
    },
  },
};
