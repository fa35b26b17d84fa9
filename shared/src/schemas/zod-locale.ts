import { z } from 'zod';
import { ptBR } from 'zod/locales';

// Every zod rejection, on the server and in the browser, reads in Brazilian Portuguese.
z.config(ptBR());
