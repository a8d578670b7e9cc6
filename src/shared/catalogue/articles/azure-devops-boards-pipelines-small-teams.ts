import type { ArticleBlock } from '../types';

export const body: readonly ArticleBlock[] = [
  {
    kind: 'p',
    text: 'Many small software companies in Dhaka juggle three or four tools: a spreadsheet for tasks, a chat group for decisions, GitHub or Bitbucket for code and a script on a server for deployment. Azure DevOps puts planning, repositories, pipelines and test plans in one place, and for small teams it is largely free: the first five users with Basic access cost nothing, and stakeholders who only need to view and comment on work items are free in any number. This guide shows a lightweight setup that a team of three to ten people can adopt in a week.',
  },
  { kind: 'h2', text: 'Choose a simple process' },
  {
    kind: 'p',
    text: 'When you create a project you pick a process template. For small teams the Basic process is often the best choice: it has just Epics, Issues and Tasks, with the states To Do, Doing and Done. Agile and Scrum add User Stories, Product Backlog Items, Bugs and more fields, which are useful when you need them and noise when you do not. You can customise later by creating an inherited process, so start simple.',
  },
  { kind: 'h2', text: 'Boards that people actually use' },
  {
    kind: 'ul',
    items: [
      'Keep one backlog, ordered by priority, and refine the top of it weekly rather than planning months ahead.',
      'Use two-week iterations (sprints) and set team capacity so the sprint view shows when you have planned too much.',
      'Add a Code Review or Testing column to the Kanban board, with a work-in-progress limit, so work does not pile up there unnoticed.',
      'Link every commit and pull request to a work item; writing #123 in a commit message or pull request description creates the link.',
      'Use queries and dashboards to answer recurring questions, such as open bugs by owner, instead of asking in chat.',
    ],
  },
  { kind: 'h2', text: 'Pipelines as code' },
  {
    kind: 'p',
    text: 'Azure Pipelines can be built in a classic visual editor, but YAML pipelines are the better default: they live in your repository, are reviewed in pull requests and are versioned with the code they build. Each private project includes one Microsoft-hosted parallel job with 1,800 minutes a month; new organisations may need to request this free grant from Microsoft, so do it on day one. You can also register your own self-hosted agent, for example a spare Linux machine in the office, which gets one free parallel job with unlimited minutes.',
  },
  {
    kind: 'code',
    text: `trigger:
  branches:
    include: [main]

pool:
  vmImage: ubuntu-latest

stages:
  - stage: Build
    jobs:
      - job: Test
        steps:
          - task: NodeTool@0
            inputs:
              versionSpec: '20.x'
          - script: npm ci && npm test
            displayName: Install and test
  - stage: DeployStaging
    dependsOn: Build
    jobs:
      - deployment: Staging
        environment: staging
        strategy:
          runOnce:
            deploy:
              steps:
                - script: echo "Deploying build $(Build.BuildId)"`,
  },
  {
    kind: 'p',
    text: 'The deployment job targets an environment called staging. Environments keep a history of which build went where, and you can add approvals and checks to them in the portal. Add a production environment with an approval from your tech lead and a second stage that depends on staging, and you have a controlled release process without writing any extra tooling.',
  },
  { kind: 'h2', text: 'Connect boards and pipelines' },
  {
    kind: 'p',
    text: 'The real value appears when the pieces are linked. Protect the main branch in Azure Repos with a branch policy that requires a pull request, at least one reviewer, a linked work item and a successful build validation run. Now every change on main has a reason (the work item), a review and a passing build. From a work item you can see the commits, the pull request and the deployments that included it, which makes answering "is this fix live yet?" a matter of one click instead of a meeting.',
  },
  {
    kind: 'p',
    text: 'Resist the temptation to configure everything at once. Start with the Basic process, one YAML pipeline and one branch policy. After two sprints, look at what slowed the team down and adjust. Tools should fit the team, not the other way round.',
  },
];
