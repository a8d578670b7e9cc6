import type { CurriculumModule } from '../types';
import { withCurriculumText, type CurriculumTextOf } from '../text-overrides';
import { CURRICULUM_TEXT } from './text/linux-system-administration.copy';

const writtenModules = [
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
      {
        id: 'linux-pipes-and-redirection',
        title: 'Pipes and redirection on a busy web server',
        minutes: 25,
      },
      {
        id: 'linux-text-processing',
        title: 'Answer questions from a log with grep, awk and sed',
        minutes: 30,
      },
      {
        id: 'linux-disk-space-and-archives',
        title: 'Free disk space and archive safely',
        minutes: 30,
      },
      {
        id: 'linux-shell-environment',
        title: 'Environment variables, PATH and shell start-up files',
        minutes: 20,
      },
      {
        id: 'linux-releases-and-symlinks',
        title: 'Deploy a release by switching a symlink',
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
    labs: [
      { id: 'linux-users-and-groups', title: 'Onboard and offboard user accounts', minutes: 25 },
      {
        id: 'linux-permissions-and-ownership',
        title: 'Lock down an application folder with chown, chmod and umask',
        minutes: 25,
      },
      {
        id: 'linux-special-permissions',
        title: 'A shared team folder with setgid and the sticky bit',
        minutes: 25,
      },
      {
        id: 'linux-acls-for-auditors',
        title: 'Read-only access for auditors with ACLs',
        minutes: 25,
      },
      {
        id: 'linux-sudo-rules',
        title: 'Delegate exactly the right commands with sudo',
        minutes: 30,
      },
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
    labs: [
      {
        id: 'linux-processes-and-signals',
        title: 'Tame a runaway process with ps, kill and renice',
        minutes: 25,
      },
      { id: 'linux-systemd-service-unit', title: 'Run a script as a systemd service', minutes: 35 },
      { id: 'linux-cron-backup', title: 'Schedule a nightly backup with cron', minutes: 30 },
      {
        id: 'linux-logs-and-rotation',
        title: "Read the journal, rotate logs and cap the journal's size",
        minutes: 35,
      },
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
    labs: [
      {
        id: 'linux-ports-and-listeners',
        title: 'Find who listens on a port and fix a misbound service',
        minutes: 30,
      },
      { id: 'linux-ssh-key-login', title: 'SSH key login and a key-only sshd', minutes: 30 },
      {
        id: 'linux-bash-script-arguments',
        title: 'A disk check script with arguments, functions and exit codes',
        minutes: 40,
      },
      {
        id: 'linux-nginx-site-and-proxy',
        title: 'Serve a site and reverse-proxy an API with nginx',
        minutes: 40,
      },
      {
        id: 'linux-backup-project',
        title: 'Project: automated off-site backups with rsync, SSH and a timer',
        minutes: 45,
      },
    ],
  },
] as const;

/** What a learner can do after the course, in the words of its lessons. */
const writtenOutcomes = [
  'Navigate the filesystem and process text with pipes, grep, find and vim',
  'Manage users, groups, file permissions, ACLs and sudo access',
  'Install software with apt and dnf and add third-party repositories safely',
  'Control processes and systemd services and read logs with journalctl',
  'Secure remote access with SSH keys and firewalls using ufw or firewalld',
  'Manage disks with partitions and LVM and automate backups in Bash',
] as const;

/** The course as pages show it: in the Bangla build, with its Bangla words (text/). */
export const modules: readonly CurriculumModule[] = withCurriculumText(
  writtenModules,
  CURRICULUM_TEXT,
);
export const outcomes: readonly string[] = CURRICULUM_TEXT.outcomes ?? writtenOutcomes;

/** The Bangla words' type: every module's title, each of its lessons' titles, every outcome. */
export type CurriculumWords = CurriculumTextOf<typeof writtenModules, typeof writtenOutcomes>;
