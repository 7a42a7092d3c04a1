import { registerRules, REGISTER_FIELDS, type RegisterRules } from '../contracts';
import { stubEndpoints } from '../testing';
import { ApiError } from '@portal/kernel';
import { cachedRegisterRules, loadRegisterRules, REGISTER_RULES_STORAGE_KEY } from '.';

const username = { enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 'LETTER_FIRST_ALNUM', minLength: 4, maxLength: 16 } as const;
const rules = Object.fromEntries(REGISTER_FIELDS.map((field) => [field, username])) as RegisterRules;

beforeEach(() => {
  sessionStorage.clear();
});

it('fetches the rules once, keeps them in session storage, and answers from there', async () => {
  const server = stubEndpoints().on(registerRules, rules);
  const [first, second] = await Promise.all([loadRegisterRules(), loadRegisterRules()]);
  expect(first).toEqual(rules);
  expect(second).toEqual(rules);
  expect(server.calls(registerRules)).toHaveLength(1);
  expect(JSON.parse(sessionStorage.getItem(REGISTER_RULES_STORAGE_KEY)!)).toEqual(rules);

  await expect(loadRegisterRules()).resolves.toEqual(rules);
  expect(server.calls(registerRules)).toHaveLength(1);
});

it('fetches again when the copy is missing (e.g. logout cleared session storage) or unreadable', async () => {
  const server = stubEndpoints().on(registerRules, rules);
  await loadRegisterRules();
  sessionStorage.clear();
  expect(cachedRegisterRules()).toBeUndefined();
  await loadRegisterRules();
  sessionStorage.setItem(REGISTER_RULES_STORAGE_KEY, '"garbage"');
  await loadRegisterRules();
  expect(server.calls(registerRules)).toHaveLength(3);
});

it('keeps nothing after a failure, so the next call tries again', async () => {
  let down = true;
  stubEndpoints().on(registerRules, () => {
    if (down) throw new ApiError(0, 'network', 'down');
    return rules;
  });
  await expect(loadRegisterRules()).rejects.toThrow('down');
  expect(cachedRegisterRules()).toBeUndefined();
  down = false;
  await expect(loadRegisterRules()).resolves.toEqual(rules);
});
