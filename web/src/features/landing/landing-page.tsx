import { Link } from 'react-router-dom';
import { LandingCourses } from './landing-courses';

const HIGHLIGHTS = [
  {
    title: 'Sinais em tempo real',
    text: 'Compra e venda com preço de entrada, alvo e projeção, confirmados pelo nosso sistema de monitoramento.',
  },
  {
    title: 'Análise técnica contínua',
    text: 'RSI, MACD, Bandas de Bollinger e volume avaliados nos 150 principais pares do mercado.',
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
