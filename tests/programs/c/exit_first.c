// expect: unsafe
// The error needs zero iterations, but the loop never closes: b's values have no
// invariant tracer finds, so rounds of the loop could go on until the time limit.
// After the loop head has been visited twice on a path, its exits go first.
void reach_error(void) {}
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a = 0, b = 0, c = 0;
  while (__VERIFIER_nondet_int() && c < 100000) {
    if (__VERIFIER_nondet_int()) {
      a = a + 1;
      b = b + 100;
    } else if (a >= 4) {
      b = -b;
    }
    c = c + 10;
  }
  if (a < 4 || b > 2) {
    reach_error();
  }
  return 0;
}
