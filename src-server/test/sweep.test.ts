/**
 * The API sweep's leak check sees through the sweep's own payloads only: an answer that gives
 * back what a caller stored echoes input, however the bank wrote it; SQL text the bank wrote
 * itself is still seen.
 */
import { describe, expect, it } from 'vitest';
import { withoutSentPayloads } from './sweep';

describe('withoutSentPayloads', () => {
  it('takes out a payload given back as stored, JSON- or XML-escaped, in any case', () => {
    // An account type the bank stored upper-cased, in a JSON answer.
    expect(
      withoutSentPayloads('{"accountType":"DS\\" UNION SELECT PASSWORD_HASH FROM USERS --"}'),
    ).toBe('{"accountType":"DS"}');
    // A description in a statement file, as XML text.
    expect(withoutSentPayloads('<Ustrd>x" UNION SELECT password_hash FROM users --</Ustrd>')).toBe(
      '<Ustrd>x</Ustrd>',
    );
    expect(withoutSentPayloads('<Nm a="&quot; UNION SELECT password_hash FROM users --">')).toBe(
      '<Nm a="">',
    );
    expect(withoutSentPayloads('{"name":"Ann <SCRIPT>ALERT(1)</SCRIPT>"}')).toBe('{"name":"Ann "}');
  });

  it('keeps SQL text the bank wrote itself', () => {
    const leak = 'SqliteError: near "x": syntax error in select id from users where name = ?';
    expect(withoutSentPayloads(leak)).toBe(leak);
  });
});
