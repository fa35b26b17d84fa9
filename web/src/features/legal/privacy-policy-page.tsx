import { LegalDocument } from './legal-document';

export function PrivacyPolicyPage() {
  return (
    <LegalDocument title="Política de Privacidade">
      <p>
        Esta Política de Privacidade explica como o Sinais Cripto coleta, usa, armazena e protege os dados
        pessoais das pessoas que utilizam o site, o aplicativo e a área de membros (em conjunto, a
        &quot;Plataforma&quot;), em conformidade com a Lei Geral de Proteção de Dados Pessoais (Lei nº
        13.709/2018, &quot;LGPD&quot;).
      </p>

      <h2>1. Dados que coletamos</h2>
      <ul>
        <li>
          <strong>Dados de cadastro:</strong> nome de usuário, e-mail e senha (armazenada apenas em forma
          criptografada por função de hash).
        </li>
        <li>
          <strong>Dados de compra:</strong> nome, e-mail, telefone, CPF, endereço e informações da transação.
          Os dados do cartão são tratados diretamente pelo provedor de pagamentos e não são armazenados pela
          Plataforma.
        </li>
        <li>
          <strong>Dados de uso:</strong> endereço IP, tipo de navegador e dispositivo, páginas acessadas, data
          e hora de acesso e progresso nas aulas.
        </li>
        <li>
          <strong>Dados guardados no seu dispositivo:</strong> token de sessão, preferências, favoritos e
          progresso de vídeo, mantidos no armazenamento local do navegador.
        </li>
      </ul>

      <h2>2. Para que usamos os dados</h2>
      <ul>
        <li>criar e manter sua conta e autenticar seu acesso;</li>
        <li>liberar os cursos adquiridos e processar pagamentos;</li>
        <li>enviar e-mails transacionais, como a redefinição de senha;</li>
        <li>prestar suporte e responder às suas solicitações;</li>
        <li>garantir a segurança da Plataforma, prevenir fraudes e cumprir obrigações legais;</li>
        <li>melhorar os sinais, os conteúdos e a experiência de uso com base em estatísticas agregadas.</li>
      </ul>

      <h2>3. Bases legais</h2>
      <p>
        Tratamos dados pessoais com base na execução de contrato, no cumprimento de obrigação legal ou
        regulatória, no legítimo interesse (segurança e melhoria do serviço) e, quando necessário, no seu
        consentimento, que pode ser revogado a qualquer momento.
      </p>

      <h2>4. Compartilhamento</h2>
      <p>
        Não vendemos dados pessoais. Compartilhamos dados apenas com prestadores de serviço necessários à
        operação (hospedagem, envio de e-mails e processamento de pagamentos), sob obrigação de
        confidencialidade, e com autoridades quando exigido por lei ou ordem judicial.
      </p>

      <h2>5. Armazenamento e segurança</h2>
      <p>
        Os dados são armazenados em servidores com controle de acesso, comunicação criptografada (HTTPS) e
        senhas protegidas por hash. Mantemos os dados pelo tempo necessário às finalidades desta Política ou
        pelo prazo exigido em lei. A sessão de acesso expira automaticamente após 7 dias.
      </p>

      <h2>6. Seus direitos</h2>
      <p>Nos termos da LGPD, você pode, a qualquer momento:</p>
      <ul>
        <li>confirmar a existência de tratamento e acessar seus dados;</li>
        <li>corrigir dados incompletos, inexatos ou desatualizados;</li>
        <li>solicitar anonimização, bloqueio ou eliminação de dados desnecessários;</li>
        <li>solicitar a portabilidade dos dados;</li>
        <li>revogar o consentimento e solicitar a eliminação dos dados tratados com base nele;</li>
        <li>obter informação sobre com quem compartilhamos seus dados.</li>
      </ul>
      <p>Para exercer esses direitos, entre em contato pela Central de Suporte.</p>

      <h2>7. Cookies e armazenamento local</h2>
      <p>
        Utilizamos o armazenamento local do navegador para manter sua sessão e suas preferências e para
        permitir o uso do aplicativo instalado. Você pode apagar esses dados nas configurações do navegador;
        ao fazê-lo, será necessário entrar novamente.
      </p>

      <h2>8. Menores de idade</h2>
      <p>A Plataforma é destinada a maiores de 18 anos. Não coletamos intencionalmente dados de menores.</p>

      <h2>9. Alterações desta Política</h2>
      <p>
        Esta Política pode ser atualizada periodicamente. A versão vigente estará sempre disponível nesta
        página, com a data da última atualização.
      </p>
    </LegalDocument>
  );
}
