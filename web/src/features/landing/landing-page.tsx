import { Link } from 'react-router-dom';
import { LandingCourses } from './landing-courses';
import { useSimulatedPrices } from './use-simulated-prices';

/** The signals promise as a member of this instance will find it: real-data gate, or demonstration signals. */
const SIGNALS_PROMISE = {
  real: 'Entrada, alvo, stop e prazo em cada sinal, e o resultado de todos eles, líquido de taxas. Um sinal só é publicado quando a pesquisa aprovou o método e a estratégia mostra, em preços reais, vantagem sobre entradas aleatórias; enquanto isso não acontece, nós dizemos por quê — e não publicamos.',
  simulated:
    'Entrada, alvo, stop e prazo em cada sinal, e o resultado de todos eles, líquido de taxas. Nesta instância os preços são simulados: os sinais são de demonstração, mostram como o produto funciona, não passam pelo portão de estratégias e não são recomendação.',
};

const OTHER_HIGHLIGHTS = [
  {
    title: 'Análise contínua dos 150 principais pares',
    text: 'Cada par em 1H, 4H e 1D, com RSI, MACD, Bandas de Bollinger e volume à vista. A estratégia experimental, sem vantagem demonstrada, usa o momento de 28 dias e o regime do BTC.',
  },
  {
    title: 'Área de membros',
    text: 'Cursos em vídeo do básico ao avançado para você operar com método e gestão de risco.',
  },
];

export function LandingPage() {
  const simulated = useSimulatedPrices();
  return (
    <div className="landing">
      <section className="hero" aria-labelledby="hero-title">
        <p className="hero__eyebrow">Sinais de trading de criptomoedas</p>
        <h1 id="hero-title" className="hero__title">
          Bem-vindo ao <span className="text-accent">Sinais Cripto</span>
        </h1>
        <p className="hero__lead">
          Sinais de compra e venda, dados de mercado e educação financeira em um só lugar, no horário de
          Brasília.
        </p>
        {simulated ? (
          <p className="hero__demo" role="note" data-testid="landing-demo-notice">
            <strong>Preços simulados:</strong> os sinais desta instância são de demonstração, gerados sobre
            preços simulados — não são recomendação nem histórico de desempenho real.
          </p>
        ) : null}
        <div className="hero__actions">
          <Link to="/login" className="btn btn--primary btn--lg">
            Entrar
          </Link>
          <Link to="/register" className="btn btn--ghost btn--lg">
            Criar conta
          </Link>
          <a href="#cursos" className="btn btn--ghost btn--lg">
            Ver cursos
          </a>
        </div>
        <div className="hero__ticker" aria-hidden="true">
          <span className="ticker ticker--up">BTC/USDT ▲</span>
          <span className="ticker ticker--down">ETH/USDT ▼</span>
          <span className="ticker ticker--up">SOL/USDT ▲</span>
          <span className="ticker ticker--up">BNB/USDT ▲</span>
        </div>
      </section>
      <section className="highlights" aria-label="O que você encontra">
        <article className="card highlight">
          <h2>Sinais com histórico público</h2>
          <p data-testid="landing-signals-promise">
            {simulated ? SIGNALS_PROMISE.simulated : SIGNALS_PROMISE.real}
          </p>
          <Link to="/historico-desempenho">Ver o histórico público</Link>
        </article>
        {OTHER_HIGHLIGHTS.map((h) => (
          <article key={h.title} className="card highlight">
            <h2>{h.title}</h2>
            <p>{h.text}</p>
          </article>
        ))}
      </section>
      <LandingCourses />
    </div>
  );
}
