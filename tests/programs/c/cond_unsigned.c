// expect: safe
// A conditional expression with effects has the common type of its arms: here
// unsigned int, so -1 converts to UINT_MAX and the comparison never holds (it was
// computed as a signed 64-bit value once, which made this program unsafe).
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  if ((c ? x++ : 0u) > -1) reach_error();
  if ((c ? 1u : x--) < 0) reach_error();
  return 0;
}
