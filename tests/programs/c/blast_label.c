// expect: unsafe
// options: --error-label ERROR
// BLAST's convention: reaching the label ERROR is the error.
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int lock = 0;
  int n = __VERIFIER_nondet_int();
  while (n > 0) {
    if (lock == 1) goto ERROR;
    lock = 1;
    n--;
  }
  return 0;
ERROR:
  return 1;
}
