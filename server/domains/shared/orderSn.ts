/** `BZJ20261101100000` + serial: a prefix, the China local time, a zero-padded serial. */
export const orderSn = (prefix: string, seconds: number, serial: number) => {
    const local = new Date((seconds + 8 * 3600) * 1000).toISOString().replace(/\D/g, '').slice(0, 14);
    return `${prefix}${local}${String(serial % 10_000).padStart(4, '0')}`;
};
