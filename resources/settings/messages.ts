/** Texts of the Settings screen (app.settings.*), merged into src/i18n/en.ts. */
export const settingsMessages = {
  settings: {
    sections: {
      send_from: 'Send From Email',
      signature: 'Email Signature Image',
      attention: 'Needs Attention',
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
  },
};
