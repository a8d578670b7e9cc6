import type { CompiledLab, LearningContent } from '../../src/server/content/content-types';
import { testLearningContent } from './learning-content';

/** A test lab of docker-fundamentals; its verify scripts are `verify <lab> <n>` (FakeLabDriver). */
function testLab(id: string, moduleId: string, steps: number, title: string): CompiledLab {
  return {
    id,
    courseId: 'docker-fundamentals',
    moduleId,
    title,
    minutes: 20,
    hosts: [{ name: 'lab', image: 'linux' }],
    introHtml: `<p>Intro of ${title}</p>`,
    finishHtml: `<p>Well done: ${title}</p>`,
    setup: '',
    steps: Array.from({ length: steps }, (_, index) => ({
      number: index + 1,
      title: `Step ${index + 1} of ${title}`,
      html: `<p>Do step ${index + 1}</p>`,
      host: 'lab',
      timeoutSeconds: 20,
      verify: verifyScript(id, index + 1),
    })),
  };
}

export function verifyScript(labId: string, step: number): string {
  return `verify ${labId} ${step}`;
}

/** The course's first lab (free to try), in module docker-1. */
export const FIRST_LAB = 'docker-first-containers';
/** A lab of module docker-2: enrolled learners and staff only. */
export const SECOND_LAB = 'docker-volumes-and-networks';

/** A lab of module docker-2 with a setup script (`setup <lab>`) that runs before it is live. */
export const SETUP_LAB = 'docker-prepared-machine';

/** The test courses plus three labs (listed second-module-first: the first lab goes by module). */
export function testLabContent(): LearningContent {
  const labs = [
    testLab(SECOND_LAB, 'docker-2', 3, 'Volumes and networks'),
    testLab(FIRST_LAB, 'docker-1', 2, 'First containers'),
    { ...testLab(SETUP_LAB, 'docker-2', 2, 'A prepared machine'), setup: `setup ${SETUP_LAB}` },
  ];
  return { ...testLearningContent(), labs: new Map(labs.map((lab) => [lab.id, lab])) };
}

/** The test courses plus labs of docker-fundamentals by id and module (three steps each). */
export function testLabContentWith(
  labs: readonly { id: string; moduleId: string }[],
): LearningContent {
  return testLearningContent(undefined, {
    labs: labs.map(({ id, moduleId }) => testLab(id, moduleId, 3, `Lab ${id}`)),
  });
}
