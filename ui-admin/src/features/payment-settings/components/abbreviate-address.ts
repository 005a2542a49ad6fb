const keep = 8;

/** "TJRabPrw...8kjpRTv8": the first and last 8 characters (docs/product/admin-console.md#constants-and-limits), or "Not set". */
export function abbreviateAddress(address: string): string {
  if (!address) return 'Not set';
  if (address.length <= keep * 2 + 3) return address;
  return `${address.slice(0, keep)}...${address.slice(-keep)}`;
}
