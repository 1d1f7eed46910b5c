import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../core/config';
import { KEFU_FRAME_PATH } from '../domains/supplier/kefuHost';
import { kefuFrameHeaders } from './securityHeaders';

/**
 * A stand-in for a customer-service provider, enough to see the console's widget work: a
 * round 客服 button that asks the console (docs/console.md §2 postMessage protocol,
 * `{type: 'kefu', action}`) to open the chat window, a close button that asks it to close, and
 * a conversation where every message is echoed back by the "agent". No script or style from
 * elsewhere; the user's name comes from the frame's query string and is written as text.
 */
const STYLE = `
  html, body { margin: 0; height: 100%; font: 14px/1.5 system-ui, sans-serif; }
  #launcher { width: 100%; height: 100%; border: 0; border-radius: 50%; background: #1890ff; color: #fff; font-size: 15px; cursor: pointer; }
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

const SCRIPT = `
(function () {
  var params = new URLSearchParams(location.search);
  var who = params.get('username') || '您';
  var log = document.getElementById('log');
  var say = function (text, mine) {
    var item = document.createElement('li');
    item.className = mine ? 'mine' : '';
    item.textContent = (mine ? who : '客服') + '：' + text;
    log.appendChild(item);
    log.scrollTop = log.scrollHeight;
  };
  var tell = function (action) { parent.postMessage({ type: 'kefu', action: action }, '*'); };
  document.getElementById('launcher').addEventListener('click', function () {
    document.body.classList.add('open');
    if (!log.children.length) say('您好，' + who + '，请问有什么可以帮您？', false);
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
    say('已收到：' + text, false);
  });
})();
`;

const page = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>在线客服</title>
<style>${STYLE}</style>
</head>
<body>
<button id="launcher" type="button" aria-label="打开在线客服">客服</button>
<section id="chat" aria-label="在线客服">
  <header><strong>在线客服</strong><button id="close" type="button" aria-label="关闭在线客服">×</button></header>
  <ul id="log" role="log" aria-label="聊天记录"></ul>
  <form id="send"><input id="text" aria-label="输入消息" autocomplete="off" maxlength="500"><button type="submit">发送</button></form>
</section>
<script>${SCRIPT}</script>
</body>
</html>
`;

/** The frame's own inline script and style: its Content-Security-Policy allows exactly these (by hash). */
export const KEFU_FRAME_INLINE = { script: SCRIPT, style: STYLE };

export const registerKefuFrame = (app: FastifyInstance, config: ServerConfig) => {
    app.get(KEFU_FRAME_PATH, { helmet: kefuFrameHeaders(config, KEFU_FRAME_INLINE) }, (_request, reply) =>
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page)
    );
};
