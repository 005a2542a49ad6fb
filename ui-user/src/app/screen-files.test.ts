// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { pages } from './pages.js';
import { fetchScreenFiles } from './screen-files.js';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

function writeTable(table: unknown) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'screen-files';
  script.textContent = JSON.stringify(table);
  document.body.append(script);
}

const links = () =>
  [...document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);

describe('fetchScreenFiles', () => {
  it("adds the opened screen's scripts and stylesheets to the head, and no other screen's", () => {
    writeTable({
      [pages.Login.file]: {
        scripts: ['assets/login-page-a.js', 'assets/forms-b.js'],
        styles: ['assets/login-page-c.css'],
      },
      [pages.Dashboard.file]: { scripts: ['assets/dashboard-page-d.js'], styles: [] },
    });
    fetchScreenFiles(pages.Login);
    expect(links()).toEqual([
      'stylesheet /assets/login-page-c.css',
      'modulepreload /assets/login-page-a.js',
      'modulepreload /assets/forms-b.js',
    ]);
  });

  it('does nothing without a table (the development server) or a screen', () => {
    fetchScreenFiles(pages.Login);
    writeTable({});
    fetchScreenFiles(undefined);
    fetchScreenFiles(pages.Login);
    expect(links()).toEqual([]);
  });
});
