-- Checkout customer data, lesson progress that follows the user across devices, and page-builder pages.
CREATE TABLE customers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid REFERENCES users(id) ON DELETE SET NULL,
  email text NOT NULL,
  first_name text,
  last_name text,
  phone text,
  identification_type text,
  identification_number text,
  zip_code text,
  city text,
  state text,
  course_id text,
  payment_method text,
  source text,
  status text,
  payment_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customers_email_idx ON customers (lower(email));

CREATE TABLE lesson_progress (
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  lesson_id text NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
  position_s double precision NOT NULL DEFAULT 0,
  duration_s double precision NOT NULL DEFAULT 0,
  completed boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, lesson_id)
);

CREATE TABLE pages (
  slug text PRIMARY KEY,
  title text NOT NULL,
  content jsonb NOT NULL DEFAULT '[]'::jsonb,
  page_settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_by uuid REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO pages (slug, title, content, page_settings) VALUES ('modulo-video-aulas', 'Módulo de Videoaulas', '[
  {"id": "s1", "elType": "section", "settings": {"background_color": "#0f1522", "padding": "32px 16px"}, "elements": [
    {"id": "c1", "elType": "column", "settings": {"_column_size": 100}, "elements": [
      {"id": "w1", "elType": "widget", "widgetType": "heading", "settings": {"title": "Módulo de Videoaulas", "header_size": "h1", "align": "center"}, "elements": []},
      {"id": "w2", "elType": "widget", "widgetType": "text-editor", "settings": {"editor": "<p>Assista às aulas do <strong>Despertar Crypto</strong> na ordem ou volte a qualquer uma quando quiser. Seu progresso fica salvo na sua conta.</p>", "align": "center"}, "elements": []},
      {"id": "w3", "elType": "widget", "widgetType": "divider", "settings": {"color": "#2a3550"}, "elements": []}
    ]}
  ]},
  {"id": "s2", "elType": "section", "settings": {"padding": "16px"}, "elements": [
    {"id": "c2", "elType": "column", "settings": {"_column_size": 60}, "elements": [
      {"id": "w4", "elType": "widget", "widgetType": "video-playlist", "settings": {"title": "Aulas de introdução", "tabs": [
        {"tab_title": "Boas-vindas ao Despertar Crypto", "youtube_url": "https://www.youtube.com/watch?v=dQw4w9WgXcQ"},
        {"tab_title": "O que é Bitcoin e blockchain", "youtube_url": "https://youtu.be/bBC-nXj3Ng4"},
        {"tab_title": "Carteiras e segurança", "vimeo_url": "https://vimeo.com/76979871"}
      ]}, "elements": []}
    ]},
    {"id": "c3", "elType": "column", "settings": {"_column_size": 40}, "elements": [
      {"id": "w5", "elType": "widget", "widgetType": "icon-list", "settings": {"icon_list": [
        {"text": "8 aulas práticas", "icon": "check"},
        {"text": "Progresso salvo em todos os dispositivos", "icon": "check"},
        {"text": "Acesso vitalício", "icon": "check"}
      ]}, "elements": []},
      {"id": "w6", "elType": "widget", "widgetType": "spacer", "settings": {"space": 16}, "elements": []},
      {"id": "w7", "elType": "widget", "widgetType": "button", "settings": {"text": "Começar pela aula 1", "link": {"url": "/aula/despertar-crypto-01"}, "align": "center"}, "elements": []},
      {"id": "w8", "elType": "widget", "widgetType": "button", "settings": {"text": "Voltar ao Curso", "link": {"url": "/vitrine-alunos"}, "align": "center", "button_type": "secondary"}, "elements": []}
    ]}
  ]}
]'::jsonb, '{"max_width": 1100}'::jsonb);
