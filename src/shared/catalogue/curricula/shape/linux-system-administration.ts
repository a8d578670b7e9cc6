import type { CurriculumTextOf } from '../../text-overrides';

/** The course's modules without their words (text/linux-system-administration.copy.ts): ids, minutes and labs. */
export const writtenModules = [
  {
    id: 'linux-1',
    lessons: [
      { minutes: 24 },
      { minutes: 22 },
      { minutes: 26 },
      { minutes: 32 },
      { minutes: 28 },
      { minutes: 18 },
      { minutes: 24 },
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
    lessons: [
      { minutes: 26 },
      { minutes: 30 },
      { minutes: 22 },
      { minutes: 28 },
      { minutes: 24 },
      { minutes: 24 },
      { minutes: 22 },
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
    lessons: [
      { minutes: 30 },
      { minutes: 24 },
      { minutes: 34 },
      { minutes: 25 },
      { minutes: 28 },
      { minutes: 30 },
      { minutes: 22 },
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
    lessons: [
      { minutes: 32 },
      { minutes: 28 },
      { minutes: 26 },
      { minutes: 34 },
      { minutes: 36 },
      { minutes: 42 },
      { minutes: 45 },
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

/** The words' type (both twins): every module's title, each of its lessons' titles, six outcomes. */
export type CurriculumWords = CurriculumTextOf<typeof writtenModules>;
