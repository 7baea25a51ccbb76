import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { checkOrigin, clientAddress } from '../../../lambdas/http/origin-check';
import { maskAddress } from '../../../lambdas/observability/mask-address';

const event = (headers: Record<string, string>, sourceIp = '130.176.0.10') =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as APIGatewayProxyEventV2;
const secret = async () => 'the-origin-secret';

describe('the CloudFront origin check', () => {
  it('is off where no secret is configured (locally), and the client is the source address', async () => {
    await expect(checkOrigin(event({}), undefined)).resolves.toBe(false);
    expect(clientAddress(event({ 'true-client-ip': '203.0.113.9' }), false)).toBe('130.176.0.10');
  });

  it('refuses a request without the secret header, or with another value, with 403', async () => {
    await expect(checkOrigin(event({}), secret)).rejects.toMatchObject({ code: 'forbidden' });
    await expect(checkOrigin(event({ 'x-origin-verify': 'guess' }), secret)).rejects.toMatchObject({
      code: 'forbidden',
    });
  });

  it("trusts CloudFront's viewer address only on a request that carries the secret", async () => {
    const through = event({
      'x-origin-verify': 'the-origin-secret',
      'true-client-ip': '203.0.113.9',
      'x-forwarded-for': '1.2.3.4',
    });
    await expect(checkOrigin(through, secret)).resolves.toBe(true);
    expect(clientAddress(through, true)).toBe('203.0.113.9');
  });
});

describe('maskAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.x'],
    ['2001:db8:85a3:0:0:8a2e:370:7334', '2001:db8:85a3::x'],
    ['2001:db8::1', '2001:db8::x'],
    [undefined, 'unknown'],
    ['nonsense', 'invalid'],
  ])('%s -> %s', (ip, masked) => expect(maskAddress(ip)).toBe(masked));
});
