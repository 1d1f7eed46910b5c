/** Marketing activities (lottery, seckill, group buying). */
export default [
    '活动名称',
    '活动商品',
    '活动价',
    '活动库存',
    '开始时间',
    '结束时间必须晚于开始时间',
    '抽奖活动',
    '秒杀活动',
    '拼团活动',
    '已启用',
    '已停用',
    '该活动已启用',
    '该活动已停用',
    '每人抽奖次数',
    '每人限购数量',
    '成团人数',
] as const;
