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
  },
};

/** Where the realtime WebSocket is opened (core/src/contract/realtime.ts). */
export const realtimePath = '/api/realtime';
