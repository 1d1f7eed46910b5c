/** Largest side of an uploaded image after downscaling, and the largest file accepted. */
export const IMAGE_MAX_SIDE = 1024;
export const IMAGE_MAX_MB = 5;

const readAsDataUrl = (file: Blob) =>
    new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(file);
    });

/**
 * An image file as a data URL (the reference server stores image fields as URLs, `data:image`
 * included), downscaled so a form post stays small. Without a canvas the file is sent as is.
 */
export const imageDataUrl = async (file: File): Promise<string> => {
    const original = await readAsDataUrl(file);
    if (typeof document === 'undefined' || file.type === 'image/gif') return original;
    try {
        const image = new Image();
        image.src = original;
        await image.decode();
        const scale = Math.min(1, IMAGE_MAX_SIDE / Math.max(image.naturalWidth, image.naturalHeight));
        if (scale === 1 && file.size < 200 * 1024) return original;
        const canvas = document.createElement('canvas');
        canvas.width = Math.round(image.naturalWidth * scale);
        canvas.height = Math.round(image.naturalHeight * scale);
        const context = canvas.getContext('2d');
        if (!context) return original;
        context.drawImage(image, 0, 0, canvas.width, canvas.height);
        return canvas.toDataURL('image/jpeg', 0.85);
    } catch {
        return original;
    }
};
