import { it } from 'vitest';
import { compileContentTree } from '/work/wt-content-build/src/server/content/compile/compile-content';
import { formatProblems } from '/work/wt-content-build/src/server/content/compile/problems';
it('smoke', async () => {
  const t0 = Date.now();
  const r = await compileContentTree();
  console.log('ms', Date.now() - t0, 'courses', r.courses.length);
  console.log(formatProblems(r.problems));
  const s = JSON.stringify(r.courses);
  console.log('bytes', s.length);
  console.log(r.courses[0]?.modules[0]?.lessons[0]?.html.slice(0, 3000));
  console.log(JSON.stringify(r.courses[0]?.modules[0]?.quiz.questions.slice(0,3), null, 1));
}, 60000);
