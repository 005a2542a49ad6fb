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
    auth: {
      login: route<Contract['admin']['auth']['login']>('post', '/api/admin/auth/login', 'none', 'json'),
      refresh: route<Contract['admin']['auth']['refresh']>(
        'post',
        '/api/admin/auth/refresh',
        'admin',
        'json',
      ),
      logout: route<Contract['admin']['auth']['logout']>('post', '/api/admin/auth/logout', 'admin', 'json'),
      invite: route<Contract['admin']['auth']['invite']>(
        'get',
        '/api/admin/auth/invite/:token',
        'none',
        'json',
      ),
      acceptInvite: route<Contract['admin']['auth']['acceptInvite']>(
        'post',
        '/api/admin/auth/accept-invite',
        'none',
        'json',
      ),
      session: route<Contract['admin']['auth']['session']>('get', '/api/admin/auth/session', 'admin', 'json'),
      changePassword: route<Contract['admin']['auth']['changePassword']>(
        'post',
        '/api/admin/auth/password',
        'admin',
        'json',
      ),
      sessions: {
        list: route<Contract['admin']['auth']['sessions']['list']>(
          'get',
          '/api/admin/auth/sessions',
          'admin',
          'json',
        ),
        revoke: route<Contract['admin']['auth']['sessions']['revoke']>(
          'delete',
          '/api/admin/auth/sessions/:id',
          'admin',
          'json',
        ),
      },
    },
    testClock: {
      get: route<Contract['admin']['testClock']['get']>('get', '/api/admin/test-clock', 'admin', 'json'),
      advance: route<Contract['admin']['testClock']['advance']>(
        'post',
        '/api/admin/test-clock/advance',
        'admin',
        'json',
      ),
    },
    dashboard: route<Contract['admin']['dashboard']>('get', '/api/admin/dashboard', 'admin', 'json'),
    users: {
      list: route<Contract['admin']['users']['list']>('get', '/api/admin/users', 'admin', 'json'),
      get: route<Contract['admin']['users']['get']>('get', '/api/admin/users/:id', 'admin', 'json'),
      timeline: route<Contract['admin']['users']['timeline']>(
        'get',
        '/api/admin/users/:id/timeline',
        'admin',
        'json',
      ),
      adjustBalance: route<Contract['admin']['users']['adjustBalance']>(
        'post',
        '/api/admin/users/:id/balance-adjustments',
        'admin',
        'keyed',
      ),
      ban: route<Contract['admin']['users']['ban']>('post', '/api/admin/users/:id/ban', 'admin', 'json'),
      unban: route<Contract['admin']['users']['unban']>(
        'post',
        '/api/admin/users/:id/unban',
        'admin',
        'json',
      ),
    },
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
    durations: {
      list: route<Contract['admin']['durations']['list']>('get', '/api/admin/durations', 'admin', 'json'),
      create: route<Contract['admin']['durations']['create']>(
        'post',
        '/api/admin/durations',
        'admin',
        'json',
      ),
      update: route<Contract['admin']['durations']['update']>(
        'patch',
        '/api/admin/durations/:id',
        'admin',
        'json',
      ),
      remove: route<Contract['admin']['durations']['remove']>(
        'delete',
        '/api/admin/durations/:id',
        'admin',
        'json',
      ),
    },
    tradingSettings: {
      get: route<Contract['admin']['tradingSettings']['get']>(
        'get',
        '/api/admin/settings/trading',
        'admin',
        'json',
      ),
      update: route<Contract['admin']['tradingSettings']['update']>(
        'put',
        '/api/admin/settings/trading',
        'admin',
        'json',
      ),
    },
    securitySettings: {
      get: route<Contract['admin']['securitySettings']['get']>(
        'get',
        '/api/admin/settings/security',
        'admin',
        'json',
      ),
      update: route<Contract['admin']['securitySettings']['update']>(
        'put',
        '/api/admin/settings/security',
        'admin',
        'json',
      ),
    },
    notificationSettings: {
      get: route<Contract['admin']['notificationSettings']['get']>(
        'get',
        '/api/admin/settings/notifications',
        'admin',
        'json',
      ),
      update: route<Contract['admin']['notificationSettings']['update']>(
        'put',
        '/api/admin/settings/notifications',
        'admin',
        'json',
      ),
    },
    staff: {
      list: route<Contract['admin']['staff']['list']>('get', '/api/admin/staff', 'admin', 'json'),
      invite: route<Contract['admin']['staff']['invite']>('post', '/api/admin/staff', 'admin', 'json'),
      update: route<Contract['admin']['staff']['update']>('patch', '/api/admin/staff/:id', 'admin', 'json'),
      resetMfa: route<Contract['admin']['staff']['resetMfa']>(
        'post',
        '/api/admin/staff/:id/mfa-reset',
        'admin',
        'json',
      ),
    },
    approvals: {
      list: route<Contract['admin']['approvals']['list']>('get', '/api/admin/approvals', 'admin', 'json'),
      file: route<Contract['admin']['approvals']['file']>(
        'get',
        '/api/admin/approvals/:id/file',
        'admin',
        'raw',
      ),
      approve: route<Contract['admin']['approvals']['approve']>(
        'post',
        '/api/admin/approvals/:id/approve',
        'admin',
        'keyed',
      ),
      reject: route<Contract['admin']['approvals']['reject']>(
        'post',
        '/api/admin/approvals/:id/reject',
        'admin',
        'keyed',
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
