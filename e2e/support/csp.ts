import { test as base, expect } from '@playwright/test';

/*
 * Every journey fails on a Content Security Policy violation (api/docs/inside.md, "Security headers"): a
 * script, style, font or fetch the portal's CSP refuses is a part of the page that silently does not
 * work. Chromium logs each refusal to the console ("Refused to … because it violates the following
 * Content Security Policy directive"), and an init script reports each `securitypolicyviolation` event
 * there too, with the directive and the blocked address; both are collected from every page and frame
 * of the test's context and must be none when the test ends. Journeys import `test` from here or from
 * ./test (which builds on this one).
 */

const CSP_MESSAGE = /Content Security Policy/i;

export const test = base.extend<{ cspViolations: string[]; expectedCspViolations: RegExp[] }>({
  /**
   * Refusals a journey provokes on purpose (hostile content the CSP must refuse): they must happen,
   * and are then not counted as violations. Empty for every other journey.
   */
  expectedCspViolations: [[], { option: true }],
  cspViolations: [
    async ({ context, expectedCspViolations }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (CSP_MESSAGE.test(message.text())) violations.push(`${message.location().url || message.page()?.url()}: ${message.text()}`);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const blocked = event.blockedURI || 'inline';
          console.error(`Content Security Policy violation: ${event.effectiveDirective} refused ${blocked} (${event.sourceFile}:${event.lineNumber})`);
        });
      });
      await use(violations);
      for (const expected of expectedCspViolations) {
        expect(violations.some((text) => expected.test(text)), `the CSP refused ${expected}`).toBe(true);
      }
      const unexpected = violations.filter((text) => !expectedCspViolations.some((expected) => expected.test(text)));
      expect(unexpected, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
