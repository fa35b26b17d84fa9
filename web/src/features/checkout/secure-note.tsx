import { LockIcon } from '@/components/icons';

/** Under the payment form: processed securely (by Mercado Pago when it is the processor), data encrypted. */
export function SecureNote({ mercadoPago }: { mercadoPago: boolean }) {
  return (
    <p className="co-secure">
      <LockIcon size={13} /> Pagamento processado com segurança
      {mercadoPago ? ' pelo Mercado Pago' : ''}. Seus dados são criptografados.
    </p>
  );
}
