import { createCipheriv } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decryptEnvelope, encryptEnvelope, type EnvelopeKeys } from '../../../protocol/envelope';
import { checkProperty } from '../support/checkProperty';

const hexOf = (bytes: number) => fc.uint8Array({ minLength: bytes, maxLength: bytes }).map(b => Buffer.from(b).toString('hex'));
const keys: fc.Arbitrary<EnvelopeKeys> = fc.record({
    marker: fc.oneof(fc.constant('MCENC'), fc.string({ minLength: 1, maxLength: 8 })),
    keyHex: hexOf(32),
    ivHex: hexOf(16),
});

/** Strings built to look like envelopes: the marker, maybe its `_`, hex of any length or garbage. */
const almostEnvelope = (k: EnvelopeKeys) =>
    fc
        .tuple(
            fc.constantFrom(`${k.marker}_`, k.marker, `${k.marker}-`, `${k.marker.toLowerCase()}_`, ''),
            fc.oneof(
                fc.uint8Array({ maxLength: 96 }).map(b => Buffer.from(b).toString('hex')),
                fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF_ g'), maxLength: 96 }),
                fc.string()
            )
        )
        .map(([head, tail]) => head + tail);

describe('envelope decryption (docs/protocol.md §4)', () => {
    it('never throws, and returns anything that is not an envelope unchanged', async () => {
        await checkProperty(
            'envelope: non-envelopes unchanged',
            fc.property(
                keys.chain(k => fc.tuple(fc.constant(k), fc.oneof(almostEnvelope(k), fc.anything(), fc.string()))),
                ([k, input]) => {
                    const output = decryptEnvelope(input, k);
                    // Random ciphertext never decrypts to padded UTF-8 JSON (odds below 2^-100).
                    expect(output).toBe(input);
                }
            )
        );
    });

    it('opens what the server encrypts, for any JSON and any keys', async () => {
        await checkProperty(
            'envelope: round trip',
            fc.property(keys, fc.jsonValue(), (k, data) => {
                const envelope = { status: true, msg: '', data };
                expect(decryptEnvelope(encryptEnvelope(JSON.stringify(envelope), k), k)).toEqual(JSON.parse(JSON.stringify(envelope)));
            }),
            { numRuns: Math.max(500, Math.floor(Number(process.env.MC_HARDENING_RUNS ?? 2000) / 2)) }
        );
    });

    it('answers a wrong key with the text unchanged', async () => {
        await checkProperty(
            'envelope: wrong key',
            fc.property(keys, keys, fc.jsonValue(), (k, other, data) => {
                fc.pre(k.keyHex !== other.keyHex);
                const sealed = encryptEnvelope(JSON.stringify({ status: true, msg: '', data }), k);
                expect(decryptEnvelope(sealed, { ...other, marker: k.marker })).toBe(sealed);
            })
        );
    });

    it('refuses a block whose padding is malformed (crypto-js alone cut it to "7" and parsed it)', () => {
        const k = { marker: 'MCENC', keyHex: '11'.repeat(32), ivHex: '22'.repeat(16) };
        // "7", fourteen bytes of garbage, then 0x0f: PKCS#7 would need fifteen 0x0f bytes.
        const block = createCipheriv('aes-256-cbc', Buffer.from(k.keyHex, 'hex'), Buffer.from(k.ivHex, 'hex')).setAutoPadding(false);
        const plain = Buffer.concat([Buffer.from('7'), Buffer.alloc(14, 0x41), Buffer.from([0x0f])]);
        const forged = `MCENC_${Buffer.concat([block.update(plain), block.final()]).toString('hex')}`;
        expect(decryptEnvelope(forged, k)).toBe(forged);
    });
});
