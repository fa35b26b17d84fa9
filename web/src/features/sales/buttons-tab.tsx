import { DEFAULT_CTA_LINK, SALES_LIMITS, type SalesConfig } from '@sinais/shared';
import { FormField } from '@/components/form-field';
import { truncatePreview } from './highlight';
import { ColorField, newId, type TabProps } from './sales-admin-tabs';
import { VariantEditor } from './variant-list';

type Button = SalesConfig['buttons'][number];

const newButton = (): Button => ({
  id: newId('b'),
  text: '🚀 QUERO ACESSO AGORA',
  color: '#ffffff',
  backgroundColor: '#ff6b35',
  link: DEFAULT_CTA_LINK,
  active: false,
});

export function ButtonsTab({ config, update }: TabProps) {
  return (
    <VariantEditor
      label="Botões"
      items={config.buttons}
      save={(buttons) => update({ buttons })}
      preview={(x) => ({ dot: x.backgroundColor, title: x.text, text: truncatePreview(x.text, 30) })}
      previewTestId="button-preview"
      addLabel="+ Novo botão"
      create={newButton}
      texts={{ badge: 'Ativo', active: 'Botão ativo', activate: 'Ativar este botão' }}
    >
      {(b, set) => (
        <>
          <FormField
            label="Texto do botão"
            maxLength={SALES_LIMITS.buttonText}
            value={b.text}
            onChange={(e) => set({ text: e.target.value })}
          />
          <div className="sa-grid2">
            <ColorField label="Cor do texto" value={b.color} onChange={(color) => set({ color })} />
            <ColorField
              label="Cor de fundo"
              value={b.backgroundColor}
              onChange={(backgroundColor) => set({ backgroundColor })}
            />
          </div>
          <FormField label="Link" value={b.link} onChange={(e) => set({ link: e.target.value })} />
          <div className="sa-preview">
            <span className="field__label">Prévia</span>
            <span
              className="sales-cta sa-preview__cta"
              style={{ color: b.color, background: b.backgroundColor }}
            >
              {b.text}
            </span>
          </div>
        </>
      )}
    </VariantEditor>
  );
}
