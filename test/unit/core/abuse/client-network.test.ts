import { clientNetwork } from '#core/abuse/domain/client-network';
import { clientSubject } from '#core/abuse';

describe('clientNetwork: what a per-client limit counts', () => {
  it.each([
    ['198.51.100.7', '198.51.100.7'],
    [' 203.0.113.9 ', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['[2001:db8:1:2::9]', '2001:db8:1:2::/64'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::ffff:c000:201', '192.0.2.1'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    // Unreadable: counted as written rather than merged with anything.
    ['2001:db8::1::2', '2001:db8::1::2'],
    ['2001:db8:1:2:3:4:5:6:7', '2001:db8:1:2:3:4:5:6:7'],
    ['2001:db8:zz::1', '2001:db8:zz::1'],
    ['::ffff:300.1.1.1', '::ffff:300.1.1.1'],
  ])('%j counts as %s', (address, network) => expect(clientNetwork(address)).toBe(network));

  it('gives every address of one /64 the same subject, and neighbouring /64s different ones', () => {
    const subjects = new Set(
      Array.from({ length: 33 }, (_, i) =>
        clientSubject(`2001:db8:aa:bb:${i.toString(16)}:${((i * 7919) % 0xffff).toString(16)}::${i}`),
      ),
    );
    expect([...subjects]).toEqual(['2001:db8:aa:bb::/64']);
    expect(clientSubject('2001:db8:aa:bc::1')).not.toBe(clientSubject('2001:db8:aa:bb::1'));
    expect(clientSubject(undefined)).toBe('unknown');
  });
});
