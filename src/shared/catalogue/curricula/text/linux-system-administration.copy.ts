import type { CurriculumWords } from '../shape/linux-system-administration';

/**
 * The course's English words: each module's title and its lessons' titles, in order, and what a
 * learner can do after it. The Bangla twin has the same keys; the curriculum file holds what no
 * language changes, so each language's bundle carries only its own words (decision 043).
 */
export const CURRICULUM_TEXT: CurriculumWords = {
  modules: {
    'linux-1': {
      title: 'Getting Started with the Shell',
      lessons: [
        'Linux distributions and the boot process',
        'Navigating the filesystem hierarchy',
        'Working with files and directories',
        'Viewing and editing text: less, grep and vim',
        'Pipes, redirection and standard streams',
        'Getting help with man pages and --help',
        'Finding files with find and xargs',
      ],
    },
    'linux-2': {
      title: 'Users, Permissions and Packages',
      lessons: [
        'Users, groups and /etc/passwd',
        'File permissions, chmod and chown',
        'sudo and privilege escalation',
        'Package management with apt and dnf',
        'Special permissions: setuid, setgid and sticky bit',
        'Access control lists with setfacl and getfacl',
        'Adding third-party apt repositories safely',
      ],
    },
    'linux-3': {
      title: 'Processes, Services and Logs',
      lessons: [
        'Processes, signals and job control',
        'Monitoring with top, htop and ps',
        'Managing services with systemd and systemctl',
        'Reading logs with journalctl',
        'Scheduling tasks with cron and systemd timers',
        'Writing a systemd unit for your own application',
        'Log rotation and keeping disks from filling',
      ],
    },
    'linux-4': {
      title: 'Networking, Storage and Scripting',
      lessons: [
        'Network configuration with ip and NetworkManager',
        'SSH keys and secure remote access',
        'Firewalls with ufw and firewalld',
        'Disks, partitions and filesystems',
        'Logical Volume Manager (LVM)',
        'Bash scripting: variables, loops and conditionals',
        'Project: automating server backups',
      ],
    },
  },
  /** What a learner can do after the course, in the words of its lessons. */
  outcomes: [
    'Navigate the filesystem and process text with pipes, grep, find and vim',
    'Manage users, groups, file permissions, ACLs and sudo access',
    'Install software with apt and dnf and add third-party repositories safely',
    'Control processes and systemd services and read logs with journalctl',
    'Secure remote access with SSH keys and firewalls using ufw or firewalld',
    'Manage disks with partitions and LVM and automate backups in Bash',
  ],
};
