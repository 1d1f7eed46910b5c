/** Car brands: the labels of brand options (a stored brand stays zh-cn, it is the value). */
export default ['大众', '丰田', '本田', '日产', '别克', '宝马', '奔驰', '奥迪', '比亚迪', '特斯拉', '理想', '吉利', '长安', '哈弗', '五菱'] as const;
