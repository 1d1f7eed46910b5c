import type { FastifyInstance } from 'fastify';
import { LANG_HEADER, LANGS, readLang, type Lang } from '../../protocol/lang';
import type { ServerConfig } from '../core/config';
import { lookupText, type TextKey } from '../i18n/catalogue';
import { KEFU_FRAME_PATH } from '../domains/supplier/kefuHost';
import { kefuFrameHeaders } from './securityHeaders';

/**
 * A stand-in for a customer-service provider, enough to see the console's widget work: a
 * round 客服 button that asks the console (docs/console.md §2 postMessage protocol,
 * `{type: 'kefu', action}`) to open the chat window, a close button that asks it to close, and
 * a conversation where every message is echoed back by the "agent". No script or style from
 * elsewhere; the user's name comes from the frame's query string and is written as text, and
 * the frame speaks the console's language, which the widget passes as `lang` (zh-cn without it).
 */
const STYLE = `
  html, body { margin: 0; height: 100%; font: 14px/1.5 system-ui, sans-serif; }
  #launcher { width: 100%; height: 100%; padding: 0 4px; border: 0; border-radius: 50%; background: #1890ff; color: #fff; font-size: 13px; line-height: 1.1; cursor: pointer; }
  #chat { display: none; height: 100%; flex-direction: column; background: #fff; }
  body.open #launcher { display: none; }
  body.open #chat { display: flex; }
  header { display: flex; align-items: center; justify-content: space-between; padding: 8px 12px; background: #1890ff; color: #fff; }
  header button { border: 0; background: transparent; color: #fff; font-size: 18px; cursor: pointer; }
  #log { flex: 1; overflow-y: auto; margin: 0; padding: 12px; list-style: none; }
  #log li { margin: 6px 0; }
  #log li.mine { text-align: right; }
  form { display: flex; gap: 8px; padding: 8px; border-top: 1px solid #eee; }
  form input { flex: 1; padding: 6px 8px; }
`;

// The texts come from the page (its body's data attributes, written in the frame's language), so
// that the script stays one text whose hash the Content-Security-Policy allows.
const SCRIPT = `
(function () {
  var texts = document.body.dataset;
  var params = new URLSearchParams(location.search);
  var who = params.get('username') || texts.you;
  var log = document.getElementById('log');
  var fill = function (template, values) {
    return template.replace(/\\{(\\w+)\\}/g, function (all, name) { return Object.prototype.hasOwnProperty.call(values, name) ? values[name] : all; });
  };
  var say = function (text, mine) {
    var item = document.createElement('li');
    item.className = mine ? 'mine' : '';
    item.textContent = fill(texts.line, { who: mine ? who : texts.agent, text: text });
    log.appendChild(item);
    log.scrollTop = log.scrollHeight;
  };
  var tell = function (action) { parent.postMessage({ type: 'kefu', action: action }, '*'); };
  document.getElementById('launcher').addEventListener('click', function () {
    document.body.classList.add('open');
    if (!log.children.length) say(fill(texts.greeting, { name: who }), false);
    tell('open');
  });
  document.getElementById('close').addEventListener('click', function () {
    document.body.classList.remove('open');
    tell('close');
  });
  document.getElementById('send').addEventListener('submit', function (event) {
    event.preventDefault();
    var input = document.getElementById('text');
    var text = input.value.trim();
    if (!text) return;
    input.value = '';
    say(text, true);
    say(fill(texts.received, { text: text }), false);
  });
})();
`;

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, c => `&#${c.charCodeAt(0)};`);

/** The language of the page's `<html lang>`. */
const HTML_LANG: Record<Lang, string> = { 'zh-cn': 'zh-CN', en: 'en', es: 'es', ja: 'ja' };

/** The frame in `lang`: its texts the server's catalogue's (the `kefu` area). */
const page = (lang: Lang) => {
    const t = (key: TextKey) => escapeHtml(lookupText(key, lang));
    return `<!doctype html>
<html lang="${HTML_LANG[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t('在线客服')}</title>
<style>${STYLE}</style>
</head>
<body data-agent="${t('客服')}" data-you="${t('您')}" data-line="${t('{who}：{text}')}" data-greeting="${t('您好，{name}，请问有什么可以帮您？')}" data-received="${t('已收到：{text}')}">
<button id="launcher" type="button" title="${t('打开在线客服')}">${t('客服')}</button>
<section id="chat" aria-label="${t('在线客服')}">
  <header><strong>${t('在线客服')}</strong><button id="close" type="button" aria-label="${t('关闭在线客服')}">×</button></header>
  <ul id="log" role="log" aria-label="${t('聊天记录')}"></ul>
  <form id="send"><input id="text" aria-label="${t('输入消息')}" autocomplete="off" maxlength="500"><button type="submit">${t('发送')}</button></form>
</section>
<script>${SCRIPT}</script>
</body>
</html>
`;
};

const pages = new Map(LANGS.map(lang => [lang, page(lang)]));

/** The frame's own inline script and style: its Content-Security-Policy allows exactly these (by hash). */
export const KEFU_FRAME_INLINE = { script: SCRIPT, style: STYLE };

export const registerKefuFrame = (app: FastifyInstance, config: ServerConfig) => {
    app.get<{ Querystring: Record<string, unknown> }>(KEFU_FRAME_PATH, { helmet: kefuFrameHeaders(config, KEFU_FRAME_INLINE) }, (request, reply) =>
        reply
            .header('cache-control', 'no-cache')
            .type('text/html; charset=utf-8')
            .send(pages.get(readLang(request.query[LANG_HEADER])))
    );
};
