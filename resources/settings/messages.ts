/** Texts of the Settings screen (app.settings.*), merged into src/i18n/en.ts. */
export const settingsMessages = {
  settings: {
    sections: {
      send_from: 'Send From Email',
      signature: 'Email Signature Image',
      attention: 'Needs Attention',
      daily_digest: 'Daily Digest',
    },
    fields: {
      email: 'Send From Email',
      deadline: 'Deadline Days',
      image: 'Signature Image',
      size: 'Image Width (px)',
      consolidation_hours: 'Consolidation undecided after (hours)',
      at_risk_hours: 'At risk when the deadline is within (hours)',
      supplier_silent_days: 'Supplier silent after (days)',
      pickup_uncollected_days: 'Pickup not collected after (days)',
    },
    upload: 'Upload',
    remove: 'Remove',
    save: 'Save',
    preview_alt: 'Signature image preview',
    no_image: 'No image uploaded yet.',
    image_hint: 'PNG, JPEG, GIF or WebP, at most 2 MB. Upload it, then Save.',
    not_an_image: 'The signature image must be an image file',
    too_large: 'The image must be at most 2 MB',
    digest: {
      hint:
        'Each morning at 07:00 (operator time), an e-mail of what waits in Needs attention: to each ' +
        'warehouse and supplier switched on, the rows that are its own; to the operator, every open ' +
        'row. Nothing is sent to a recipient with nothing open.',
      kinds: { operator: 'Operator', warehouse: 'Warehouse', supplier: 'Supplier' },
      no_email: 'no send-from e-mail saved yet',
    },
  },
};
