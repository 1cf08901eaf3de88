import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenEngaged } from './when-engaged';

/** The page's window, as far as these helpers use it: events and idle callbacks. */
let idleTasks: (() => void)[];
let target: EventTarget;

beforeEach(() => {
  idleTasks = [];
  target = new EventTarget();
  vi.stubGlobal('window', target);
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
  vi.stubGlobal('cancelIdleCallback', (id: number) => {
    idleTasks[id - 1] = () => undefined;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function runIdle() {
  const tasks = idleTasks;
  idleTasks = [];
  for (const task of tasks) task();
}

describe('whenEngaged', () => {
  it('does nothing while the visitor only reads, however idle the browser is', () => {
    const task = vi.fn();
    whenEngaged(task);
    runIdle();
    expect(idleTasks).toHaveLength(0);
    expect(task).not.toHaveBeenCalled();
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin', 'input', 'change'])(
    'runs the task once, when idle after the first %s',
    (type) => {
      const task = vi.fn();
      whenEngaged(task);
      target.dispatchEvent(new Event(type));
      // Not inside the visitor's event: when the browser is next idle.
      expect(task).not.toHaveBeenCalled();
      runIdle();
      expect(task).toHaveBeenCalledTimes(1);
      target.dispatchEvent(new Event('keydown'));
      target.dispatchEvent(new Event('pointerdown'));
      runIdle();
      expect(task).toHaveBeenCalledTimes(1);
    },
  );

  it('ignores what is not the visitor acting (scrolling, the page loading)', () => {
    const task = vi.fn();
    whenEngaged(task);
    for (const type of ['scroll', 'load', 'mousemove']) target.dispatchEvent(new Event(type));
    runIdle();
    expect(task).not.toHaveBeenCalled();
  });

  it('cancelled before the visitor acts, never runs', () => {
    const task = vi.fn();
    const cancel = whenEngaged(task);
    cancel();
    target.dispatchEvent(new Event('pointerdown'));
    runIdle();
    expect(task).not.toHaveBeenCalled();
  });

  it('cancelled after the visitor acted but before the browser was idle, never runs', () => {
    const task = vi.fn();
    const cancel = whenEngaged(task);
    target.dispatchEvent(new Event('keydown'));
    cancel();
    runIdle();
    expect(task).not.toHaveBeenCalled();
  });
});
