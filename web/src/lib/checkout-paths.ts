/** `/checkout/{curso}`: the URL slug of each course on sale ('/checkout/despertar-crypto' is the spec's route). */
export const CHECKOUT_SLUGS: Record<string, string> = {
  'despertar-crypto': 'despertar_crypto',
  masterclass: 'masterclass',
  'app-mentoria': 'app_mentoria',
};

export function checkoutPathOf(courseId: string): string {
  const slug = Object.entries(CHECKOUT_SLUGS).find(([, id]) => id === courseId)?.[0];
  return slug ? `/checkout/${slug}` : '/vitrine-alunos';
}

/** The receipt a buyer sees right after a Pix is approved, with the way on (`seguir`) to the course. */
export function paidReceiptPath(purchaseId: string, next: string): string {
  return `/minhas-compras/${encodeURIComponent(purchaseId)}/recibo?${new URLSearchParams({ pago: '1', seguir: next })}`;
}
