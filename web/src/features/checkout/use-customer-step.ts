import { useEffect, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CheckoutState, Course } from '@sinais/shared';
import { useSessionStore } from '@/lib/session';
import { saveCustomer } from './api';
import { EMPTY_CUSTOMER, readDraft, writeDraft } from './customer-draft';
import { splitName, validateCustomer, type CustomerData, type CustomerErrors } from './masks';
import type { ApprovedPayment } from './use-card-payment';
import { useCheckoutAccount } from './use-checkout-account';
import { useSavedCustomer } from './use-saved-customer';

const warnNotSaved = (err: unknown) => console.warn('Erro ao salvar dados do cliente', err);

/**
 * Step 1 of the two-step checkout: the buyer's data (a draft kept for the tab), its validation, the visitor's
 * account and the customer record saved before the payment and again once it is approved.
 */
export function useCustomerStep(
  courseId: string | null,
  course: Course | undefined,
  known: CheckoutState | null,
  /** A signed-in buyer who chose Pix after cancelling a pending card: the Pix needs no billing field. */
  startOnPayment = false,
) {
  const user = useSessionStore((s) => s.user);
  const account = useCheckoutAccount();
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<1 | 2>(startOnPayment ? 2 : 1);
  const [data, setData] = useState<CustomerData>(() => ({
    ...EMPTY_CUSTOMER,
    name: user?.name ?? '',
    email: user?.email ?? '',
    ...readDraft(),
  }));
  useEffect(() => writeDraft(data), [data]);
  // Signed in during step 1 (the e-mail had an account): the account's name and e-mail fill what is empty.
  useEffect(() => {
    if (!user) return;
    setData((d) => ({ ...d, name: d.name || (user.name ?? ''), email: user.email ?? d.email }));
  }, [user]);
  const [errors, setErrors] = useState<CustomerErrors>({});
  const saved = useSavedCustomer(known?.saved_customer ?? null, data, setData);
  const cpfOnFile = saved.cpfOnFile;

  const set = (k: keyof CustomerData, v: string) => {
    setData((d) => ({ ...d, [k]: v }));
    if (errors[k]) setErrors((e) => ({ ...e, [k]: undefined }));
  };

  const payload = (extra: Record<string, unknown> = {}) => {
    const { firstName, lastName } = splitName(data.name);
    return {
      email: data.email.trim(),
      firstName,
      lastName,
      phone: data.phone,
      identification: cpfOnFile
        ? { type: 'CPF', on_file: true }
        : { type: 'CPF', number: data.cpf.replace(/\D/g, '') },
      address: { zip_code: data.zipCode, city: data.city.trim(), state: data.state },
      courseId: courseId ?? undefined,
      courseName: course?.name,
      coursePrice: course?.price,
      paymentMethod: 'credit_card',
      source: 'checkout-two-step',
      ...extra,
    };
  };

  // The flow continues even if saving fails (spec 001 §4).
  const save = useMutation({
    mutationFn: saveCustomer,
    onError: warnNotSaved,
    onSettled: () => setStep(2),
  });

  const next = async (e: FormEvent) => {
    e.preventDefault();
    const errs = validateCustomer(data);
    if (cpfOnFile) delete errs.cpf;
    setErrors(errs);
    if (Object.keys(errs).length) return;
    // A visitor's account is created (or signed in) here; the purchase stays on this page.
    if (!useSessionStore.getState().token && !(await account.submit(data.name, data.email, password))) return;
    save.mutate(payload());
  };

  const saveApproved = (r: ApprovedPayment) => {
    void saveCustomer(
      payload({
        status: 'approved',
        paymentId: r.payment_id,
        paymentMethod: r.method === 'pix' ? 'pix' : 'credit_card',
      }),
    ).catch(warnNotSaved);
  };

  const applySaved = () => {
    saved.apply();
    setErrors({});
  };

  return {
    step,
    back: () => setStep(1),
    toPayment: () => setStep(2),
    data,
    errors,
    set,
    account,
    password,
    setPassword,
    busy: save.isPending || account.busy,
    next,
    saveApproved,
    saved,
    applySaved,
    cpfOnFile,
  } as const;
}
