import { Link } from 'react-router-dom';

/**
 * For a visitor (the record is public, issue 30): what this page is and how signals get published — the gate —
 * and a way in. Members know it from the dashboard.
 */
export function PublicRecordIntro() {
  return (
    <section className="track-intro" aria-label="Sobre este histórico" data-testid="public-record-intro">
      <p>
        <strong>Histórico público, sem login:</strong> todos os sinais publicados — confirmados, rejeitados,
        expirados e em aberto —, cada um com o resultado <strong>líquido de taxas e funding</strong>. Um sinal
        expirado nunca conta como acerto.
      </p>
      <p>
        <strong>Como um sinal é publicado:</strong> cada estratégia passa pelo portão de estratégias, que
        compara o resultado dela, líquido de taxas, com entradas aleatórias nos mesmos pares, direções, alvos
        e stops, e só publica um método que a pesquisa aprovou. O aviso do portão, nesta página, diz por que
        nada é publicado enquanto isso não acontece.
      </p>
      <p>
        <Link to="/register">Crie sua conta</Link> para receber os sinais ao vivo, ou{' '}
        <Link to="/login">entre</Link>.
      </p>
    </section>
  );
}
