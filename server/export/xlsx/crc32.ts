import zlib from 'node:zlib';

let table: Int32Array | undefined;

/** CRC-32 (the zip polynomial) by table, for Node releases before 20.15 without `zlib.crc32`. */
export const tableCrc32 = (data: Uint8Array, value = 0): number => {
    if (!table) {
        table = new Int32Array(256);
        for (let n = 0; n < 256; n++) {
            let c = n;
            for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
            table[n] = c;
        }
    }
    let crc = ~value;
    for (let i = 0; i < data.length; i++) crc = table[(crc ^ data[i]) & 0xff] ^ (crc >>> 8);
    return ~crc >>> 0;
};

/** CRC-32 of the bytes, continuing from `value`: zlib's native one where Node has it (engines say >=20). */
export const crc32: (data: Uint8Array, value?: number) => number =
    typeof (zlib as { crc32?: unknown }).crc32 === 'function' ? (data, value) => zlib.crc32(data, value) : tableCrc32;
