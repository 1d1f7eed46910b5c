import type { Lang } from '../../protocol/lang';
import { lookupText, type TextKey } from './catalogue';
import { isLangTexts, localize, type LangTexts, type LocalText } from './LocalText';

/** The `{name}` placeholders of a catalogue text. */
type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;

/**
 * A value put into a message: a string or number is data and shown as it is (a dealer's name, an
 * amount); a message or per-language texts are translated with the message.
 */
export type MessageParam = string | number | Message | LangTexts;

/** A catalogue text with its values, translated when the reply is written. */
export interface Message {
    readonly key: TextKey;
    readonly params?: Readonly<Record<string, MessageParam>>;
}

/** What a refusal or a result says: a catalogue text without placeholders, or a message. */
export type MessageText = TextKey | Message;

/** `message('{title}不能超过{max}个字', { title: titleParam(rule.title), max })`: the placeholders are type-checked. */
export const message = <Key extends TextKey>(
    key: Key,
    ...params: [Placeholders<Key>] extends [never] ? [] : [Record<Placeholders<Key>, MessageParam>]
): Message => ({ key, params: params[0] });

/** A title or label as a message value: translated with the message. */
export const titleParam = (text: LocalText): Message | LangTexts => (typeof text === 'string' ? { key: text } : text);

const renderParam = (param: MessageParam, lang: Lang): string =>
    typeof param === 'string' || typeof param === 'number' ? String(param) : isLangTexts(param) ? localize(param, lang) : renderMessage(param, lang);

/**
 * The message in `lang`, its values put in (a placeholder without a value stays as written). A
 * plain string that is no catalogue text is shown as it is.
 */
export const renderMessage = (text: MessageText | string, lang: Lang): string => {
    if (typeof text === 'string') return lookupText(text, lang);
    const template = lookupText(text.key, lang);
    const params = text.params;
    if (!params) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(params, name) ? renderParam(params[name], lang) : whole));
};
