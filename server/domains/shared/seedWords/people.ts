import type { Prng } from '../Prng';

const surnames =
    '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤'.split(
        ''
    );
const givenChars =
    '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超兰霞平刚桂英华玉萍红娥玲芬燕彩春菊辉鹏建国志文斌宇浩凯婷雪琳晨欣怡子轩梓涵一诺俊杰思远海峰德明立新永利晓东红梅国华'.split(
        ''
    );
const mobilePrefixes = [
    '130',
    '131',
    '132',
    '133',
    '135',
    '136',
    '137',
    '138',
    '139',
    '150',
    '151',
    '152',
    '155',
    '157',
    '158',
    '159',
    '166',
    '177',
    '180',
    '181',
    '185',
    '186',
    '187',
    '188',
    '189',
    '191',
    '198',
    '199',
];

export const personName = (rng: Prng) => rng.pick(surnames) + rng.pick(givenChars) + (rng.chance(0.7) ? rng.pick(givenChars) : '');

/** 11 digits starting with 1, on real carrier prefixes. */
export const mobilePhone = (rng: Prng) => rng.pick(mobilePrefixes) + String(rng.int(0, 99_999_999)).padStart(8, '0');

export const nickname = (rng: Prng) =>
    rng.pick(['车友', '老', '小', '阿', '']) + rng.pick(givenChars) + rng.pick(['哥', '姐', '总', '师傅', '先生', '女士', String(rng.int(10, 99))]);

/** A plausible IPv4 address of a Chinese broadband or mobile network. */
export const ipAddress = (rng: Prng) =>
    `${rng.pick([58, 59, 60, 61, 101, 106, 112, 113, 114, 115, 116, 117, 119, 120, 121, 122, 123, 124, 125, 171, 180, 183, 218, 219, 220, 221, 222, 223])}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
