import type { CrmAction } from './api';

export const ACTIONS: Record<
  CrmAction,
  { label: string; title: string; message: (who: string, what: string) => string; danger: boolean }
> = {
  approve: {
    label: 'Aprovar',
    title: 'Aprovar compra',
    message: (who, what) =>
      `Aprovar a compra de ${what} por ${who}? O acesso ao curso será liberado imediatamente.`,
    danger: false,
  },
  refund: {
    label: 'Estornar',
    title: 'Estornar compra',
    message: (who, what) =>
      `Estornar a compra de ${what} por ${who}? O valor é devolvido pelo provedor de pagamento. O acesso só é encerrado se não houver outra compra aprovada deste curso.`,
    danger: true,
  },
  reject: {
    label: 'Rejeitar',
    title: 'Rejeitar compra',
    message: (who, what) => `Rejeitar a compra de ${what} por ${who}? Nenhum acesso será liberado.`,
    danger: true,
  },
  revoke: {
    label: 'Revogar',
    title: 'Revogar acesso',
    message: (who, what) => `Revogar o acesso de ${who} ao curso ${what}? O aluno perde o acesso na hora.`,
    danger: true,
  },
  reactivate: {
    label: 'Reativar',
    title: 'Reativar acesso',
    message: (who, what) => `Reativar o acesso de ${who} ao curso ${what}?`,
    danger: false,
  },
};

export interface Pending {
  action: CrmAction;
  id: string;
  who: string;
  what: string;
  /** Approving a purchase flagged as a duplicate: asked explicitly, with "reject" offered instead. */
  duplicate?: boolean;
  /** Revoking an access that more than one approved purchase pays for. */
  approvedPurchases?: number;
}

export function dialogText(p: Pending): { message: string; confirmLabel: string } {
  const a = ACTIONS[p.action];
  if (p.action === 'approve' && p.duplicate) {
    return {
      message: `Compra duplicada: ${p.who} já tem outra compra de ${p.what}. Aprovar registra uma segunda cobrança do mesmo curso. Prefira rejeitar esta compra; se ela já foi paga, aprove e use "Estornar" para devolver o valor.`,
      confirmLabel: 'Aprovar mesmo assim',
    };
  }
  if (p.action === 'revoke' && (p.approvedPurchases ?? 0) > 1) {
    return {
      message: `${p.who} tem ${p.approvedPurchases} compras aprovadas de ${p.what}. Revogar encerra o acesso mesmo assim. Para desfazer uma cobrança em duplicidade, estorne a compra duplicada na aba Compras: o acesso continua pela outra.`,
      confirmLabel: 'Revogar mesmo assim',
    };
  }
  return { message: a.message(p.who, p.what), confirmLabel: a.label };
}
