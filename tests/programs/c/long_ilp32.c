// expect: safe
// long is 32 bits on ILP32 (the default): 2147483647L + 1 wraps to INT_MIN, and
// 4294967295L is a long long constant no nondet long exceeds. long_lp64.c is the
// same program on LP64, where it is unsafe.
extern long __VERIFIER_nondet_long(void);
void reach_error(void) {}
int main(void) {
  long x = 2147483647L;
  x = x + 1;
  long y = __VERIFIER_nondet_long();
  if (x > 0 && y > 4294967295L) reach_error();
  return 0;
}
