/**
 * The Shadow DOM host and provider of embeds (architecture §7a): everything lands inside the
 * shadow host, nothing on the page's <html>, <head> or <body> apart from the one host element.
 */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Title } from '@mantine/core';
import { createShadowHost, EmbedUiProvider, SHADOW_CSS, SHADOW_HOST_TAG, EMBED_ROOT_CLASS } from './index';
import { expectNoAxeViolations } from '@streamscout/testing';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.style.fontSize = '';
});

describe('createShadowHost', () => {
  it('appends one host element with an open shadow root holding the CSS, the container and a portal target', () => {
    const parent = document.createElement('div');
    parent.innerHTML = '<p>page text</p>';
    document.body.append(parent);
    const s = createShadowHost(parent, 'p { color: red }');
    expect(parent.children).toHaveLength(2);
    expect(parent.lastElementChild).toBe(s.host);
    expect(s.host.tagName.toLowerCase()).toBe(SHADOW_HOST_TAG);
    expect(s.host.shadowRoot).toBe(s.root);
    expect(s.root.querySelector('style')?.textContent).toBe('p { color: red }');
    expect(s.container.className).toBe(EMBED_ROOT_CLASS);
    expect(s.root.contains(s.portal)).toBe(true);
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    s.remove();
    expect(parent.innerHTML).toBe('<p>page text</p>');
  });

  it('undoes a page root font size other than 16 px through --mantine-scale (Mantine sizes in rem)', () => {
    document.documentElement.style.fontSize = '10px';
    const s = createShadowHost(document.body, '');
    expect(s.host.style.getPropertyValue('--mantine-scale')).toBe('1.6');
    s.remove();
    document.documentElement.style.fontSize = '';
    const t = createShadowHost(document.body, '');
    expect(t.host.style.getPropertyValue('--mantine-scale')).toBe('');
  });

  it('refuses a missing parent', () => {
    expect(() => createShadowHost(null as unknown as Element, '')).toThrow(TypeError);
  });
});

describe('SHADOW_CSS', () => {
  it('resets what the page would pass to the host and gives the embed root a body style', () => {
    expect(SHADOW_CSS).toContain(':host { all: initial !important; display: block !important; }');
    expect(SHADOW_CSS).toContain(`.${EMBED_ROOT_CLASS} {`);
  });
});

describe('EmbedUiProvider', () => {
  it('puts the colour scheme on the shadow host and the CSS variables in the shadow root, never on the page', async () => {
    const s = createShadowHost(document.body, SHADOW_CSS);
    const root = createRoot(s.container);
    await act(async () => {
      root.render(
        <EmbedUiProvider host={s.host} portalTarget={s.portal} colorScheme="dark">
          <Title order={2}>Inside</Title>
        </EmbedUiProvider>,
      );
    });
    expect(s.host.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(document.documentElement.hasAttribute('data-mantine-color-scheme')).toBe(false);
    const styles = [...s.root.querySelectorAll('style')].map((el) => el.textContent ?? '');
    expect(styles.some((css) => css.includes(':host') && css.includes('--mantine-color-body'))).toBe(true);
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    expect(localStorage.length).toBe(0);
    await act(async () => {
      root.render(
        <EmbedUiProvider host={s.host} portalTarget={s.portal} colorScheme="light">
          <Title order={2}>Inside</Title>
        </EmbedUiProvider>,
      );
    });
    expect(s.host.getAttribute('data-mantine-color-scheme')).toBe('light');
    await expectNoAxeViolations(document.body); // axe-core looks into open shadow roots
    act(() => root.unmount());
    s.remove();
    expect(document.body.children).toHaveLength(0);
  });
});
