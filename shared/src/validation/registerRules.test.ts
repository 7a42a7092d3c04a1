import { http } from '../http';
import { cachedRegisterRules, loadRegisterRules, REGISTER_RULES_STORAGE_KEY } from '.';

jest.mock('../http', () => ({ http: { get: jest.fn() } }));
const get = http.get as jest.MockedFunction<typeof http.get>;

const rules = {
  username: { enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 'LETTER_FIRST_ALNUM', minLength: 4, maxLength: 16 },
};

beforeEach(() => {
  sessionStorage.clear();
  get.mockReset();
});

it('fetches the rules once, keeps them in session storage, and answers from there', async () => {
  get.mockResolvedValue(rules);
  const [first, second] = await Promise.all([loadRegisterRules(), loadRegisterRules()]);
  expect(first).toEqual(rules);
  expect(second).toEqual(rules);
  expect(get).toHaveBeenCalledTimes(1);
  expect(get).toHaveBeenCalledWith('/wps/system/setting/register');
  expect(JSON.parse(sessionStorage.getItem(REGISTER_RULES_STORAGE_KEY)!)).toEqual(rules);

  await expect(loadRegisterRules()).resolves.toEqual(rules);
  expect(get).toHaveBeenCalledTimes(1);
});

it('fetches again when the copy is missing (e.g. logout cleared session storage) or unreadable', async () => {
  get.mockResolvedValue(rules);
  await loadRegisterRules();
  sessionStorage.clear();
  expect(cachedRegisterRules()).toBeUndefined();
  await loadRegisterRules();
  sessionStorage.setItem(REGISTER_RULES_STORAGE_KEY, '"garbage"');
  await loadRegisterRules();
  expect(get).toHaveBeenCalledTimes(3);
});

it('keeps nothing after a failure, so the next call tries again', async () => {
  get.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(rules);
  await expect(loadRegisterRules()).rejects.toThrow('down');
  expect(cachedRegisterRules()).toBeUndefined();
  await expect(loadRegisterRules()).resolves.toEqual(rules);
});
