import type { PlaceholderKind } from '../shared/placeholderImage';

const tones = ['#3f7ee8', '#e8673f', '#2fa36b', '#8a5cd6', '#d6a12f', '#2f9fb8', '#c0457a', '#5b6b7f'];
const sizes: Record<PlaceholderKind, [number, number]> = {
    car: [400, 300],
    logo: [160, 160],
    avatar: [120, 120],
    banner: [750, 300],
    license: [400, 280],
    icon: [96, 96],
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, c => `&#${c.charCodeAt(0)};`);

/** A flat SVG with the text centred: car photos get a car silhouette, avatars a circle. */
export const placeholderSvg = (kind: PlaceholderKind, text: string, tone: number): string => {
    const [w, h] = sizes[kind];
    const color = tones[((tone % tones.length) + tones.length) % tones.length];
    const label = escapeXml([...text].slice(0, 8).join(''));
    const fontSize = Math.round(Math.min(w / Math.max(2, [...label].length + 1), h / 3));
    const shape =
        kind === 'avatar'
            ? `<circle cx="${w / 2}" cy="${h / 2}" r="${w / 2}" fill="${color}"/>`
            : `<rect width="${w}" height="${h}" rx="${kind === 'icon' || kind === 'logo' ? 16 : 0}" fill="${color}"/>`;
    const car =
        kind === 'car'
            ? `<path d="M70 200 l30-60 q10-20 40-20 h120 q30 0 45 20 l35 60 h20 v40 h-310 v-40z" fill="#fff" opacity="0.25"/><circle cx="120" cy="240" r="24" fill="#fff" opacity="0.4"/><circle cx="290" cy="240" r="24" fill="#fff" opacity="0.4"/>`
            : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${shape}${car}<text x="50%" y="${kind === 'car' ? 30 : 50}%" dominant-baseline="middle" text-anchor="middle" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="${fontSize}" fill="#fff">${label}</text></svg>`;
};
