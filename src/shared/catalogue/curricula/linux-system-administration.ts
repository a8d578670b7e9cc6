import type { CurriculumModule } from '../types';

export const modules: readonly CurriculumModule[] = [
  {
    id: 'linux-1',
    title: 'Getting Started with the Shell',
    lessons: [
      { title: 'Linux distributions and the boot process', minutes: 24 },
      { title: 'Navigating the filesystem hierarchy', minutes: 22 },
      { title: 'Working with files and directories', minutes: 26 },
      { title: 'Viewing and editing text: less, grep and vim', minutes: 32 },
      { title: 'Pipes, redirection and standard streams', minutes: 28 },
      { title: 'Getting help with man pages and --help', minutes: 18 },
      { title: 'Finding files with find and xargs', minutes: 24 },
    ],
    labs: [
      {
        id: 'linux-find-and-organise-files',
        title: 'Find and organise files from the shell',
        minutes: 20,
      },
    ],
  },
  {
    id: 'linux-2',
    title: 'Users, Permissions and Packages',
    lessons: [
      { title: 'Users, groups and /etc/passwd', minutes: 26 },
      { title: 'File permissions, chmod and chown', minutes: 30 },
      { title: 'sudo and privilege escalation', minutes: 22 },
      { title: 'Package management with apt and dnf', minutes: 28 },
      { title: 'Special permissions: setuid, setgid and sticky bit', minutes: 24 },
      { title: 'Access control lists with setfacl and getfacl', minutes: 24 },
      { title: 'Adding third-party apt repositories safely', minutes: 22 },
    ],
  },
  {
    id: 'linux-3',
    title: 'Processes, Services and Logs',
    lessons: [
      { title: 'Processes, signals and job control', minutes: 30 },
      { title: 'Monitoring with top, htop and ps', minutes: 24 },
      { title: 'Managing services with systemd and systemctl', minutes: 34 },
      { title: 'Reading logs with journalctl', minutes: 25 },
      { title: 'Scheduling tasks with cron and systemd timers', minutes: 28 },
      { title: 'Writing a systemd unit for your own application', minutes: 30 },
      { title: 'Log rotation and keeping disks from filling', minutes: 22 },
    ],
  },
  {
    id: 'linux-4',
    title: 'Networking, Storage and Scripting',
    lessons: [
      { title: 'Network configuration with ip and NetworkManager', minutes: 32 },
      { title: 'SSH keys and secure remote access', minutes: 28 },
      { title: 'Firewalls with ufw and firewalld', minutes: 26 },
      { title: 'Disks, partitions and filesystems', minutes: 34 },
      { title: 'Logical Volume Manager (LVM)', minutes: 36 },
      { title: 'Bash scripting: variables, loops and conditionals', minutes: 42 },
      { title: 'Project: automating server backups', minutes: 45 },
    ],
  },
];

/** What a learner can do after the course, in the words of its lessons. */
export const outcomes: readonly string[] = [
  'Navigate the filesystem and process text with pipes, grep, find and vim',
  'Manage users, groups, file permissions, ACLs and sudo access',
  'Install software with apt and dnf and add third-party repositories safely',
  'Control processes and systemd services and read logs with journalctl',
  'Secure remote access with SSH keys and firewalls using ufw or firewalld',
  'Manage disks with partitions and LVM and automate backups in Bash',
];
