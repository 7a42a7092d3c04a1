// A jest reporter: passed and failed tests per project (displayName), written as JSON to `outputFile`
// (or JEST_PROJECT_COUNTS, as `--reporters` on the command line takes no options),
// so one run of several projects (the API on SQLite and on PostgreSQL) still reports each.
const { writeFileSync } = require('node:fs');

module.exports = class ProjectCounts {
  constructor(_globalConfig, options) {
    this.outputFile = options?.outputFile ?? process.env.JEST_PROJECT_COUNTS;
    this.counts = {};
  }

  onTestResult(test, result) {
    const name = test.context.config.displayName?.name ?? 'default';
    const counts = (this.counts[name] ??= { passed: 0, failed: 0, suitesFailed: 0 });
    counts.passed += result.numPassingTests;
    counts.failed += result.numFailingTests;
    if (result.testExecError) counts.suitesFailed += 1;
  }

  onRunComplete() {
    writeFileSync(this.outputFile, JSON.stringify(this.counts, null, 2));
  }
};
