import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RowMenu } from './row-menu.js';
import styles from './row-menu.module.css';

afterEach(cleanup);

function renderMenu() {
  const picked = vi.fn();
  render(
    <RowMenu
      label="Actions for Ada"
      items={['View Details', 'Edit Balance', 'Ban User'].map((label) => ({
        label,
        onSelect: () => picked(label),
      }))}
    />,
  );
  const trigger = screen.getByRole('button', { name: 'Actions for Ada' });
  return { picked, trigger };
}

describe('a row menu', () => {
  it('opens on its first item, and arrows, Home and End move through the items', () => {
    const { trigger } = renderMenu();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Actions for Ada' });
    const focused = () => document.activeElement?.textContent;
    expect(focused()).toBe('View Details');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focused()).toBe('Edit Balance');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(focused()).toBe('Ban User');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focused()).toBe('View Details');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(focused()).toBe('Ban User');
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(focused()).toBe('View Details');
  });

  it('runs the chosen item and closes', () => {
    const { picked, trigger } = renderMenu();
    fireEvent.click(trigger);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit Balance' }));
    expect(picked).toHaveBeenCalledWith('Edit Balance');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on Escape and gives focus back to its button', () => {
    const { trigger } = renderMenu();
    fireEvent.click(trigger);
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on a press outside', () => {
    const { trigger } = renderMenu();
    fireEvent.click(trigger);
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens upwards near the foot of the window, downwards elsewhere', () => {
    const { trigger } = renderMenu();
    const at = (top: number) =>
      vi.spyOn(trigger, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 36 } as DOMRect);
    at(window.innerHeight - 60);
    fireEvent.click(trigger);
    expect(screen.getByRole('menu').classList.contains(styles.above as string)).toBe(true);
    fireEvent.click(trigger);
    at(100);
    fireEvent.click(trigger);
    expect(screen.getByRole('menu').classList.contains(styles.above as string)).toBe(false);
  });
});
