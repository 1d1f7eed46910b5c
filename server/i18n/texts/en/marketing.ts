import type marketing from '../zh-cn/marketing';
import type { Translations } from '../../Translations';

export default {
    活动名称: 'Activity name',
    活动商品: 'Product',
    活动价: 'Activity price',
    活动库存: 'Activity stock',
    开始时间: 'Start time',
    结束时间必须晚于开始时间: 'The end time must be later than the start time',
    抽奖活动: 'Lottery',
    秒杀活动: 'Flash sale',
    拼团活动: 'Group buy',
    已启用: 'Enabled',
    已停用: 'Disabled',
    该活动已启用: 'This activity is already enabled',
    该活动已停用: 'This activity is already disabled',
    每人抽奖次数: 'Draws per person',
    每人限购数量: 'Limit per person',
    成团人数: 'Group size',
} satisfies Translations<typeof marketing>;
