/** Whether this instance is the working engine (holds the lease, or runs alone on the embedded store). */
export interface Role {
  active: boolean;
}
