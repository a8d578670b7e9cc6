import type { ArticleBlock } from '../types';

export const body: readonly ArticleBlock[] = [
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
];
