import { Link } from 'react-router-dom';
import { LandingCourses } from './landing-courses';

const HIGHLIGHTS = [
  {
    title: 'Sinais com histórico público',
    text: 'Entrada, alvo, stop e prazo em cada sinal, e o resultado de todos eles, líquido de taxas. Quando nenhuma estratégia supera entradas aleatórias nos dados recentes, nós dizemos — e não publicamos.',
  },
  {
    title: 'Análise contínua dos 150 principais pares',
    text: 'Cada par em 1H, 4H e 1D, com RSI, MACD, Bandas de Bollinger e volume à vista. A estratégia em teste usa o momento de 7 dias e o regime do BTC.',
  },
  {
    title: 'Área de membros',
    text: 'Cursos em vídeo do básico ao avançado para você operar com método e gestão de risco.',
  },
];

export function LandingPage() {
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
        {HIGHLIGHTS.map((h) => (
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
