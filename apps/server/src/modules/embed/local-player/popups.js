/// <reference lib="dom" />
/* global document, clearInterval -- the browser's */

/**
 * The menus (one open at a time, under the button that opened it) and the Playback info panel: opening, closing, and
 * the keys inside a menu. What each menu offers is choice-menus.js's.
 */

/** @import { Player } from './player.js' */

/**
 * A menu's item: one of a choice (`checked` said), which closes the menu, or an action that keeps it open (the
 * subtitle delay's steps), in a group named by the menu's note.
 * @typedef {{ label: string; name?: string; detail?: string; checked?: boolean; choose: () => void }} MenuItem
 */

/**
 * @param {Player} p
 * @param {HTMLElement} button
 */
export const isOpen = (p, button) => p.view.openMenu === button;

/** @param {Player} p */
export const menuItems = (p) =>
  /** @type {HTMLElement[]} */ (Array.from(p.ui.menu.querySelectorAll('[role=menuitemradio],[role=menuitem]')));

/**
 * @param {Player} p
 * @param {MenuItem} item
 */
function menuItem(p, { label, name, detail, checked, choose }) {
  const item = document.createElement('button');
  item.type = 'button';
  item.setAttribute('role', checked === undefined ? 'menuitem' : 'menuitemradio');
  if (checked !== undefined) item.setAttribute('aria-checked', String(checked));
  if (name) item.setAttribute('aria-label', name);
  item.tabIndex = -1;
  item.textContent = label;
  if (detail) {
    const aside = document.createElement('span');
    aside.className = 'detail';
    aside.textContent = detail;
    // Spaced, so that its name reads 'The Heist 12:04'.
    item.append(' ', aside);
  }
  item.addEventListener('click', () => {
    if (checked !== undefined) closePopups(p);
    choose();
  });
  return item;
}

/**
 * The choices, then the actions in their group, named by the note.
 * @param {HTMLElement[]} elements
 * @param {string} [note]
 */
function menuContent(elements, note) {
  const actions = elements.filter((item) => item.getAttribute('role') === 'menuitem');
  if (actions.length === 0) return elements;
  const separator = document.createElement('div');
  separator.setAttribute('role', 'separator');
  const group = document.createElement('div');
  group.setAttribute('role', 'group');
  group.className = 'menu-group';
  if (note) {
    const heading = document.createElement('div');
    heading.id = 'menu-note';
    heading.className = 'menu-note';
    heading.textContent = note;
    group.setAttribute('aria-labelledby', heading.id);
    // Read with each step, so that a screen reader says the delay it now is.
    for (const action of actions) action.setAttribute('aria-describedby', heading.id);
    group.append(heading);
  }
  group.append(...actions);
  return [...elements.filter((item) => !actions.includes(item)), separator, group];
}

/**
 * @param {Player} p
 * @param {HTMLElement} button
 * @param {string} title
 * @param {MenuItem[]} items
 * @param {{ note?: string; focusAt?: number }} [options] the actions' group's name; the item to focus (else the checked one)
 */
export function showMenu(p, button, title, items, { note, focusAt } = {}) {
  const { menu } = p.ui;
  if (p.view.openMenu !== button) closePopups(p);
  p.view.openMenu = button;
  button.setAttribute('aria-expanded', 'true');
  menu.setAttribute('aria-label', title);
  menu.replaceChildren(
    ...menuContent(
      items.map((item) => menuItem(p, item)),
      note,
    ),
  );
  menu.hidden = false;
  const shown = menuItems(p);
  const focus = focusAt !== undefined && focusAt >= 0 ? shown[focusAt] : undefined;
  (focus ?? shown.find((item) => item.getAttribute('aria-checked') === 'true') ?? shown[0])?.focus();
}

/**
 * @param {Player} p
 * @param {boolean} [refocus] whether focus goes back to the button that opened the menu or panel
 */
export function closePopups(p, refocus = true) {
  const { ui } = p;
  if (p.view.openMenu) {
    const button = p.view.openMenu;
    p.view.openMenu = null;
    button.setAttribute('aria-expanded', 'false');
    ui.menu.hidden = true;
    if (refocus) button.focus();
  }
  if (!ui.info.hidden) {
    ui.info.hidden = true;
    ui.infoButton.setAttribute('aria-expanded', 'false');
    // The panel's conversion speed is no longer asked for.
    clearInterval(p.timers.status);
    if (refocus) ui.infoButton.focus();
  }
}

/** @param {Player} p */
export function listenMenus(p) {
  const { menu } = p.ui;
  // A roving tab stop: the item with the focus is the menu's one stop, so a menu that scrolls (a phone's frame) has one.
  menu.addEventListener('focusin', (event) => {
    for (const item of menuItems(p)) item.tabIndex = item === event.target ? 0 : -1;
  });
  menu.addEventListener('keydown', (event) => {
    const items = menuItems(p);
    const at = items.indexOf(/** @type {HTMLElement} */ (document.activeElement));
    /** @type {Record<string, number>} */
    const moves = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 };
    const to = moves[event.key];
    if (to !== undefined) {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') closePopups(p, false);
  });
  document.addEventListener('pointerdown', (event) => {
    const target = /** @type {Node} */ (event.target);
    const open = p.view.openMenu;
    if (open && !menu.contains(target) && !open.contains(target)) closePopups(p, false);
  });
}
