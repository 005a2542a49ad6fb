/**
 * Bundled logos for the catalogue's well-known symbols (never fetched from another host). Only
 * the icons named here are bundled, imported one file each, and this module is loaded on demand
 * by AssetIcon (a chunk of its own, so no screen that shows no asset, /login included, pays for it).
 *
 * Licences (docs/decisions/0022-ui-stacks.md): cryptocurrency-icons (CC0-1.0), simple-icons (CC0-1.0) and
 * @iconify-icons/logos, the SVG Logos set (CC0-1.0). The marks stay their owners' trademarks.
 */
import adobe from '@iconify-icons/logos/adobe-icon';
import ibm from '@iconify-icons/logos/ibm';
import microsoft from '@iconify-icons/logos/microsoft-icon';
import salesforce from '@iconify-icons/logos/salesforce';
import type { AssetType } from '@tradesim/core';
import ada from 'cryptocurrency-icons/svg/color/ada.svg';
import avax from 'cryptocurrency-icons/svg/color/avax.svg';
import bch from 'cryptocurrency-icons/svg/color/bch.svg';
import bnb from 'cryptocurrency-icons/svg/color/bnb.svg';
import btc from 'cryptocurrency-icons/svg/color/btc.svg';
import doge from 'cryptocurrency-icons/svg/color/doge.svg';
import dot from 'cryptocurrency-icons/svg/color/dot.svg';
import eth from 'cryptocurrency-icons/svg/color/eth.svg';
import link from 'cryptocurrency-icons/svg/color/link.svg';
import ltc from 'cryptocurrency-icons/svg/color/ltc.svg';
import matic from 'cryptocurrency-icons/svg/color/matic.svg';
import sol from 'cryptocurrency-icons/svg/color/sol.svg';
import trx from 'cryptocurrency-icons/svg/color/trx.svg';
import uni from 'cryptocurrency-icons/svg/color/uni.svg';
import usdc from 'cryptocurrency-icons/svg/color/usdc.svg';
import usdt from 'cryptocurrency-icons/svg/color/usdt.svg';
import xlm from 'cryptocurrency-icons/svg/color/xlm.svg';
import xrp from 'cryptocurrency-icons/svg/color/xrp.svg';
import amdSvg from 'simple-icons/icons/amd.svg?raw';
import appleSvg from 'simple-icons/icons/apple.svg?raw';
import bankofamericaSvg from 'simple-icons/icons/bankofamerica.svg?raw';
import ciscoSvg from 'simple-icons/icons/cisco.svg?raw';
import cocacolaSvg from 'simple-icons/icons/cocacola.svg?raw';
import googleSvg from 'simple-icons/icons/google.svg?raw';
import intelSvg from 'simple-icons/icons/intel.svg?raw';
import mastercardSvg from 'simple-icons/icons/mastercard.svg?raw';
import metaSvg from 'simple-icons/icons/meta.svg?raw';
import netflixSvg from 'simple-icons/icons/netflix.svg?raw';
import nikeSvg from 'simple-icons/icons/nike.svg?raw';
import nvidiaSvg from 'simple-icons/icons/nvidia.svg?raw';
import paypalSvg from 'simple-icons/icons/paypal.svg?raw';
import qualcommSvg from 'simple-icons/icons/qualcomm.svg?raw';
import teslaSvg from 'simple-icons/icons/tesla.svg?raw';
import tonSvg from 'simple-icons/icons/ton.svg?raw';
import verizonSvg from 'simple-icons/icons/verizon.svg?raw';
import visaSvg from 'simple-icons/icons/visa.svg?raw';

/** A 24×24 brand glyph (simple-icons) or an icon of its own size (SVG Logos; Iconify's default 16). */
type Glyph = { hex: string; path: string } | { body: string; width?: number; height?: number };

/**
 * simple-icons ships each glyph as its own file (imported one by one, so only these are
 * bundled) and its brand colour in its data; the colours are copied here (a test checks them).
 */
export const simpleIconHex = {
  amd: 'ED1C24',
  apple: '000000',
  bankofamerica: '012169',
  cisco: '1BA0D7',
  cocacola: 'D00013',
  google: '4285F4',
  intel: '0071C5',
  mastercard: 'EB001B',
  meta: '0467DF',
  netflix: 'E50914',
  nike: '111111',
  nvidia: '76B900',
  paypal: '002991',
  qualcomm: '3253DC',
  tesla: 'CC0000',
  ton: '0098EA',
  verizon: 'CD040B',
  visa: '1A1F71',
} as const;

function simple(svg: string, hex: string): Glyph {
  return { path: /<path d="([^"]+)"/.exec(svg)?.[1] ?? '', hex };
}

const si = {
  amd: simple(amdSvg, simpleIconHex.amd),
  apple: simple(appleSvg, simpleIconHex.apple),
  bankofamerica: simple(bankofamericaSvg, simpleIconHex.bankofamerica),
  cisco: simple(ciscoSvg, simpleIconHex.cisco),
  cocacola: simple(cocacolaSvg, simpleIconHex.cocacola),
  google: simple(googleSvg, simpleIconHex.google),
  intel: simple(intelSvg, simpleIconHex.intel),
  mastercard: simple(mastercardSvg, simpleIconHex.mastercard),
  meta: simple(metaSvg, simpleIconHex.meta),
  netflix: simple(netflixSvg, simpleIconHex.netflix),
  nike: simple(nikeSvg, simpleIconHex.nike),
  nvidia: simple(nvidiaSvg, simpleIconHex.nvidia),
  paypal: simple(paypalSvg, simpleIconHex.paypal),
  qualcomm: simple(qualcommSvg, simpleIconHex.qualcomm),
  tesla: simple(teslaSvg, simpleIconHex.tesla),
  ton: simple(tonSvg, simpleIconHex.ton),
  verizon: simple(verizonSvg, simpleIconHex.verizon),
  visa: simple(visaSvg, simpleIconHex.visa),
};

const size = 40;
const inset = 9;
const border = '#dde3ee';

/** A disc with the glyph centred in it, as an SVG data address an <img> can show. */
function disc(glyph: Glyph, style: 'brand' | 'light'): string {
  const inner =
    'path' in glyph
      ? `<svg viewBox="0 0 24 24"><path fill="${style === 'brand' ? '#fff' : `#${glyph.hex}`}" d="${glyph.path}"/></svg>`
      : `<svg viewBox="0 0 ${glyph.width ?? 16} ${glyph.height ?? 16}">${glyph.body}</svg>`;
  const fill = style === 'brand' && 'hex' in glyph ? `#${glyph.hex}` : '#fff';
  const stroke = style === 'light' ? ` stroke="${border}"` : '';
  const box = size - 2 * inset;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}">` +
    `<circle cx="20" cy="20" r="19.5" fill="${fill}"${stroke}/>` +
    inner.replace('<svg ', `<svg x="${inset}" y="${inset}" width="${box}" height="${box}" `) +
    '</svg>';
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Crypto logos: cryptocurrency-icons' colour set (already round), and TON from simple-icons. */
const crypto = new Map<string, () => string>(
  Object.entries({
    ADA: () => ada,
    AVAX: () => avax,
    BCH: () => bch,
    BNB: () => bnb,
    BTC: () => btc,
    DOGE: () => doge,
    DOT: () => dot,
    ETH: () => eth,
    LINK: () => link,
    LTC: () => ltc,
    MATIC: () => matic,
    SOL: () => sol,
    TON: () => disc(si.ton, 'brand'),
    TRX: () => trx,
    UNI: () => uni,
    USDC: () => usdc,
    USDT: () => usdt,
    XLM: () => xlm,
    XRP: () => xrp,
  }),
);

/** Company logos by ticker: the brand's colour on a light disc. */
const stock = new Map<string, () => string>(
  Object.entries({
    AAPL: () => disc(si.apple, 'light'),
    ADBE: () => disc(adobe, 'light'),
    AMD: () => disc(si.amd, 'light'),
    BAC: () => disc(si.bankofamerica, 'light'),
    CRM: () => disc(salesforce, 'light'),
    CSCO: () => disc(si.cisco, 'light'),
    GOOGL: () => disc(si.google, 'light'),
    GOOG: () => disc(si.google, 'light'),
    IBM: () => disc(ibm, 'light'),
    INTC: () => disc(si.intel, 'light'),
    KO: () => disc(si.cocacola, 'light'),
    MA: () => disc(si.mastercard, 'light'),
    META: () => disc(si.meta, 'light'),
    MSFT: () => disc(microsoft, 'light'),
    NFLX: () => disc(si.netflix, 'light'),
    NKE: () => disc(si.nike, 'light'),
    NVDA: () => disc(si.nvidia, 'light'),
    PYPL: () => disc(si.paypal, 'light'),
    QCOM: () => disc(si.qualcomm, 'light'),
    TSLA: () => disc(si.tesla, 'light'),
    V: () => disc(si.visa, 'light'),
    VZ: () => disc(si.verizon, 'light'),
  }),
);

const cache = new Map<string, string | null>();

/**
 * The bundled logo's image address for a symbol (case-insensitive), or null when none is
 * bundled. With a type, only that kind's logos are searched (a stock may share a coin's ticker).
 */
export function bundledLogo(symbol: string, type?: AssetType): string | null {
  const key = `${type ?? ''}:${symbol.toUpperCase()}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const upper = symbol.toUpperCase();
  const make =
    type === 'crypto'
      ? crypto.get(upper)
      : type === 'stock'
        ? stock.get(upper)
        : (crypto.get(upper) ?? stock.get(upper));
  const logo = make ? make() : null;
  cache.set(key, logo);
  return logo;
}
