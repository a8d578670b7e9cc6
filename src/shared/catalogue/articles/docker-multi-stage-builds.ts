import type { ArticleBlock } from '../types';

export const body: readonly ArticleBlock[] = [
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
];
