import { describe, expect, it } from 'vitest';
import { loadPath } from './path-loader';
import { learningPaths } from './paths';

describe('loadPath', () => {
  it.each(learningPaths.map((path) => [path.id, path] as const))(
    'gives %s with the same words as the list of paths',
    async (id, path) => {
      expect(await loadPath(id)).toEqual(path);
    },
  );

  it('gives nothing for an unknown path', async () => {
    expect(await loadPath('no-such-path')).toBeUndefined();
  });
});
