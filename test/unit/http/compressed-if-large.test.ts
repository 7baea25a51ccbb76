import { gunzipSync } from 'node:zlib';
import { compressedIfLarge, jsonResponse } from '../../../lambdas/http/http-response';

const large = {
  texts: Array.from({ length: 5_000 }, (_, i) => ({
    body: `NagText: time for: Water the plants (#${i})`,
    at: '2026-11-26T12:00:00.000Z',
  })),
};

describe('compressedIfLarge', () => {
  it.each([
    ['a small answer: sent as it is', { ok: true }, 'gzip, br', false],
    ['a large answer to a client that takes gzip: gzipped', large, 'gzip, deflate, br', true],
    ['a large answer to a client that does not: sent as it is', large, 'identity', false],
    ['a large answer without Accept-Encoding: sent as it is', large, undefined, false],
  ])('%s', (_what, body, acceptEncoding, compressed) => {
    const plain = jsonResponse(200, body);
    const answer = compressedIfLarge(plain, acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding });
    if (!compressed) {
      expect(answer).toBe(plain);
      return;
    }
    expect(answer.headers).toMatchObject({
      'content-encoding': 'gzip',
      vary: 'accept-encoding',
      'content-type': 'application/json; charset=utf-8',
    });
    expect(answer.isBase64Encoded).toBe(true);
    expect(JSON.parse(gunzipSync(Buffer.from(answer.body!, 'base64')).toString('utf8'))).toEqual(body);
    expect(answer.body!.length).toBeLessThan(plain.body!.length / 4);
  });
});
