import type { ArticleBlock } from '../types';

export const body: readonly ArticleBlock[] = [
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
];
