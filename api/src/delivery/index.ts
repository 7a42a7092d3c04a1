/** Ops delivery of remotes (issue 18): the registry with history, canaries, per-browser overrides, health from the field and the automatic rollback. */
export { deliveryAdminRoutes, deliveryRoutes } from './routes';
export { pageRemoteOrigins, visitorRegistry, assignRemotes } from './visitor';
export { bucketOf, channelOf, inCohort, newVisitorId, BUCKETS, type CohortFacts } from './assign';
export { judgeCanaries, recordHealth, minuteOf } from './health';
