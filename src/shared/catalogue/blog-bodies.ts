import type { ArticleBlock } from './types';

/** The text of each article, by slug (loaded only by the article page). */
export const articleBodies: Readonly<Record<string, readonly ArticleBlock[]>> = {
  'kubernetes-in-production-checklist': [
    {
      kind: 'p',
      text: 'Getting an application running on Kubernetes takes an afternoon. Keeping it running when traffic spikes, nodes fail and teammates deploy on a Thursday evening takes a little more discipline. Over the last few years we have helped teams in Dhaka move payment, e-commerce and logistics systems onto Kubernetes, and the same gaps show up again and again. This checklist collects them so you can review your own cluster before your users find the problems for you.',
    },
    { kind: 'h2', text: '1. Set resource requests and limits' },
    {
      kind: 'p',
      text: 'The scheduler places Pods based on their requests, not on what they actually use. A Pod without a CPU or memory request looks free to the scheduler, so too many land on one node and then fight over it. Set requests close to normal usage and a memory limit that protects the node. Be careful with CPU limits: they cause throttling even when the node has spare capacity, so many teams set CPU requests and leave CPU limits off for latency-sensitive services. If a container exceeds its memory limit it is OOM-killed, which you will see as the reason OOMKilled in kubectl describe pod.',
    },
    { kind: 'h2', text: '2. Tell Kubernetes when your app is healthy' },
    {
      kind: 'p',
      text: 'Readiness probes decide whether a Pod receives traffic; liveness probes decide whether it gets restarted. They answer different questions, so do not point both at an endpoint that checks your database. If the database has a hiccup, a liveness probe like that restarts every replica at once and turns a short blip into an outage. Keep liveness cheap (is the process responsive?) and let readiness reflect whether the Pod can serve requests right now. Slow-starting applications, such as large Java services, should use a startup probe so liveness does not kill them during boot.',
    },
    {
      kind: 'code',
      text: `apiVersion: apps/v1
kind: Deployment
metadata:
  name: checkout-api
spec:
  replicas: 3
  selector:
    matchLabels: { app: checkout-api }
  template:
    metadata:
      labels: { app: checkout-api }
    spec:
      containers:
        - name: api
          image: registry.example.com/checkout-api:1.8.2
          resources:
            requests: { cpu: 250m, memory: 256Mi }
            limits: { memory: 512Mi }
          readinessProbe:
            httpGet: { path: /ready, port: 8080 }
            periodSeconds: 5
          livenessProbe:
            httpGet: { path: /healthz, port: 8080 }
            initialDelaySeconds: 10
            periodSeconds: 10`,
    },
    { kind: 'h2', text: '3. Plan for disruption' },
    {
      kind: 'p',
      text: 'Nodes go away for boring reasons: upgrades, autoscaler scale-downs, a cloud provider retiring hardware. Make sure those events never take all replicas of a service down together.',
    },
    {
      kind: 'ul',
      items: [
        'Run at least two replicas of anything user-facing, three for critical paths such as payments.',
        'Add a PodDisruptionBudget so voluntary evictions, like node drains, keep a minimum number of Pods available.',
        'Use topologySpreadConstraints or pod anti-affinity to spread replicas across nodes and availability zones.',
        'Pin image tags to versions or digests; never deploy latest to production.',
        'Handle SIGTERM gracefully and set terminationGracePeriodSeconds long enough to finish in-flight requests.',
      ],
    },
    { kind: 'h2', text: '4. Lock down access' },
    {
      kind: 'p',
      text: "Give people and CI systems the narrowest RBAC role that works, scoped to a namespace where possible, and avoid handing out cluster-admin for convenience. Run containers as a non-root user with a read-only root filesystem, and enforce the Pod Security Standards 'restricted' or at least 'baseline' profile on application namespaces through the built-in Pod Security Admission. Add NetworkPolicies so that, for example, only the API namespace can reach the database. Remember that Secrets are only base64-encoded by default: enable encryption at rest, or keep sensitive values in an external secret manager and sync them in.",
    },
    { kind: 'h2', text: '5. See what is happening' },
    {
      kind: 'p',
      text: 'You cannot operate what you cannot see. At minimum, ship container logs to central storage, collect metrics with Prometheus or your cloud provider’s equivalent, and alert on symptoms users feel: error rate, latency and saturation. Alerts on every Pod restart will only teach your on-call engineer to ignore the pager. Kubernetes events are useful too, but they expire after about an hour by default, so export them if you want them during a post-incident review.',
    },
    { kind: 'h2', text: '6. Practise upgrades and restores' },
    {
      kind: 'p',
      text: 'Kubernetes minor versions receive patches for roughly fourteen months, so upgrades are a routine chore, not a once-a-project event. Upgrade a staging cluster first, check for removed APIs before each release, and keep node pools no more than the supported skew behind the control plane. If you run your own control plane, back up etcd with etcdctl snapshot save on a schedule and, more importantly, test the restore. A backup that has never been restored is only a hope. For managed clusters such as EKS, AKS or GKE, back up your manifests and persistent volumes instead, ideally with a tool like Velero.',
    },
    {
      kind: 'p',
      text: 'None of these items is exotic, and you do not need to do them all in one sprint. Pick the two that worry you most, fix them this week, and put the rest on your board. A boring cluster is a successful cluster.',
    },
  ],
  'docker-multi-stage-builds': [
    {
      kind: 'p',
      text: 'Most first Dockerfiles look the same: start from a full language image, copy the whole project in, install every dependency and run the app. It works, but the result is often close to a gigabyte. That image carries compilers, package caches, test tools and sometimes your .git folder into production. Every deploy has to push and pull all of it, and when your CI runner and your servers share a busy office connection in Dhaka, or you pay for registry transfer in the cloud, those gigabytes turn into real minutes and real taka. Multi-stage builds fix this with a few extra lines.',
    },
    { kind: 'h2', text: 'How multi-stage builds work' },
    {
      kind: 'p',
      text: 'A Dockerfile can contain several FROM instructions. Each one starts a new stage with a fresh filesystem, and you can give it a name with AS. Later stages can copy files out of earlier stages with COPY --from=name. Only the last stage, or the one you select with docker build --target, becomes the final image. Everything left behind in earlier stages, such as compilers, dev dependencies and source files, simply does not ship.',
    },
    {
      kind: 'code',
      text: `# syntax=docker/dockerfile:1
FROM node:20-alpine AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci

FROM deps AS build
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-alpine AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
USER node
EXPOSE 3000
CMD ["node", "dist/server.js"]`,
    },
    {
      kind: 'p',
      text: 'Here the deps stage installs everything needed to build, the build stage compiles the application and then removes development packages, and the runtime stage starts again from a clean base image and copies in only the compiled output and production dependencies. For a typical Node.js API this takes the image from around a gigabyte on the full node base to well under two hundred megabytes. Compiled languages gain even more: a Go service can run from a distroless or scratch base and end up at ten or twenty megabytes.',
    },
    { kind: 'h2', text: 'Make the cache work for you' },
    {
      kind: 'p',
      text: 'Docker caches each instruction as a layer and reuses it until something it depends on changes. Copying package.json and the lockfile before the rest of the source means npm ci only reruns when dependencies actually change, not every time you edit a controller. With BuildKit, which is the default builder in current Docker releases, stages that the final image does not depend on are skipped entirely, and independent stages build in parallel.',
    },
    { kind: 'h2', text: 'A short checklist' },
    {
      kind: 'ul',
      items: [
        'Add a .dockerignore that excludes node_modules, .git, test reports and local .env files, so they never reach the build context.',
        'Pin base images to a specific version such as node:20-alpine, or better a digest, so builds are reproducible.',
        'Run as a non-root user; official Node images already include a user called node.',
        'Know your base: Alpine uses musl instead of glibc, which occasionally breaks native modules; a slim Debian image is a safe alternative.',
        'Never pass secrets through ARG or ENV; they remain in the image history. Use BuildKit secret mounts instead.',
        'Scan the final image with a tool such as Trivy or Docker Scout as part of your pipeline.',
      ],
    },
    { kind: 'h2', text: 'Targets for development and testing' },
    {
      kind: 'p',
      text: 'Named stages are not only for production. You can add a test stage that runs your test suite on top of the build stage and call docker build --target test in CI. If the tests fail, the build fails, and the same Dockerfile describes both the environment you test in and the one you ship. Docker Compose can also point at a dev stage with hot reloading for local work, so new team members only need Docker installed to get started.',
    },
    {
      kind: 'p',
      text: 'Measure before and after with docker images and docker history. The first time you see an image shrink by eighty percent, and a deploy that used to take four minutes finish in one, you will not write a single-stage Dockerfile for production again.',
    },
  ],
  'terraform-state-done-right': [
    {
      kind: 'p',
      text: 'Terraform state is the record of which real resources belong to which blocks in your code. Without it, Terraform cannot tell that the EC2 instance aws_instance.web created last month is the same one it should now update rather than recreate. Almost every Terraform horror story, from duplicated databases to a deleted production VPC, starts with state that was lost, stale, edited by hand or changed by two people at once. The good news is that a handful of habits prevent nearly all of them.',
    },
    { kind: 'h2', text: 'Never keep state on a laptop' },
    {
      kind: 'p',
      text: 'By default Terraform writes terraform.tfstate into your working directory. That is fine for a tutorial and dangerous for a team. The file is not shared, it is easily lost, and committing it to Git is worse: state often contains secrets in plain text, such as database passwords and generated keys. Move state to a remote backend as soon as a second person or a CI pipeline touches the code. On AWS the classic choice is an S3 bucket with versioning and encryption enabled, plus a DynamoDB table for locking.',
    },
    {
      kind: 'code',
      text: `terraform {
  backend "s3" {
    bucket         = "acme-terraform-state"
    key            = "payments/prod/terraform.tfstate"
    region         = "ap-south-1"
    encrypt        = true
    dynamodb_table = "terraform-locks"
  }
}`,
    },
    {
      kind: 'p',
      text: 'The DynamoDB table needs a single string partition key named LockID. Terraform 1.10 added experimental S3-native locking with use_lockfile = true, which will eventually remove the need for the table; check which version your team runs before relying on it. Terraform Cloud, Azure Storage and Google Cloud Storage backends provide locking of their own.',
    },
    { kind: 'h2', text: 'Let locking do its job' },
    {
      kind: 'p',
      text: 'Locking stops two plan-and-apply runs from writing state at the same moment. When someone reports "Error acquiring the state lock", the fix is usually to wait, not to reach for -lock=false. Only run terraform force-unlock with the lock ID when you are sure the process that held it has died, for example a CI job that was cancelled mid-apply, and tell your team before you do.',
    },
    { kind: 'h2', text: 'Draw sensible boundaries' },
    {
      kind: 'p',
      text: 'One giant state file for everything means every plan is slow, every apply is risky and everyone needs access to everything. Split state by environment and by rate of change: networking rarely changes, application services change weekly. A common layout is one state per environment per component, for example network/prod, database/prod and app/prod, with outputs shared through the terraform_remote_state data source or, more loosely, through data sources that look resources up by tag. Keep production in its own AWS account where you can; separate accounts are a much stronger boundary than separate folders.',
    },
    {
      kind: 'ul',
      items: [
        'Enable bucket versioning so you can recover an older state version after a bad apply.',
        'Block public access on the state bucket and restrict it with IAM to the pipeline role and a few administrators.',
        'Use workspaces for short-lived copies of the same stack, not as the only barrier between staging and production.',
        'Mark sensitive outputs with sensitive = true, remembering that the value is still stored in state.',
        'Run terraform plan in CI on every pull request so reviewers see the real change, not just the diff.',
      ],
    },
    { kind: 'h2', text: 'Refactor without destroying things' },
    {
      kind: 'p',
      text: 'Renaming a resource or moving it into a module looks to Terraform like deleting one resource and creating another. Before version 1.1 the answer was terraform state mv, run by hand. Today you can add a moved block to your code, which records the rename, shows it clearly in the plan and works for everyone who applies after you. Similarly, import blocks (Terraform 1.5 and later) bring existing resources under management through a reviewed plan instead of a one-off command. Hand-editing the state file should be a last resort, done on a downloaded copy with a backup, and pushed back with terraform state push only when you fully understand the change.',
    },
    {
      kind: 'p',
      text: 'Treat state as production data, because it is. Back it up, control who can read it, and make the pipeline the normal way changes are applied. Once state is boring, Terraform becomes the calm, predictable tool it was meant to be.',
    },
  ],
  'first-ci-cd-pipeline-github-actions': [
    {
      kind: 'p',
      text: 'If your team still deploys by opening an SSH session and running git pull on the server, a CI/CD pipeline is the single biggest improvement you can make this month. Continuous integration means every push is built and tested automatically, so broken code is caught in minutes instead of after a release. Continuous delivery means the output of that build, such as a container image, is published in a form you can deploy with confidence. GitHub Actions is an easy place to start: it is built into GitHub, public repositories get it free, and private repositories on the Free plan include 2,000 minutes of hosted runners a month.',
    },
    { kind: 'h2', text: 'The building blocks' },
    {
      kind: 'ul',
      items: [
        'A workflow is a YAML file in .github/workflows that runs when an event happens, such as a push or a pull request.',
        'A job is a set of steps that runs on one runner, a fresh virtual machine such as ubuntu-latest.',
        'Steps either run shell commands with run or reuse published actions with uses.',
        'Jobs run in parallel unless you connect them with needs.',
        'Secrets and the built-in GITHUB_TOKEN give jobs credentials without putting them in code.',
      ],
    },
    { kind: 'h2', text: 'A complete starter workflow' },
    {
      kind: 'p',
      text: 'The workflow below tests a Node.js project on every push and pull request, and on pushes to main it also builds a Docker image and pushes it to GitHub Container Registry, tagged with the commit SHA.',
    },
    {
      kind: 'code',
      text: `name: ci
on:
  push:
    branches: [main]
  pull_request:

jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          cache: npm
      - run: npm ci
      - run: npm test

  image:
    needs: test
    if: github.ref == 'refs/heads/main'
    runs-on: ubuntu-latest
    permissions:
      contents: read
      packages: write
    steps:
      - uses: actions/checkout@v4
      - uses: docker/login-action@v3
        with:
          registry: ghcr.io
          username: \${{ github.actor }}
          password: \${{ secrets.GITHUB_TOKEN }}
      - uses: docker/build-push-action@v6
        with:
          push: true
          tags: ghcr.io/\${{ github.repository }}:\${{ github.sha }}`,
    },
    {
      kind: 'p',
      text: 'A few details are worth noticing. The cache option of setup-node stores the npm download cache between runs, which saves a lot of time and bandwidth on projects with many dependencies. The image job declares needs: test, so it only starts when tests pass, and the if condition keeps pull requests from publishing images. The permissions block grants the GITHUB_TOKEN just enough access to push packages; starting from minimal permissions is a good habit. Note that GitHub requires registry names to be lowercase, so if your organisation or repository name has capitals, set the tag explicitly in lowercase.',
    },
    { kind: 'h2', text: 'Make it part of how the team works' },
    {
      kind: 'p',
      text: 'A pipeline only helps if people cannot go around it. In the repository settings, protect the main branch and require the test job to pass before a pull request can be merged. Keep the pipeline fast: ten minutes is a reasonable ceiling, because slow pipelines get skipped. Split slow test suites into parallel jobs with a matrix, and cache anything expensive to download. When a run fails, the log for each step is one click away; fix a red main branch before anything else.',
    },
    { kind: 'h2', text: 'From CI to CD' },
    {
      kind: 'p',
      text: 'Once images are built automatically, deployment becomes a small next step. For a single VPS, a deploy job can use SSH with a key stored in secrets to pull the new tag and restart the service with Docker Compose. For Kubernetes, update the image tag in your manifests and let a GitOps tool such as Argo CD roll it out, or run kubectl set image from the pipeline. Use GitHub environments to require a manual approval before production, so a senior engineer can press the button while juniors still ship to staging freely.',
    },
    {
      kind: 'p',
      text: 'Start small: a workflow that only runs your tests is already valuable. Add the image build next week and deployment the week after. Within a month the question "did anyone test this?" will simply stop being asked.',
    },
  ],
  'aws-cost-control-for-startups': [
    {
      kind: 'p',
      text: 'For a startup in Bangladesh, the AWS bill arrives in dollars while revenue arrives in taka, so every wasted dollar hurts twice. The good news is that most overspending comes from a short list of causes: forgotten resources, oversized instances, data transfer nobody planned for and paying on-demand prices for steady workloads. You do not need a FinOps team to fix these. You need visibility, a few guardrails and a monthly habit.',
    },
    { kind: 'h2', text: 'Get visibility first' },
    {
      kind: 'p',
      text: 'Before optimising anything, make costs visible. Create an AWS Budget on day one with email alerts at 50, 80 and 100 percent of your expected monthly spend; simple alerting budgets like this cost nothing. Turn on Cost Anomaly Detection, which learns your normal pattern and warns you when a service suddenly costs more. Then tag everything with at least project, environment and owner, and activate those tags as cost allocation tags in the Billing console so Cost Explorer can group spending by them. When the bill jumps, you want to know within a day which team and which environment caused it.',
    },
    { kind: 'h2', text: 'Find what you are not using' },
    {
      kind: 'p',
      text: 'Every AWS account older than six months has leftovers: unattached EBS volumes from terminated instances, old snapshots, idle load balancers, Elastic IPs and test databases someone forgot. Since February 2024 AWS also charges for every public IPv4 address, attached or not, at half a cent per hour, which adds up across many small instances. A quick command shows unattached volumes in a region:',
    },
    {
      kind: 'code',
      text: `aws ec2 describe-volumes \\
  --region ap-south-1 \\
  --filters Name=status,Values=available \\
  --query 'Volumes[*].[VolumeId,Size,CreateTime]' \\
  --output table`,
    },
    {
      kind: 'p',
      text: 'Check every region you have ever used, not just the default one. AWS Trusted Advisor and Compute Optimizer will also point out idle and oversized resources.',
    },
    { kind: 'h2', text: 'Right-size, then commit' },
    {
      kind: 'p',
      text: 'Look at CloudWatch CPU and memory metrics for two weeks before choosing an instance size; many servers launched as m5.xlarge "to be safe" run at ten percent CPU. Graviton (ARM) instance families such as t4g, m7g and c7g usually cost around twenty percent less than their Intel equivalents for the same work, and most Linux software and container images now support ARM. Only after right-sizing should you buy Savings Plans or Reserved Instances for the steady baseline; committing first locks in the waste. For batch jobs, CI runners and stateless workers that can tolerate interruption, Spot Instances can cut compute costs by more than half.',
    },
    { kind: 'h2', text: 'Watch the network' },
    {
      kind: 'p',
      text: 'Data transfer is the line item that surprises people most. A NAT Gateway charges by the hour and again for every gigabyte it processes, so private instances pulling container images or calling S3 through it can quietly cost more than the instances themselves. Add free gateway VPC endpoints for S3 and DynamoDB so that traffic bypasses the NAT entirely. Serve static files and images through CloudFront rather than straight from S3 or EC2, and keep chatty services in the same Availability Zone where your availability requirements allow, because cross-AZ traffic is billed in both directions.',
    },
    {
      kind: 'ul',
      items: [
        'Stop development and staging environments outside office hours with a scheduled Lambda or Instance Scheduler; nights and weekends make up about two thirds of the week.',
        'Set S3 lifecycle rules to move old logs to cheaper storage classes and delete them when no longer needed.',
        'Set retention periods on CloudWatch log groups; the default is to keep logs forever.',
        'Choose a region deliberately: Mumbai (ap-south-1) is close to Dhaka and usually cheaper than Singapore for the same services.',
        'Use the free tier and AWS Activate credits, but set a budget alert for the day they run out.',
      ],
    },
    { kind: 'h2', text: 'Make it a habit' },
    {
      kind: 'p',
      text: 'Cost control is not a one-time clean-up. Put thirty minutes in the calendar on the first working day of each month to review Cost Explorer by service and by tag with whoever owns each environment. Celebrate savings the same way you celebrate features. Teams that look at their bill every month rarely get a frightening one.',
    },
  ],
  'azure-devops-boards-pipelines-small-teams': [
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
  ],
};

export function articleBody(slug: string): readonly ArticleBlock[] {
  return Object.hasOwn(articleBodies, slug) ? (articleBodies[slug] ?? []) : [];
}
