import { timingSafeEqual } from 'node:crypto';
import type { ServerConfig } from '../core/config';
import { sign } from '../../protocol/sign';
import { nowSeconds } from '../core/nowSeconds';
import { ProtocolError } from '../core/ProtocolError';
import type { IncomingCall } from './readCall';

/**
 * docs/protocol.md §2 on the receiving side: the timestamp within the window, then the signature
 * over the call's parameters plus the timestamp and access token it arrived with. The same
 * `sign` as the console's, so the two cannot drift apart.
 */
export const verifySignature = (call: IncomingCall, config: ServerConfig): void => {
    if (!/^\d{1,12}$/.test(call.timestamp)) throw new ProtocolError('参数错误：缺少或无效的时间戳');
    if (Math.abs(nowSeconds() - Number(call.timestamp)) > config.timestampWindow) {
        throw new ProtocolError('请求已过期，请校准设备时间后重试');
    }
    if (!call.signature) throw new ProtocolError('签名错误：缺少签名');
    const expected = sign({ ...call.params, timestamp: call.timestamp, accesstoken: call.accesstoken }, config.client.signSecret, config.client.signHash);
    const given = Buffer.from(call.signature.toLowerCase());
    if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected))) {
        throw new ProtocolError('签名错误');
    }
};
