import { act } from '@testing-library/react';
import { claimShellWriter } from '@portal/kernel';
import cn from '../locales/cn.json';
import en from '../locales/en.json';
import my from '../locales/my.json';
import {
  checkField,
  checkMobileNumber,
  familyRule,
  formatIssue,
  PATTERN_FAMILIES,
  validateConfirmPassword,
  validateField,
  validateMobileNumber,
  validateVerificationCode,
  type FieldRule,
  type PatternId,
} from '.';

const writer = claimShellWriter();

/** The demo site's rules as the server sends them (GET /wps/system/setting/register). */
const username: FieldRule = { enabled: true, required: true, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 'LETTER_FIRST_ALNUM', minLength: 4, maxLength: 16 };
const captcha: FieldRule = { enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 4, maxLength: 4 };
const email: FieldRule = { enabled: true, required: false, acceptedPattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', patternId: 'EMAIL', minLength: '*', maxLength: 64 };
const mobile: FieldRule = { enabled: false, required: false, acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 7, maxLength: 15 };

beforeEach(() => act(() => writer.setLanguage('EN')));

describe('a field against its server rule', () => {
  it('refuses an empty required field, trimmed', () => {
    expect(validateField(username, '')).toBe('input cannot be empty');
    expect(validateField(username, '   ')).toBe('input cannot be empty');
  });

  it('lets an empty optional field and any value of a disabled (hidden) field through', () => {
    expect(validateField(email, '')).toBeNull();
    expect(validateField(mobile, 'not a number')).toBeNull();
    expect(validateField(undefined, '')).toBeNull();
  });

  it('answers a pattern or length failure with the family message, min and max filled in', () => {
    const message = '4 to 16 letters or digits, starting with a letter';
    expect(validateField(username, '1abc')).toBe(message);
    expect(validateField(username, 'abc')).toBe(message);
    expect(validateField(username, 'a'.repeat(17))).toBe(message);
    expect(validateField(username, 'player01')).toBeNull();
  });

  it('uses the one-number form when min equals max', () => {
    expect(validateField(captcha, '12')).toBe('4 digits');
    expect(validateField(captcha, '12a4')).toBe('4 digits');
    expect(validateField(captcha, '1234')).toBeNull();
  });

  it("reads '*' as no bound", () => {
    expect(validateField(email, 'not-an-email')).toBe('Please enter a valid email address of at most 64 characters');
    expect(validateField({ ...email, maxLength: '*' }, 'x')).toBe('Please enter a valid email address');
    expect(validateField({ ...captcha, maxLength: '*' }, '12')).toBe('At least 4 digits');
    expect(validateField({ ...captcha, minLength: '*', maxLength: '*' }, 'x')).toBe('Digits only');
  });

  it('counts characters as the server does (an emoji is one) and accepts numeric strings as bounds', () => {
    const free = familyRule('FREE_TEXT', { minLength: '2' as unknown as number, maxLength: 3 });
    expect(validateField(free, '😀😀😀')).toBeNull();
    expect(validateField(free, '😀')).toBe('Please enter 2 to 3 characters');
  });

  it('gives a generic message for a family it does not know, and leaves a pattern it cannot read to the server', () => {
    expect(validateField({ ...username, patternId: 'SOMETHING_NEW' }, '1')).toBe('Format is incorrect: 4 to 16 characters');
    expect(validateField({ ...username, acceptedPattern: '(' }, '1abc')).toBeNull();
  });
});

describe('the pattern families of spec §5', () => {
  const examples: Record<PatternId, { good: string[]; bad: string[] }> = {
    FREE_TEXT: { good: ['anything at all ✓'], bad: [] },
    LETTER_FIRST_ALNUM: { good: ['a1b2'], bad: ['1ab', 'ab_1'] },
    LETTERS_CHINESE: { good: ['Li明'], bad: ['Li 明', 'a1'] },
    EMAIL: { good: ['demo@example.com'], bad: ['demo@', 'de mo@example.com'] },
    ALNUM: { good: ['AG1001'], bad: ['AG-1001'] },
    DIGITS: { good: ['0942'], bad: ['09a'] },
    HAS_CAPITAL: { good: ['passWord'], bad: ['password'] },
    NO_SPACES: { good: ['p@ss!'], bad: ['p ss'] },
    EN_LETTERS_SPACES: { good: ['Aung Min'], bad: ['Aung1'] },
    KOREAN: { good: ['한국어'], bad: ['한국 어', 'kor'] },
    THAI: { good: ['ภาษาไทย'], bad: ['thai'] },
    THAI_EN: { good: ['ไทยThai'], bad: ['ไทย1'] },
    UPPERCASE: { good: ['ABC'], bad: ['AbC'] },
    FULL_NAME: { good: ['Aung Min', 'Mg Aung Min'], bad: ['AungMin', ' Aung'] },
    FULLWIDTH_JAPANESE: { good: ['やまだ　タロウ', '山田'], bad: ['yamada', 'ﾔﾏﾀﾞ'] },
    STRONG_PASSWORD: { good: ['Passw0rd!'], bad: ['Password1', 'passw0rd!', 'Pass w0rd!'] },
    DATE_YMD: { good: ['2025-01-31'], bad: ['2025-13-01', '01-31-2025'] },
    DATE_MDY: { good: ['01-31-2025'], bad: ['2025-01-31'] },
  };

  it.each(Object.keys(PATTERN_FAMILIES) as PatternId[])('%s: its pattern accepts and refuses as named', (family) => {
    const rule = familyRule(family);
    for (const value of examples[family].good) expect([value, validateField(rule, value)]).toEqual([value, null]);
    for (const value of examples[family].bad) expect(validateField(rule, value)).not.toBeNull();
  });

  it('every family has its message in MY, EN and CN, translated, with the numbers filled in', () => {
    const families = Object.keys(PATTERN_FAMILIES);
    for (const locale of [en, my, cn]) expect(Object.keys(locale.validation.pattern).sort()).toEqual([...families, 'DEFAULT'].sort());
    for (const family of families) {
      const issue = checkField({ ...familyRule(family as PatternId, { minLength: 5, maxLength: 9 }), acceptedPattern: '^$' }, 'x');
      const texts = (['EN', 'MY', 'CN'] as const).map((language) => {
        act(() => writer.setLanguage(language));
        return formatIssue(issue!);
      });
      const [english, burmese, chinese] = texts as [string, string, string];
      if (!family.startsWith('DATE_')) for (const text of texts) expect(text).toMatch(/5.*9/);
      expect(burmese).not.toBe(english);
      expect(chinese).not.toBe(english);
      expect(burmese).toMatch(/[\u1000-\u109F]/);
      expect(chinese).toMatch(/[\u4E00-\u9FFF]/);
    }
  });
});

describe('messages follow the current language', () => {
  it('translates when asked, and an issue kept by a form re-translates after a switch', () => {
    const issue = checkField(username, '1');
    expect(formatIssue(issue)).toBe('4 to 16 letters or digits, starting with a letter');
    act(() => writer.setLanguage('CN'));
    expect(formatIssue(issue)).toBe('请输入4-16位字母或数字，须以字母开头');
    expect(validateField(username, '')).toBe('输入不能为空');
    act(() => writer.setLanguage('MY'));
    expect(validateField(captcha, '1')).toBe('ဂဏန်း 4 လုံး ထည့်ပါ');
  });

  it('passes a message the server already worded through as it is', () => {
    expect(formatIssue('Account already used')).toBe('Account already used');
    expect(formatIssue(undefined)).toBeUndefined();
  });
});

describe('helpers', () => {
  it('confirm password: filled and equal, else "inconsistent twice"', () => {
    expect(validateConfirmPassword('Secret12', '')).toBe('input cannot be empty');
    expect(validateConfirmPassword('Secret12', 'Secret13')).toBe('inconsistent twice');
    expect(validateConfirmPassword('Secret12', 'Secret12')).toBeNull();
  });

  it('verification code: any text up to 255 characters', () => {
    expect(validateVerificationCode('')).toBe('input cannot be empty');
    expect(validateVerificationCode('', { required: false })).toBeNull();
    expect(validateVerificationCode('x'.repeat(255))).toBeNull();
    expect(validateVerificationCode('é code 12')).toBeNull();
    expect(validateVerificationCode('x'.repeat(256))).toBe('At most 255 characters');
  });

  it('mobile number: filled, digits, and the digit count of the mobileNum rule (even when the field is hidden)', () => {
    expect(validateMobileNumber(' ')).toBe('Missing phone number');
    expect(validateMobileNumber('09-420')).toBe('Phone number format is incorrect');
    expect(validateMobileNumber('942')).toBeNull();
    expect(validateMobileNumber('942', mobile)).toBe('Please enter a phone number of 7 to 15 digits');
    expect(validateMobileNumber('94200001', { ...mobile, minLength: 10, maxLength: 10 })).toBe('Please enter a 10-digit phone number');
    expect(validateMobileNumber(' 9420000001 ', mobile)).toBeNull();
    expect(checkMobileNumber('9420000001', { ...mobile, acceptedPattern: '^9[0-9]*$' })).toBeNull();
    expect(validateMobileNumber('8420000001', { ...mobile, acceptedPattern: '^9[0-9]*$' })).toBe('Phone number format is incorrect');
  });
});
