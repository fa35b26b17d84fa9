import { useState, type ReactNode } from 'react';
import { Icon, type IconName } from '@/components/icons';
import { Page } from '@/components/page-header';
import { useNow } from '@/lib/use-now';
import { SUPPORT_HOURS, supportOpenAt } from './support-hours';
import '@/styles/member-area.css';
import './support.css';

/** Contact addresses of the support team (docs/member-area.md: change them here). */
const CONTACTS = {
  email: 'suporte@sinaiscripto.com.br',
  whatsapp: 'https://wa.me/5511999999999',
};

const FAQ = [
  {
    q: 'Como funcionam os sinais?',
    a: 'O motor analisa os 150 principais pares da Binance em 1H, 4H e 1D. Um sinal só aparece no dashboard depois de confirmado pelo sistema de monitoramento, com entrada, alvo e stop.',
  },
  {
    q: 'Por que a lista zera às 21:00?',
    a: 'O dashboard reinicia diariamente às 21:00 (horário de Brasília). Os sinais anteriores continuam nas estatísticas.',
  },
  {
    q: 'O que significam as estrelas?',
    a: 'A classe do sinal: PREMIUM+ tem uma estrela prateada, ELITE duas douradas e ELITE+ três douradas.',
  },
  {
    q: 'Como recebo alertas no celular?',
    a: 'Instale o app pela página Instalar App e ative as notificações em Configurações, escolhendo as classes e direções que deseja receber.',
  },
  {
    q: 'Os sinais são recomendação de investimento?',
    a: 'Não. O conteúdo é educacional; cada operação é de sua responsabilidade e deve respeitar seu gerenciamento de risco.',
  },
];

const AUTO_REPLY =
  'Olá! Recebemos sua mensagem. Nosso chat funciona 24 horas com resposta automática; um atendente responde em horário comercial (segunda a sexta, 08:00 às 18:00; sábado, 09:00 às 14:00).';

/** One support channel: its icon, name and what to expect, then how to reach it. */
function SupportCard({
  icon,
  title,
  text,
  children,
}: {
  icon: IconName;
  title: string;
  text: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="support-card">
      <span className="feature-icon">
        <Icon name={icon} />
      </span>
      <h2>{title}</h2>
      <p>{text}</p>
      {children}
    </div>
  );
}

export function SupportPage() {
  const now = useNow(60_000);
  const open = supportOpenAt(now);
  const [faqOpen, setFaqOpen] = useState(false);
  const [chat, setChat] = useState<string[]>([]);
  const [draft, setDraft] = useState('');

  const send = () => {
    const text = draft.trim();
    if (!text) return;
    setChat((c) => [...c, text, AUTO_REPLY]);
    setDraft('');
  };

  return (
    <Page
      className="support-page"
      eyebrow="Ajuda"
      title="Central de Suporte"
      subtitle="Fale com a equipe Sinais Cripto pelo canal que preferir."
      actions={
        <span className={`chip ${open ? 'chip--ok' : 'chip--warn'}`} data-testid="support-open">
          {open ? 'Atendimento aberto agora' : 'Fora do horário de atendimento'}
        </span>
      }
    >
      <div className="support-grid">
        <SupportCard icon="chat" title="Chat" text="Disponível 24/7 com resposta automática imediata.">
          <div className="chat-box" aria-live="polite">
            {chat.map((m, i) => (
              <p key={i} className={i % 2 === 0 ? 'chat-msg chat-msg--me' : 'chat-msg'}>
                {m}
              </p>
            ))}
          </div>
          <form
            className="chat-form"
            onSubmit={(e) => {
              e.preventDefault();
              send();
            }}
          >
            <input
              className="field__input"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder="Escreva sua mensagem"
              aria-label="Mensagem do chat"
              maxLength={500}
            />
            <button type="submit" className="btn btn--primary btn--sm">
              Enviar
            </button>
          </form>
        </SupportCard>
        <SupportCard
          icon="mail"
          title="E-mail"
          text={
            <>
              Respondemos em até 1 dia útil: <strong className="support-card__addr">{CONTACTS.email}</strong>
            </>
          }
        >
          <a className="btn btn--ghost btn--sm" href={`mailto:${CONTACTS.email}`}>
            Enviar e-mail
          </a>
        </SupportCard>
        <SupportCard icon="phone" title="WhatsApp" text="Atendimento no horário comercial.">
          <a
            className="btn btn--ghost btn--sm"
            href={CONTACTS.whatsapp}
            target="_blank"
            rel="noreferrer noopener"
          >
            Abrir WhatsApp
          </a>
        </SupportCard>
        <SupportCard
          icon="help"
          title="Perguntas frequentes"
          text="Respostas rápidas para as dúvidas mais comuns."
        >
          <button
            type="button"
            className="btn btn--primary btn--sm"
            aria-expanded={faqOpen}
            aria-controls="faq"
            onClick={() => setFaqOpen((v) => !v)}
          >
            {faqOpen ? 'Fechar FAQ' : 'Ver FAQ'}
          </button>
        </SupportCard>
      </div>
      {faqOpen ? (
        <div id="faq" className="panel faq">
          {FAQ.map((f) => (
            <details key={f.q}>
              <summary>{f.q}</summary>
              <p>{f.a}</p>
            </details>
          ))}
        </div>
      ) : null}
      <div className="panel hours">
        <h2>Horário de atendimento</h2>
        <ul>
          {SUPPORT_HOURS.map((h) => (
            <li key={h.days}>
              <span>{h.days}</span>
              <strong>{h.hours}</strong>
            </li>
          ))}
          <li>
            <span>Chat</span>
            <strong>24/7 (resposta automática)</strong>
          </li>
        </ul>
      </div>
    </Page>
  );
}
