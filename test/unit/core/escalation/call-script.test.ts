import { callScript, escapeSsmlText, SSML_MAX_CHARS } from '../../../../lambdas/core/escalation/domain/call-script';

const SAYING = (task: string) => `This is NagText with your reminder: ${task}. Reply DONE by text when it's done.`;

describe('callScript', () => {
  it('says the message twice with a short break, for a simple task', () => {
    expect(callScript('Take out the trash')).toBe(
      '<speak>' +
        "This is NagText with your reminder: Take out the trash. Reply DONE by text when it's done." +
        '<break time="1s"/>' +
        "This is NagText with your reminder: Take out the trash. Reply DONE by text when it's done." +
      '</speak>',
    );
  });

  it.each([
    ['ampersand', 'Salt & pepper', 'Salt &amp; pepper'],
    ['angle brackets', 'Fix <b> tag > 3', 'Fix &lt;b&gt; tag &gt; 3'],
    ['double quotes', 'Read "Dune"', 'Read &quot;Dune&quot;'],
    ['apostrophe', "Call Mom's doctor", 'Call Mom&apos;s doctor'],
    ['an entity typed as text', 'Type &amp; literally', 'Type &amp;amp; literally'],
    ['markup that would end the speech', '</speak><audio src="x"/>', '&lt;/speak&gt;&lt;audio src=&quot;x&quot;/&gt;'],
    ['emoji kept as they are', 'Water the plants 🌱👨‍👩‍👧', 'Water the plants 🌱👨‍👩‍👧'],
    ['whitespace normalised', '  Pay\n\trent   now ', 'Pay rent now'],
    ['a trailing full stop dropped', 'Pay rent.', 'Pay rent'],
    ['XML-forbidden control characters dropped', 'Pay\u0000 rent\u0007', 'Pay rent'],
  ])('%s', (_label, task, spoken) => {
    expect(callScript(task)).toBe(`<speak>${SAYING(spoken)}<break time="1s"/>${SAYING(spoken)}</speak>`);
  });

  it('keeps a 500-character task whole, even one that escaping grows fivefold', () => {
    const plain = 'a'.repeat(500);
    const ampersands = '&'.repeat(500);
    expect(callScript(plain)).toContain(plain);
    const script = callScript(ampersands);
    expect(script).toContain('&amp;'.repeat(500));
    expect(script.length).toBeLessThanOrEqual(SSML_MAX_CHARS);
  });

  it('shortens a task past the limit to the longest prefix that fits, ending in "..."', () => {
    const script = callScript('x'.repeat(3000));
    expect(script.length).toBeLessThanOrEqual(SSML_MAX_CHARS);
    expect(script.length).toBeGreaterThan(SSML_MAX_CHARS - 2); // one more "x" in each saying would not fit
    expect(script).toMatch(/^<speak>This is NagText with your reminder: x+\.\.\.\. Reply DONE/);
  });

  it('measures the shortening after escaping, and never cuts an entity or an emoji', () => {
    const limit = 400;
    const ampersands = callScript('&'.repeat(200), limit);
    expect(ampersands.length).toBeLessThanOrEqual(limit);
    expect(ampersands).toMatch(/reminder: (&amp;)+\.\.\.\. Reply/);
    const family = '👨‍👩‍👧';
    const emoji = callScript(family.repeat(40), limit);
    expect(emoji.length).toBeLessThanOrEqual(limit);
    expect(emoji).toMatch(new RegExp(`reminder: (${family})+\\.\\.\\.\\. Reply`, 'u'));
  });
});

describe('escapeSsmlText', () => {
  it('escapes the five XML specials and drops lone surrogates', () => {
    expect(escapeSsmlText(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&apos;');
    expect(escapeSsmlText('a\uD800b')).toBe('ab');
    expect(escapeSsmlText('tab\tand\nnewline')).toBe('tab\tand\nnewline');
  });
});
