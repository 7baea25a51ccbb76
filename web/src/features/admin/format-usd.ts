/** Currency as USD in US English ("$1,234.50"). */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatUsd = (dollars: number) => usd.format(dollars);
