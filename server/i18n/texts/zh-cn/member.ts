/** Members and their login log. */
export default ['会员ID', '登录终端', 'IP属地', '微信小程序', '验证码登录', '微信授权', 'iOS', 'Android', 'H5', 'PC'] as const;
