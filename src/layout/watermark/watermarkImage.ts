const escapeXml = (text: string) => text.replace(/[<>&"']/g, char => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!);

/** One tile of the watermark: the text rotated, as an SVG data URL repeated by CSS. */
export const watermarkImage = (text: string, { width = 260, height = 160, angle = -20, fontSize = 14 } = {}) => {
    const svg =
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" ` +
        `font-size="${fontSize}" fill="#000" transform="rotate(${angle} ${width / 2} ${height / 2})">${escapeXml(text)}</text>` +
        `</svg>`;
    return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
};
