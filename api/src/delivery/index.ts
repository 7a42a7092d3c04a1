/** Ops delivery of remotes: the registry with history, canaries, per-browser overrides, health from the field (under load tokens) and the automatic rollback, releases checked before they go live. */
export { pageRemoteOrigins, visitorRegistry, assignRemotes } from './visitor';
export { bucketOf, channelOf, inCohort, newVisitorId, BUCKETS, type CohortFacts } from './assign';
export { acceptReports, judgeCanaries, pruneHealth, recordHealth, minuteOf } from './health';
export { registerDeliveryJobs, runScheduledDeliveryJobs } from './jobs';
export { checkRelease, isEntryAllowed, type ReleaseRefusal } from './release';
