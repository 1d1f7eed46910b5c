/** Whether a key press belongs to a text field (so single-key shortcuts must not fire). */
export const isTypingTarget = (target: EventTarget | null): boolean => {
    if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
    const element = target as HTMLElement;
    return element.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
};
