import { describe, expect, it } from 'vitest';
import { sanitizeEmailHtml } from './html';

describe('sanitizeEmailHtml', () => {
  it('keeps what the editor toolbar makes', () => {
    const html =
      '<h1>Orders</h1><h4>Small</h4><p>Hello <strong>A</strong> <b>B</b> <em>C</em> <i>D</i> <u>E</u><br />next</p>' +
      '<ul><li>one</li></ul><ol><li>two</li></ol><blockquote>quoted</blockquote>' +
      '<p><a href="https://shop.example/orders">open</a> <a href="mailto:buy@shop.example">mail</a></p>';
    expect(sanitizeEmailHtml(html)).toBe(html);
  });

  it('keeps the {{table}} placeholder, alone or inside markup', () => {
    expect(sanitizeEmailHtml('{{table}}')).toBe('{{table}}');
    expect(sanitizeEmailHtml('<p>Please send:</p><p>{{table}}</p>')).toBe(
      '<p>Please send:</p><p>{{table}}</p>',
    );
  });

  it('drops scripts and styles with their content', () => {
    expect(sanitizeEmailHtml('<p>Hi</p><script>alert(1)</script><style>p{color:red}</style>')).toBe(
      '<p>Hi</p>',
    );
  });

  it('drops event handlers, inline styles and classes', () => {
    expect(sanitizeEmailHtml('<p onclick="steal()" style="color:red" class="x">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeEmailHtml('<a href="https://a.example" onmouseover="x()" target="_blank">go</a>')).toBe(
      '<a href="https://a.example">go</a>',
    );
  });

  it('drops images, iframes and other tags outside the toolbar but keeps their text', () => {
    expect(sanitizeEmailHtml('<p><img src="x" onerror="y()">A</p><iframe src="https://x"></iframe>')).toBe(
      '<p>A</p>',
    );
    expect(sanitizeEmailHtml('<table><tr><td>cell</td></tr></table><h5>five</h5><span>s</span>')).toBe(
      'cellfives',
    );
  });

  it('keeps only http, https and mailto links', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      'relative/path',
    ]) {
      expect(sanitizeEmailHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(sanitizeEmailHtml('<a href="HTTP://A.example">x</a>')).toBe('<a href="HTTP://A.example">x</a>');
  });

  it('escapes stray angle brackets in text and answers an empty body as empty', () => {
    expect(sanitizeEmailHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitizeEmailHtml('')).toBe('');
  });
});
