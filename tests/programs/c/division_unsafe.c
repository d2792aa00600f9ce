// expect: unsafe
// Python's floor division would give -4 here; C gives -3.
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a < 0 && a / 2 == (a - 1) / 2 + 1) reach_error();
  return 0;
}
