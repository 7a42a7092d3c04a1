import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { onFirstUse } from './on-first-use';

type BuildSerializer = ReturnType<typeof SerializerSelector>;

/**
 * Fastify's answer serializers (fast-json-stringify: only what the schema declares leaves), each
 * compiled on its route's first answer (./on-first-use.ts).
 */
export const buildSerializer: BuildSerializer = (externalSchemas, options) => {
  const compile = SerializerSelector()(externalSchemas, options);
  return (route) => onFirstUse(() => compile(route), (compiled) => (doc: unknown) => compiled()(doc));
};
