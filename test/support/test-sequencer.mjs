// jest testSequencer (jest.config.cjs): the order workers take test files in. Only how long a run takes depends on it.
import Sequencer from '@jest/test-sequencer';

/**
 * Files no earlier run on this machine has timed (every file, on a fresh clone) go first, as jest's own sequencer
 * has it, but ordered by project before size: browser tests (tens of seconds a file), then integration (a database
 * and servers), infra (CDK synths), web (jsdom), unit. A long file taken last would run on alone while the other
 * workers sit idle; small unit files at the end fill the gaps instead. Files with a timing follow, longest first, and
 * a file that failed last time still comes first (both jest's own rules).
 */
const PROJECT_ORDER = ['e2e', 'integration', 'infra', 'web', 'unit'];

function projectRank(test) {
  const name = test.context.config.displayName?.name ?? '';
  const rank = PROJECT_ORDER.findIndex((project) => name === project || name.startsWith(`${project}@`));
  return rank === -1 ? PROJECT_ORDER.length : rank;
}

class ProjectsThenSize extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const untimed = (test) => test.duration == null && !this.hasFailed(test);
    const fresh = sorted.filter(untimed);
    const size = (test) => test.context.hasteFS.getSize(test.path) ?? 0;
    // Array.prototype.sort is stable: equal rank and size keep jest's order.
    fresh.sort((a, b) => projectRank(a) - projectRank(b) || size(b) - size(a));
    const failed = sorted.filter((test) => this.hasFailed(test));
    const timed = sorted.filter((test) => test.duration != null && !this.hasFailed(test));
    return [...failed, ...fresh, ...timed];
  }
}

export default ProjectsThenSize;
