// Generated from core/src/contract by `npm run generate`: do not edit.
import type { Contract } from '@tradesim/core/contract';
import { route } from '../route-ref.js';

export const routes = {
  health: route<Contract['health']>('get', '/api/health', 'none', 'json'),
  probes: {
    live: route<Contract['probes']['live']>('get', '/api/health/live', 'none', 'json'),
    ready: route<Contract['probes']['ready']>('get', '/api/health/ready', 'none', 'json'),
  },
  wallet: {
    paymentSettings: route<Contract['wallet']['paymentSettings']>(
      'get',
      '/api/payment-settings',
      'user',
      'json',
    ),
    paymentQr: route<Contract['wallet']['paymentQr']>('get', '/api/payment-settings/qr', 'none', 'raw'),
    deposit: route<Contract['wallet']['deposit']>('post', '/api/deposits', 'user', 'keyed'),
    withdraw: route<Contract['wallet']['withdraw']>('post', '/api/withdrawals', 'user', 'keyed'),
    cancelWithdrawal: route<Contract['wallet']['cancelWithdrawal']>(
      'post',
      '/api/withdrawals/:id/cancel',
      'user',
      'keyed',
    ),
    transactions: {
      list: route<Contract['wallet']['transactions']['list']>('get', '/api/transactions', 'user', 'json'),
      exportCsv: route<Contract['wallet']['transactions']['exportCsv']>(
        'get',
        '/api/transactions/export.csv',
        'user',
        'raw',
      ),
      get: route<Contract['wallet']['transactions']['get']>('get', '/api/transactions/:id', 'user', 'json'),
      proof: route<Contract['wallet']['transactions']['proof']>(
        'get',
        '/api/transactions/:id/proof',
        'user-or-admin',
        'raw',
      ),
    },
  },
  admin: {
    dashboard: route<Contract['admin']['dashboard']>('get', '/api/admin/dashboard', 'admin', 'json'),
    assets: {
      list: route<Contract['admin']['assets']['list']>('get', '/api/admin/assets', 'admin', 'json'),
      create: route<Contract['admin']['assets']['create']>('post', '/api/admin/assets', 'admin', 'json'),
      update: route<Contract['admin']['assets']['update']>('patch', '/api/admin/assets/:id', 'admin', 'json'),
      remove: route<Contract['admin']['assets']['remove']>(
        'delete',
        '/api/admin/assets/:id',
        'admin',
        'json',
      ),
      search: route<Contract['admin']['assets']['search']>(
        'get',
        '/api/admin/market/search',
        'admin',
        'json',
      ),
      bulkAdd: route<Contract['admin']['assets']['bulkAdd']>(
        'post',
        '/api/admin/assets/bulk',
        'admin',
        'json',
      ),
      refreshImages: route<Contract['admin']['assets']['refreshImages']>(
        'post',
        '/api/admin/assets/images',
        'admin',
        'json',
      ),
    },
    priceFeed: {
      status: route<Contract['admin']['priceFeed']['status']>(
        'get',
        '/api/admin/price-feed',
        'admin',
        'json',
      ),
      start: route<Contract['admin']['priceFeed']['start']>(
        'post',
        '/api/admin/price-feed/start',
        'admin',
        'json',
      ),
      stop: route<Contract['admin']['priceFeed']['stop']>(
        'post',
        '/api/admin/price-feed/stop',
        'admin',
        'json',
      ),
      updateNow: route<Contract['admin']['priceFeed']['updateNow']>(
        'post',
        '/api/admin/price-feed/update-now',
        'admin',
        'json',
      ),
    },
    transactions: {
      list: route<Contract['admin']['transactions']['list']>(
        'get',
        '/api/admin/transactions',
        'admin',
        'json',
      ),
      exportCsv: route<Contract['admin']['transactions']['exportCsv']>(
        'get',
        '/api/admin/transactions/export.csv',
        'admin',
        'raw',
      ),
      get: route<Contract['admin']['transactions']['get']>(
        'get',
        '/api/admin/transactions/:id',
        'admin',
        'json',
      ),
      approve: route<Contract['admin']['transactions']['approve']>(
        'post',
        '/api/admin/transactions/:id/approve',
        'admin',
        'keyed',
      ),
      reject: route<Contract['admin']['transactions']['reject']>(
        'post',
        '/api/admin/transactions/:id/reject',
        'admin',
        'keyed',
      ),
    },
    paymentSettings: {
      get: route<Contract['admin']['paymentSettings']['get']>(
        'get',
        '/api/admin/payment-settings',
        'admin',
        'json',
      ),
      setWallet: route<Contract['admin']['paymentSettings']['setWallet']>(
        'put',
        '/api/admin/payment-settings',
        'admin',
        'json',
      ),
      generateQr: route<Contract['admin']['paymentSettings']['generateQr']>(
        'post',
        '/api/admin/payment-settings/qr/generate',
        'admin',
        'json',
      ),
      uploadQr: route<Contract['admin']['paymentSettings']['uploadQr']>(
        'post',
        '/api/admin/payment-settings/qr',
        'admin',
        'json',
      ),
      removeQr: route<Contract['admin']['paymentSettings']['removeQr']>(
        'delete',
        '/api/admin/payment-settings/qr',
        'admin',
        'json',
      ),
    },
    support: {
      tickets: {
        list: route<Contract['admin']['support']['tickets']['list']>(
          'get',
          '/api/admin/support/tickets',
          'admin',
          'json',
        ),
        get: route<Contract['admin']['support']['tickets']['get']>(
          'get',
          '/api/admin/support/tickets/:id',
          'admin',
          'json',
        ),
        send: route<Contract['admin']['support']['tickets']['send']>(
          'post',
          '/api/admin/support/tickets/:id/messages',
          'admin',
          'json',
        ),
        update: route<Contract['admin']['support']['tickets']['update']>(
          'patch',
          '/api/admin/support/tickets/:id',
          'admin',
          'json',
        ),
      },
      responses: route<Contract['admin']['support']['responses']>(
        'get',
        '/api/admin/support/responses',
        'admin',
        'json',
      ),
    },
    audit: {
      list: route<Contract['admin']['audit']['list']>('get', '/api/admin/audit-log', 'admin', 'json'),
      exportCsv: route<Contract['admin']['audit']['exportCsv']>(
        'get',
        '/api/admin/audit-log/export.csv',
        'admin',
        'raw',
      ),
    },
    ledger: {
      verify: route<Contract['admin']['ledger']['verify']>(
        'get',
        '/api/admin/ledger/verify',
        'admin',
        'json',
      ),
    },
    jobs: {
      run: route<Contract['admin']['jobs']['run']>('post', '/api/admin/jobs/:name/run', 'admin', 'json'),
      get: route<Contract['admin']['jobs']['get']>('get', '/api/admin/jobs/:id', 'admin', 'json'),
    },
  },
};
