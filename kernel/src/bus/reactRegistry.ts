// Duplicate-React guard. Two copies of React in one page break hooks in ways that are hard to trace
// (a remote's hooks run against a dispatcher that is not the one rendering), and counting react-dom
// bundles does not catch it. So each part registers the React object it actually runs with, and we
// compare identities.

const owners = new Map<unknown, string[]>();

export function registerReact(owner: string, react: unknown): void {
  const names = owners.get(react) ?? [];
  if (!names.includes(owner)) names.push(owner);
  owners.set(react, names);

  const count = owners.size;
  // Always published (1 in a healthy page) so the e2e suite can tell "checked, one copy" from "never ran".
  if (typeof document !== 'undefined') {
    document.documentElement.dataset.reactInstances = String(count);
  }
  if (count > 1) {
    const groups = [...owners.values()].map((group) => `[${group.join(', ')}]`).join(' vs ');
    console.error(`@portal/kernel: ${count} distinct React instances in this page: ${groups}`);
  }
}

/** How many distinct React objects have registered so far. */
export function reactInstanceCount(): number {
  return owners.size;
}
