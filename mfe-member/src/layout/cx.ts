/** Joins the class names that apply. */
export const cx = (...names: Array<string | false | null | undefined>) => names.filter(Boolean).join(' ');
