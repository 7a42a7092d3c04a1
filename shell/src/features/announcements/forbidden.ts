/** Back-office HTML may format text and link out; it never brings styles or a form of its own. */
export const FORBIDDEN_ELEMENTS = ['style', 'form', 'input', 'button'] as const;
