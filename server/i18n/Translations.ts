/**
 * A language's texts for one area of the zh-cn catalogue: one entry for every zh-cn text, none
 * more. An area file is `{…} satisfies Translations<typeof zhArea>`, so a text missing in a
 * language (or one zh-cn no longer has) fails the type check.
 */
export type Translations<ZhArea extends readonly string[]> = { readonly [Key in ZhArea[number]]: string };
