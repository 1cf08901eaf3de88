/**
 * The loader's names reach the stylesheet too, which cannot import them: the taps the loader
 * holds are shown by globals.css through HELD_ATTRIBUTE and HOLD_CLICK_ATTRIBUTE. A rename in
 * the contract that the stylesheet does not follow would leave a held tap without its answer on
 * screen, with nothing else failing; this test fails instead.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contract from './contract.ts';
import { HELD_ATTRIBUTE, HOLD_CLICK_ATTRIBUTE } from './contract.ts';
import { LOADER } from './late-scripts.ts';

const css = readFileSync(new URL('../src/app/globals.css', import.meta.url), 'utf8');

/** Every value the contract exports. */
const defined: unknown[] = Object.values(contract);
/** The contract's attribute names (its string constants that name a data attribute). */
const contractAttributes = defined.filter(
  (value): value is string => typeof value === 'string' && /^data-[a-z-]+$/.test(value),
);

describe('globals.css and the loader contract', () => {
  it('shows a held tap through the attributes the loader sets', () => {
    expect(css).toContain(`[role='tab'][${HELD_ATTRIBUTE}] {`);
    expect(css).toContain(`.dark [role='tab'][${HELD_ATTRIBUTE}] {`);
    expect(css).toContain(`[${HOLD_CLICK_ATTRIBUTE}][${HELD_ATTRIBUTE}] {`);
    expect(css).toContain(`button[${HELD_ATTRIBUTE}] {`);
  });

  it("styles no data attribute but the contract's and a few of its own", () => {
    // The print stamp's, the web fonts' (theme-script.ts) and Radix's: not the loader's.
    const others = [
      'data-print-hide',
      'data-print-label',
      'data-print-stamp',
      'data-state',
      'data-web-fonts',
    ];
    const styled = new Set([...css.matchAll(/\[(data-[a-z-]+)/g)].map((match) => match[1]!));
    const unknown = [...styled].filter(
      (name) => !others.includes(name) && !contractAttributes.includes(name),
    );
    expect(unknown).toEqual([]);
  });
});

describe("the loader's source", () => {
  it('uses every global, attribute and key of the contract', () => {
    for (const name of [
      contract.LATE_SCRIPT,
      contract.LATE_SCRIPTS_LIST,
      contract.LATE_SCRIPTS_DONE,
      contract.HYDRATED,
      contract.LATE_SCRIPTS_HYDRATED,
      contract.ENGAGE,
      contract.NEXT_ERROR_SHELL_ID,
      contract.PENDING_NOTICE_KEY,
      ...contractAttributes,
    ]) {
      expect(LOADER, name).toContain(name);
    }
  });

  it('spells out no global or attribute of ours that the contract does not define', () => {
    // Built from the constants, the loader follows a rename; a name typed into it by hand
    // would not, and shows here.
    const globals = [...new Set(LOADER.match(/__college\w+/g))];
    expect(globals.filter((name) => !defined.includes(name))).toEqual([]);
    const attributes = [...new Set(LOADER.match(/data-[a-z-]+/g))];
    expect(attributes.filter((name) => !defined.includes(name))).toEqual([]);
  });
});
