import { withProgrammeText } from '../programme-text';
import type { ProgrammeDetails } from '../types';
import { PROGRAMME_TEXT } from './text/mlops-and-machine-learning-pipelines.copy';

/**
 * The programme's words (its page loads only these, programme-loader.ts), in the page's language:
 * what it promises, with the labs that practise each promise, and its modules.
 */
export const details: ProgrammeDetails = withProgrammeText(
  {
    description:
      'Bring machine learning models from notebooks into production. You will version data and models, automate training pipelines and serve models on Kubernetes with monitoring in place.',
    outcomes: [
      { text: 'Track experiments and version models with MLflow', labIds: [] },
      { text: 'Package a trained model as a container-based inference API', labIds: [] },
      { text: 'Automate training and evaluation in a CI pipeline', labIds: [] },
      { text: 'Serve and autoscale models on Kubernetes', labIds: [] },
      { text: 'Monitor prediction quality and detect data drift', labIds: [] },
    ],
    moduleTitles: [
      'Machine Learning Workflow Basics',
      'Experiment Tracking and Model Registry',
      'Automated Training Pipelines',
      'Model Serving on Kubernetes',
      'Monitoring and Drift Detection',
    ],
  },
  PROGRAMME_TEXT,
);
