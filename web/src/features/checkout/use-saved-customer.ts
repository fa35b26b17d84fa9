import { useState, type Dispatch, type SetStateAction } from 'react';
import type { SavedCustomer } from '@sinais/shared';
import { maskCep, maskPhone, type CustomerData } from './masks';

/**
 * The last purchase's data, offered in step 1 while the form still lacks something it has. Using it fills phone
 * and address; the CPF stays on the server ("on file", shown masked) unless the buyer types another.
 */
export function useSavedCustomer(
  last: SavedCustomer | null,
  data: CustomerData,
  setData: Dispatch<SetStateAction<CustomerData>>,
) {
  const [cpfOnFile, setCpfOnFile] = useState<string | null>(null);
  const [used, setUsed] = useState(false);
  const missing =
    last !== null &&
    Boolean(
      (last.phone && !data.phone) ||
      (last.cpf_masked && !data.cpf && !cpfOnFile) ||
      (last.zip_code && !data.zipCode) ||
      (last.city && !data.city) ||
      (last.state && !data.state),
    );
  const apply = () => {
    if (!last) return;
    setData((d) => ({
      ...d,
      phone: last.phone ? maskPhone(last.phone) : d.phone,
      zipCode: last.zip_code ? maskCep(last.zip_code) : d.zipCode,
      city: last.city ?? d.city,
      state: last.state ?? d.state,
    }));
    if (last.cpf_masked) setCpfOnFile(last.cpf_masked);
    setUsed(true);
  };
  return {
    offered: !used && missing ? last : null,
    apply,
    cpfOnFile,
    typeCpf: () => setCpfOnFile(null),
  };
}
