-- Course catalogue (prices in cents, BRL) and lessons. Amounts charged always come from here.
CREATE TABLE courses (
  id text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents > 0),
  currency text NOT NULL DEFAULT 'BRL',
  features jsonb NOT NULL DEFAULT '[]'::jsonb,
  position integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE lessons (
  id text PRIMARY KEY,
  course_id text NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  position integer NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  video_file text,
  duration_s integer,
  UNIQUE (course_id, position)
);

INSERT INTO courses (id, name, description, price_cents, features, position) VALUES
  ('despertar_crypto', 'Despertar Crypto', 'Do zero ao primeiro investimento em criptomoedas com segurança: fundamentos, carteiras, corretoras e gestão de risco.', 19700,
   '["8 videoaulas práticas", "Acesso vitalício", "Atualizações gratuitas por 1 ano", "Garantia de 7 dias", "Certificado de conclusão"]'::jsonb, 1),
  ('masterclass', 'Masterclass Trading', 'Análise técnica aplicada, leitura de sinais e operação com gestão de risco profissional.', 49700,
   '["Análise técnica avançada", "Estratégias com sinais em tempo real", "Gestão de risco e de banca", "Estudos de caso ao vivo", "Acesso vitalício"]'::jsonb, 2),
  ('app_mentoria', 'App + Mentoria', 'Acesso completo ao aplicativo de sinais com mentoria em grupo para acelerar seus resultados.', 99700,
   '["Aplicativo de sinais completo", "Mentoria em grupo mensal", "Comunidade exclusiva", "Suporte prioritário", "Todos os cursos incluídos"]'::jsonb, 3),
  ('test_checkout_transparente', 'Curso Teste - Checkout Transparente', 'Produto de teste para validar o checkout transparente de ponta a ponta.', 9700,
   '["Produto de teste", "Valida o fluxo de pagamento"]'::jsonb, 4);

INSERT INTO lessons (id, course_id, position, title, description, video_file, duration_s) VALUES
  ('despertar-crypto-01', 'despertar_crypto', 1, 'Boas-vindas ao Despertar Crypto', 'Como o curso funciona, o que você vai aprender e como tirar o máximo de cada aula.', 'v1.mp4', 8),
  ('despertar-crypto-02', 'despertar_crypto', 2, 'O que é Bitcoin e blockchain', 'Os fundamentos: descentralização, blocos, mineração e por que isso importa para você.', 'v2.mp4', 8),
  ('despertar-crypto-03', 'despertar_crypto', 3, 'Carteiras e segurança', 'Carteiras quentes e frias, frases de recuperação e os erros que custam caro.', 'v3.mp4', 9),
  ('despertar-crypto-04', 'despertar_crypto', 4, 'Corretoras e primeira compra', 'Como escolher uma corretora, verificar a conta e fazer sua primeira compra com segurança.', 'v4.mp4', 9),
  ('despertar-crypto-05', 'despertar_crypto', 5, 'Leitura de gráficos', 'Candles, suportes, resistências e tendências sem complicação.', 'v5.mp4', 9),
  ('despertar-crypto-06', 'despertar_crypto', 6, 'Gestão de risco', 'Quanto arriscar por operação, stop loss e como proteger seu patrimônio.', 'v6.mp4', 10),
  ('despertar-crypto-07', 'despertar_crypto', 7, 'Como usar os sinais', 'Entrada, alvo e projeção: como interpretar e executar os sinais do aplicativo.', 'v7.mp4', 10),
  ('despertar-crypto-08', 'despertar_crypto', 8, 'Próximos passos', 'Montando sua rotina de investimentos e continuando a evolução.', 'v8.mp4', 10),
  ('masterclass-01', 'masterclass', 1, 'Análise técnica avançada', 'Padrões gráficos e confluências para entradas precisas.', NULL, NULL),
  ('masterclass-02', 'masterclass', 2, 'Indicadores na prática', 'RSI, médias móveis e volume combinados.', NULL, NULL),
  ('masterclass-03', 'masterclass', 3, 'Operando com sinais', 'Da leitura do sinal à execução disciplinada.', NULL, NULL),
  ('masterclass-04', 'masterclass', 4, 'Gestão de banca profissional', 'Dimensionamento de posição e controle emocional.', NULL, NULL),
  ('app-01', 'app_mentoria', 1, 'Configurando o aplicativo', 'Instalação, notificações e personalização.', NULL, NULL),
  ('app-02', 'app_mentoria', 2, 'Rotina com o aplicativo', 'Como acompanhar sinais no dia a dia.', NULL, NULL),
  ('app-03', 'app_mentoria', 3, 'Mentoria: planejamento', 'Metas, plano de operação e revisão semanal.', NULL, NULL),
  ('app-04', 'app_mentoria', 4, 'Mentoria: evolução', 'Análise de resultados e ajustes de estratégia.', NULL, NULL),
  ('teste-01', 'test_checkout_transparente', 1, 'Aula de teste', 'Aula de verificação do checkout transparente.', 'v1.mp4', 8);
