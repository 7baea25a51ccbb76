import { callScript, callWords, escapeSsmlText, SSML_MAX_CHARS } from '#core/escalation/domain/call-script';

const NAGTEXT = '+18885550100';
/** One saying as SSML: the script's own apostrophes escaped as Polly's SSML wants them, the number read as one. */
const SAYING = (task: string) =>
  `This is NagText with your reminder: ${task}. Reply DONE by text when it&apos;s done. NagText&apos;s number is ` +
  '<say-as interpret-as="telephone">+1 888-555-0100</say-as>.';

/** The SSML's text outside the tags our script writes: none of the XML specials raw, every & an entity. */
function textOutsideOurTags(ssml: string): string {
  return ssml.replace(/<speak>|<\/speak>|<break time="1s"\/>|<say-as interpret-as="telephone">|<\/say-as>/g, '');
}
const RAW_SPECIAL = /[<>"']|&(?!(amp|lt|gt|quot|apos);)/;

describe('callScript', () => {
  it('says the message twice with a short break, for a simple task', () => {
    expect(callScript('Take out the trash', NAGTEXT)).toBe(
      '<speak>' +
        'This is NagText with your reminder: Take out the trash. Reply DONE by text when it&apos;s done. ' +
        'NagText&apos;s number is <say-as interpret-as="telephone">+1 888-555-0100</say-as>.' +
        '<break time="1s"/>' +
        'This is NagText with your reminder: Take out the trash. Reply DONE by text when it&apos;s done. ' +
        'NagText&apos;s number is <say-as interpret-as="telephone">+1 888-555-0100</say-as>.' +
        '</speak>',
    );
  });

  it("states NagText's telephone number in each saying (47 CFR 64.1200(b)(2)), and in the plain words", () => {
    const script = callScript('Gym', NAGTEXT);
    expect(script.match(/<say-as interpret-as="telephone">\+1 888-555-0100<\/say-as>/g)).toHaveLength(2);
    expect(callWords('Gym', NAGTEXT)).toBe(
      "This is NagText with your reminder: Gym. Reply DONE by text when it's done. NagText's number is +1 888-555-0100.",
    );
    expect(callScript('Gym', '+447400123456')).toContain('<say-as interpret-as="telephone">+44 7400 123456</say-as>');
  });

  it.each([
    "Call Mom's doctor",
    'Salt & pepper',
    '"quoted" <b>bold</b>',
    '&amp; &#39; &apos;',
    'It\u2019s fine',
    '</say-as><audio src="x"/>',
  ])('leaves no XML special raw outside its own tags, whatever the task: %j', (task) => {
    const script = callScript(task, NAGTEXT);
    expect(textOutsideOurTags(script)).not.toMatch(RAW_SPECIAL);
    expect(script.startsWith('<speak>') && script.endsWith('</speak>')).toBe(true);
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
    expect(callScript(task, NAGTEXT)).toBe(`<speak>${SAYING(spoken)}<break time="1s"/>${SAYING(spoken)}</speak>`);
  });

  it('keeps a 500-character task whole, even one that escaping grows fivefold', () => {
    const plain = 'a'.repeat(500);
    const ampersands = '&'.repeat(500);
    expect(callScript(plain, NAGTEXT)).toContain(plain);
    const script = callScript(ampersands, NAGTEXT);
    expect(script).toContain('&amp;'.repeat(500));
    expect(script.length).toBeLessThanOrEqual(SSML_MAX_CHARS);
  });

  it('shortens a task past the limit to the longest prefix that fits, ending in "..."', () => {
    const script = callScript('x'.repeat(3000), NAGTEXT);
    expect(script.length).toBeLessThanOrEqual(SSML_MAX_CHARS);
    expect(script.length).toBeGreaterThan(SSML_MAX_CHARS - 2); // one more "x" in each saying would not fit
    expect(script).toMatch(/^<speak>This is NagText with your reminder: x+\.\.\.\. Reply DONE/);
  });

  it('measures the shortening after escaping, and never cuts an entity or an emoji', () => {
    const limit = 400;
    const ampersands = callScript('&'.repeat(200), NAGTEXT, limit);
    expect(ampersands.length).toBeLessThanOrEqual(limit);
    expect(ampersands).toMatch(/reminder: (&amp;)+\.\.\.\. Reply/);
    const family = '👨‍👩‍👧';
    const emoji = callScript(family.repeat(40), NAGTEXT, limit);
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
