/**
 * French e-mail templates, each as plain text and HTML. Values are escaped in the HTML; links are
 * built by the caller from APP_URL and never from request headers.
 */
export type MailContent = { subject: string; text: string; html: string; template: string }

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#0b1020;color:#e5e7eb;font-family:Arial,Helvetica,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#111827;border-radius:12px;">
<tr><td style="padding:32px;">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#ffffff;">Adéquat</p>
${bodyHtml}
<p style="margin:32px 0 0;font-size:12px;color:#9ca3af;">Vous recevez cet email parce qu’une action a été demandée sur Adéquat avec cette adresse. Si ce n’est pas vous, ignorez simplement ce message.</p>
</td></tr>
</table>
</body>
</html>`
}

function button(url: string, label: string): string {
  return `<p style="margin:24px 0;"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#2563eb;color:#ffffff;text-decoration:none;border-radius:8px;font-weight:bold;">${escapeHtml(label)}</a></p>
<p style="margin:0;font-size:13px;color:#9ca3af;">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br><span style="word-break:break-all;color:#93c5fd;">${escapeHtml(url)}</span></p>`
}

export function verifyEmailTemplate({ url }: { url: string }): MailContent {
  const subject = 'Confirmez votre adresse email – Adéquat'
  const text = [
    'Bonjour,',
    '',
    'Merci de votre inscription sur Adéquat. Pour activer votre compte, confirmez votre adresse email en ouvrant ce lien :',
    url,
    '',
    'Ce lien est valable 24 heures.',
    '',
    'Si vous n’avez pas créé de compte, ignorez ce message.',
    '',
    'L’équipe Adéquat',
  ].join('\n')
  const html = layout(
    subject,
    `<p style="margin:0 0 12px;">Bonjour,</p>
<p style="margin:0 0 12px;">Merci de votre inscription sur Adéquat. Pour activer votre compte, confirmez votre adresse email.</p>
${button(url, 'Confirmer mon adresse email')}
<p style="margin:16px 0 0;">Ce lien est valable 24 heures.</p>`,
  )
  return { subject, text, html, template: 'verify-email' }
}

export function resetPasswordTemplate({ url }: { url: string }): MailContent {
  const subject = 'Réinitialisation de votre mot de passe – Adéquat'
  const text = [
    'Bonjour,',
    '',
    'Vous avez demandé la réinitialisation de votre mot de passe Adéquat. Pour choisir un nouveau mot de passe, ouvrez ce lien :',
    url,
    '',
    'Ce lien est valable 1 heure. Après le changement, vos autres sessions seront déconnectées.',
    '',
    'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.',
    '',
    'L’équipe Adéquat',
  ].join('\n')
  const html = layout(
    subject,
    `<p style="margin:0 0 12px;">Bonjour,</p>
<p style="margin:0 0 12px;">Vous avez demandé la réinitialisation de votre mot de passe Adéquat.</p>
${button(url, 'Choisir un nouveau mot de passe')}
<p style="margin:16px 0 0;">Ce lien est valable 1 heure. Après le changement, vos autres sessions seront déconnectées.</p>
<p style="margin:12px 0 0;">Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.</p>`,
  )
  return { subject, text, html, template: 'reset-password' }
}

/**
 * A generic message (contact acknowledgement, notices): a greeting, paragraphs, an optional
 * link. Paragraph text is escaped.
 */
export function genericTemplate(input: {
  template: string
  subject: string
  greeting?: string
  paragraphs: string[]
  link?: { url: string; label: string }
}): MailContent {
  const greeting = input.greeting ?? 'Bonjour,'
  const text = [
    greeting,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.link ? [`${input.link.label} : ${input.link.url}`, ''] : []),
    'L’équipe Adéquat',
  ].join('\n')
  const html = layout(
    input.subject,
    [
      `<p style="margin:0 0 12px;">${escapeHtml(greeting)}</p>`,
      ...input.paragraphs.map((p) => `<p style="margin:0 0 12px;white-space:pre-line;">${escapeHtml(p)}</p>`),
      input.link ? button(input.link.url, input.link.label) : '',
    ].join('\n'),
  )
  return { subject: input.subject, text, html, template: input.template }
}
