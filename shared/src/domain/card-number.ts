/**
 * Card number check digit (Luhn), as the card networks and Mercado Pago's tokeniser apply it. Separators are ignored;
 * a number outside 13–19 digits is not a card number. The sandbox gateway and the web checkout mask both use it.
 */
export function isValidCardNumber(v: string): boolean {
  const digits = v.replace(/\D/g, '');
  if (digits.length < 13 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
