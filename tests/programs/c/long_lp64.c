// expect: unsafe
// options: --int-model lp64
// long is 64 bits on LP64: 2147483647L + 1 does not wrap (it does on ILP32, where
// this program is safe: long_ilp32.c), and a nondet long can exceed int's range.
extern long __VERIFIER_nondet_long(void);
void reach_error(void) {}
int main(void) {
  long x = 2147483647L;
  x = x + 1;
  long y = __VERIFIER_nondet_long();
  if (x > 0 && y > 4294967295L) reach_error();
  return 0;
}
