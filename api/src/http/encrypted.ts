import type { FastifyRequest } from 'fastify';
import type { TransportKey } from '../crypto/transport-key';
import { decryptPayload } from '../crypto/e-payload';
import { encryptionRequired } from './api-error';

/**
 * preValidation hook of E calls: replaces the sealed body `{ value }` by the decrypted JSON, so the
 * route's schema then validates what the client really sent. A plain-text body is refused.
 */
export function decryptBody(key: TransportKey) {
  return async function decryptHook(request: FastifyRequest): Promise<void> {
    const header = request.headers.encryption;
    const encryption = Array.isArray(header) ? header[0] : header;
    const body = request.body as { value?: unknown } | null | undefined;
    if (!encryption || typeof body !== 'object' || body === null || typeof body.value !== 'string') {
      throw encryptionRequired();
    }
    const payload = decryptPayload(key.privateKey, encryption, body.value);
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) throw encryptionRequired();
    request.body = payload;
  };
}
