// A sum of two nondet ints kept in a long: it exceeds int's range only where long is
// 64 bits (LP64); on ILP32 it wraps, and the sum check fails there.
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  if (a < 0 || b < 0) return 0;
  long s = (long)a + b;
  if (s < 0) reach_error();
  return 0;
}
