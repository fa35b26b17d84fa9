import { LegalDocument } from './legal-document';

/** The jurisdiction is left unfilled on purpose (spec 000 §2.8): the company fills it in. */
export const JURISDICTION_PLACEHOLDER = '[CIDADE/ESTADO]';

export function TermsOfServicePage() {
  return (
    <LegalDocument title="Termos de Serviço">
      <p>
        Estes Termos de Serviço regulam o uso do site, do aplicativo e da área de membros do Sinais Cripto (a
        &quot;Plataforma&quot;). Ao criar uma conta ou utilizar a Plataforma, você declara ter lido e aceitado
        estes Termos.
      </p>

      <h2>1. O serviço</h2>
      <p>
        A Plataforma oferece sinais de compra e venda de criptomoedas, dados de mercado, ferramentas de
        análise e cursos em vídeo com finalidade educacional. O acesso a determinados conteúdos depende de
        cadastro e, em alguns casos, da compra do curso correspondente.
      </p>

      <h2>2. Não é recomendação de investimento</h2>
      <p>
        Os sinais, análises e conteúdos têm caráter exclusivamente informativo e educacional e não constituem
        recomendação, oferta ou consultoria de investimento. O mercado de criptoativos é volátil e envolve
        risco de perda total do capital. Resultados passados não garantem resultados futuros. As decisões de
        investimento são de sua exclusiva responsabilidade.
      </p>

      <h2>3. Cadastro e conta</h2>
      <ul>
        <li>Você deve ter 18 anos ou mais e fornecer informações verdadeiras.</li>
        <li>A conta é pessoal e intransferível; é proibido compartilhar o acesso.</li>
        <li>
          Você é responsável por manter sua senha em sigilo e por toda atividade realizada na sua conta.
        </li>
      </ul>

      <h2>4. Compras, pagamentos e acesso aos cursos</h2>
      <p>
        Os preços são exibidos em reais (BRL). Os pagamentos são processados por provedor terceirizado e o
        acesso ao curso é liberado após a confirmação do pagamento. Nas compras on-line, você pode exercer o
        direito de arrependimento em até 7 (sete) dias da contratação, nos termos do art. 49 do Código de
        Defesa do Consumidor.
      </p>

      <h2>5. Propriedade intelectual</h2>
      <p>
        Todo o conteúdo da Plataforma, incluindo vídeos, textos, marcas, sinais e software, é protegido por
        direitos de propriedade intelectual. É proibido copiar, gravar, redistribuir ou revender qualquer
        conteúdo sem autorização por escrito.
      </p>

      <h2>6. Uso adequado</h2>
      <p>
        É proibido utilizar a Plataforma para fins ilícitos, tentar acessar áreas restritas sem autorização,
        interferir no funcionamento do serviço ou coletar dados de outros usuários.
      </p>

      <h2>7. Disponibilidade e limitação de responsabilidade</h2>
      <p>
        Empregamos esforços razoáveis para manter a Plataforma disponível, mas não garantimos funcionamento
        ininterrupto, pois os dados dependem de fontes de mercado de terceiros. Na máxima extensão permitida
        em lei, não nos responsabilizamos por perdas decorrentes de operações realizadas com base nos sinais
        ou conteúdos.
      </p>

      <h2>8. Suspensão e encerramento</h2>
      <p>
        Podemos suspender ou encerrar contas que violem estes Termos. Você pode encerrar sua conta a qualquer
        momento pela Central de Suporte.
      </p>

      <h2>9. Alterações dos Termos</h2>
      <p>
        Estes Termos podem ser atualizados. A versão vigente estará sempre disponível nesta página, com a data
        da última atualização.
      </p>

      <h2>10. Lei aplicável e foro</h2>
      <p>
        Estes Termos são regidos pelas leis da República Federativa do Brasil. Fica eleito o foro da comarca
        de {JURISDICTION_PLACEHOLDER} para dirimir quaisquer controvérsias, ressalvado o direito do consumidor
        de propor ação no foro do seu domicílio.
      </p>
    </LegalDocument>
  );
}
