import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import type { MessageTree } from './mergeMessages';
import { answerTranslator } from './schemaTexts.de';
import { staleEditRefusal } from '../../domain/staleEdit';
import type { Said } from '../../domain/texts/answers';

/**
 * The refusal of an edit made on an older copy (issue 28 item 3), as a German screen shows it:
 * found by the key it comes with, its instant written as German writes it.
 */
const german = (said: Said) => answerTranslator(en as MessageTree, de as MessageTree, () => said)(said.msg);
const at = new Date('2026-12-06T06:01:02.345Z');

describe('the stale edit refusal in German', () => {
  it('names who saved meanwhile and when, day first with dots', () => {
    expect(german(staleEditRefusal({ by: 'anna@demo.test', at }))).toBe(
      'Inzwischen von anna@demo.test geändert, am 06.12.2026 um 06:01 UTC; laden Sie neu, um die Änderung zu sehen, und speichern Sie dann erneut',
    );
  });
  it('names the time alone when who saved is not recorded', () => {
    expect(german(staleEditRefusal({ by: null, at }))).toBe(
      'Inzwischen geändert, am 06.12.2026 um 06:01 UTC; laden Sie neu, um die Änderung zu sehen, und speichern Sie dann erneut',
    );
  });
  it('has the notice’s hint and Reload button in both languages', () => {
    const forms = (tree: unknown) =>
      (tree as { app: { forms: { stale: Record<string, string> } } }).app.forms.stale;
    expect(forms(en)).toEqual({ hint: expect.stringMatching(/^Not saved\./), reload: 'Reload' });
    expect(forms(de)).toEqual({ hint: expect.stringMatching(/^Nicht gespeichert\./), reload: 'Neu laden' });
  });
});
