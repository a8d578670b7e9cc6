import type { ArticleBlock } from '../types';

export const body: readonly ArticleBlock[] = [
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
];
