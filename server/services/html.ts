import sanitizeHtml from 'sanitize-html';

/** What the rich-text toolbar of the notification e-mail can make (spec 001, Supplier forms). */
const TOOLBAR_TAGS = [
  'p',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
];
const LINK = /^(https?:|mailto:)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: TOOLBAR_TAGS,
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // A tag outside the toolbar goes but its text stays; script and style lose their text too.
  disallowedTagsMode: 'discard',
  transformTags: {
    // sanitize-html lets relative links through; an e-mail has nothing to be relative to.
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const kept: sanitizeHtml.Attributes = LINK.test(href) ? { href } : {};
      return { tagName, attribs: kept };
    },
  },
};

/**
 * The notification e-mail body as it may be stored and sent: only the editor's own markup,
 * no scripts, styles, event handlers or images. The {{table}} placeholder is plain text and
 * passes through untouched.
 */
export function sanitizeEmailHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
