import { paymentFailureMessage } from '@sinais/shared';

const COURSE_NAMES: Record<string, string> = {
  despertar_crypto: 'Despertar Crypto',
  masterclass: 'Masterclass Trading',
  app_mentoria: 'App + Mentoria',
  test_checkout_transparente: 'Curso Teste - Checkout Transparente',
};

/** external_reference is "<purchase>_<course id>": the course is what follows the first underscore. */
export function courseNameFromReference(ref: string | null): string {
  if (!ref) return 'Curso Adquirido';
  const i = ref.indexOf('_');
  const key = i >= 0 ? ref.slice(i + 1) : ref;
  return COURSE_NAMES[key] ?? 'Curso Adquirido';
}

export { paymentFailureMessage };

const SUPPORT_WHATSAPP = (import.meta.env.VITE_SUPPORT_WHATSAPP as string | undefined)?.replace(/\D/g, '');

export function supportChatUrl(paymentId: string | null, detail: string | null): string {
  const text = `Olá! Tive um problema com meu pagamento${paymentId ? ` (ID ${paymentId})` : ''}${detail ? ` — ${detail}` : ''}. Podem me ajudar?`;
  return SUPPORT_WHATSAPP
    ? `https://wa.me/${SUPPORT_WHATSAPP}?text=${encodeURIComponent(text)}`
    : `/suporte?mensagem=${encodeURIComponent(text)}`;
}
