import { createElement, Fragment, type ReactNode } from 'react';

/** Tags an agreement may use; anything else keeps only its text. No attribute survives. */
const ALLOWED = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'span', 'div', 'blockquote']);

const toNodes = (nodes: NodeListOf<ChildNode>, path: string): ReactNode[] =>
    Array.from(nodes).map((node, index) => {
        const key = `${path}.${index}`;
        if (node.nodeType === Node.TEXT_NODE) return node.textContent;
        if (node.nodeType !== Node.ELEMENT_NODE) return null;
        const tag = (node as Element).tagName.toLowerCase();
        if (tag === 'script' || tag === 'style') return null;
        const children = toNodes(node.childNodes, key);
        if (!ALLOWED.has(tag)) return createElement(Fragment, { key }, ...children);
        return tag === 'br' ? createElement('br', { key }) : createElement(tag, { key }, ...children);
    });

/**
 * Server HTML (agreements) as React elements: parsed, never injected, so no script, handler or
 * link the server (or whoever edited the agreement) put in can run.
 */
export const RichText = ({ html }: { html: string }) => {
    const document = new DOMParser().parseFromString(html, 'text/html');
    return <>{toNodes(document.body.childNodes, 'r')}</>;
};
