import { afterEach } from '@jest/globals';
import type { AnswerOf, EndpointSpec, InputOf } from '../contracts/endpoint';
import { setCallOverride } from '@portal/kernel/testing';

type Answer<E extends EndpointSpec> = AnswerOf<E> | ((input: InputOf<E>) => AnswerOf<E> | Promise<AnswerOf<E>>);

export interface EndpointStubs {
  /** What the endpoint answers from now on: a value, or a function of the input (it may throw an ApiError). */
  on<E extends EndpointSpec>(endpoint: E, answer: Answer<E>): EndpointStubs;
  /** The inputs the endpoint was called with, oldest first. */
  calls<E extends EndpointSpec>(endpoint: E): InputOf<E>[];
}

/**
 * Replaces the network under `http.call` for one test: each endpoint answers what the test says, and
 * an endpoint the test did not stub fails loudly with its method and path. The components under test
 * run unchanged (the real client, the real contract); only the server is stood in for. Undone after
 * each test.
 */
export function stubEndpoints(): EndpointStubs {
  const answers = new Map<EndpointSpec, (input: unknown) => unknown>();
  const inputs = new Map<EndpointSpec, unknown[]>();
  setCallOverride(async (endpoint, input) => {
    inputs.set(endpoint, [...(inputs.get(endpoint) ?? []), input]);
    const answer = answers.get(endpoint);
    if (!answer) throw new Error(`No stub for ${endpoint.method} ${endpoint.path}`);
    return answer(input);
  });
  const stubs: EndpointStubs = {
    on(endpoint, answer) {
      // An undefined endpoint (a name the contract does not export) would answer for every other one.
      if (!endpoint?.path) throw new Error('stubEndpoints().on: not an endpoint of the contract');
      answers.set(endpoint, typeof answer === 'function' ? (answer as (input: unknown) => unknown) : () => JSON.parse(JSON.stringify(answer)) as unknown);
      return stubs;
    },
    calls: <E extends EndpointSpec>(endpoint: E) => (inputs.get(endpoint) ?? []) as InputOf<E>[],
  };
  return stubs;
}

afterEach(() => setCallOverride(null));
