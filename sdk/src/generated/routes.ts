// Generated from core/src/contract by `npm run generate`: do not edit.
import type { Contract } from '@tradesim/core/contract';
import { route } from '../route-ref.js';

export const routes = {
  health: route<Contract['health']>('get', '/api/health', 'none', 'json'),
  probes: {
    live: route<Contract['probes']['live']>('get', '/api/health/live', 'none', 'json'),
    ready: route<Contract['probes']['ready']>('get', '/api/health/ready', 'none', 'json'),
  },
  auth: {
    register: route<Contract['auth']['register']>('post', '/api/auth/register', 'none', 'json'),
    login: route<Contract['auth']['login']>('post', '/api/auth/login', 'none', 'json'),
    refresh: route<Contract['auth']['refresh']>('post', '/api/auth/refresh', 'none', 'json'),
    logout: route<Contract['auth']['logout']>('post', '/api/auth/logout', 'user', 'json'),
    forgotPassword: route<Contract['auth']['forgotPassword']>(
      'post',
      '/api/auth/forgot-password',
      'none',
      'json',
    ),
    resetPassword: route<Contract['auth']['resetPassword']>(
      'post',
      '/api/auth/reset-password',
      'none',
      'json',
    ),
  },
  me: {
    get: route<Contract['me']['get']>('get', '/api/me', 'user', 'json'),
    portfolioHistory: route<Contract['me']['portfolioHistory']>(
      'get',
      '/api/me/portfolio/history',
      'user',
      'json',
    ),
    update: route<Contract['me']['update']>('patch', '/api/me', 'user', 'json'),
    changePassword: route<Contract['me']['changePassword']>('post', '/api/me/password', 'user', 'json'),
    mfa: {
      setup: route<Contract['me']['mfa']['setup']>('post', '/api/me/mfa/setup', 'user', 'json'),
      enable: route<Contract['me']['mfa']['enable']>('post', '/api/me/mfa/enable', 'user', 'json'),
      regenerateRecoveryCodes: route<Contract['me']['mfa']['regenerateRecoveryCodes']>(
        'post',
        '/api/me/mfa/recovery-codes',
        'user',
        'json',
      ),
      disable: route<Contract['me']['mfa']['disable']>('post', '/api/me/mfa/disable', 'user', 'json'),
    },
  },
  sessions: {
    list: route<Contract['sessions']['list']>('get', '/api/me/sessions', 'user', 'json'),
    revoke: route<Contract['sessions']['revoke']>('delete', '/api/me/sessions/:id', 'user', 'json'),
  },
  market: {
    assets: {
      list: route<Contract['market']['assets']['list']>('get', '/api/assets', 'user', 'json'),
      get: route<Contract['market']['assets']['get']>('get', '/api/assets/:id', 'user', 'json'),
      history: route<Contract['market']['assets']['history']>(
        'get',
        '/api/assets/:id/history',
        'user',
        'json',
      ),
    },
    durations: route<Contract['market']['durations']>('get', '/api/durations', 'user', 'json'),
    tradingSettings: route<Contract['market']['tradingSettings']>(
      'get',
      '/api/trading-settings',
      'user',
      'json',
    ),
  },
  investments: {
    purchase: route<Contract['investments']['purchase']>('post', '/api/investments', 'user', 'keyed'),
    list: route<Contract['investments']['list']>('get', '/api/investments', 'user', 'json'),
    get: route<Contract['investments']['get']>('get', '/api/investments/:id', 'user', 'json'),
    sell: route<Contract['investments']['sell']>('post', '/api/investments/:id/sell', 'user', 'keyed'),
    complete: route<Contract['investments']['complete']>(
      'post',
      '/api/investments/:id/complete',
      'user',
      'keyed',
    ),
    archive: route<Contract['investments']['archive']>(
      'post',
      '/api/investments/:id/archive',
      'user',
      'json',
    ),
    restore: route<Contract['investments']['restore']>(
      'post',
      '/api/investments/:id/restore',
      'user',
      'json',
    ),
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
  notifications: {
    list: route<Contract['notifications']['list']>('get', '/api/notifications', 'user', 'json'),
    readAll: route<Contract['notifications']['readAll']>(
      'post',
      '/api/notifications/read-all',
      'user',
      'json',
    ),
    read: route<Contract['notifications']['read']>('post', '/api/notifications/:id/read', 'user', 'json'),
  },
  support: {
    tickets: {
      list: route<Contract['support']['tickets']['list']>('get', '/api/support/tickets', 'user', 'json'),
      create: route<Contract['support']['tickets']['create']>('post', '/api/support/tickets', 'user', 'json'),
      get: route<Contract['support']['tickets']['get']>('get', '/api/support/tickets/:id', 'user', 'json'),
      send: route<Contract['support']['tickets']['send']>(
        'post',
        '/api/support/tickets/:id/messages',
        'user',
        'json',
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
      mfa: {
        setup: route<Contract['admin']['auth']['mfa']['setup']>(
          'post',
          '/api/admin/auth/mfa/setup',
          'admin',
          'json',
        ),
        enable: route<Contract['admin']['auth']['mfa']['enable']>(
          'post',
          '/api/admin/auth/mfa/enable',
          'admin',
          'json',
        ),
        regenerateRecoveryCodes: route<Contract['admin']['auth']['mfa']['regenerateRecoveryCodes']>(
          'post',
          '/api/admin/auth/mfa/recovery-codes',
          'admin',
          'json',
        ),
        disable: route<Contract['admin']['auth']['mfa']['disable']>(
          'post',
          '/api/admin/auth/mfa/disable',
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

/** Where the realtime WebSocket is opened (core/src/contract/realtime.ts). */
export const realtimePath = '/api/realtime';
