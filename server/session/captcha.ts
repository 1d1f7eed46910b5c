import { randomBytes, randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for one another. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 4;

export const newCaptchaKey = () => randomBytes(16).toString('hex');

export const newCaptchaAnswer = () => Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Answers compare without case or surrounding spaces: people type what they read. */
export const sameCaptcha = (typed: unknown, answer: string) => typeof typed === 'string' && typed.trim().toUpperCase() === answer.toUpperCase();

/**
 * A small SVG of the answer: each character rotated and shifted, over noise lines, so no image
 * library is needed. It keeps honest people honest; it is not meant to stop OCR.
 */
export const captchaImage = (answer: string): string => {
    const width = 120;
    const height = 40;
    const noise = Array.from({ length: 5 }, () => {
        const [x1, y1, x2, y2] = [randomInt(width), randomInt(height), randomInt(width), randomInt(height)];
        return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#${randomInt(0x888888, 0xcccccc).toString(16)}" stroke-width="1"/>`;
    }).join('');
    const glyphs = Array.from(answer)
        .map((char, index) => {
            const x = 16 + index * 26;
            const y = 28 + randomInt(-4, 5);
            const angle = randomInt(-25, 26);
            return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" font-family="monospace" font-size="24" font-weight="bold" fill="#${randomInt(0x202020, 0x606060).toString(16)}">${char}</text>`;
        })
        .join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f4f6f8"/>${noise}${glyphs}</svg>`;
    return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
};
