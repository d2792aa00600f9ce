// expect: safe
// A sum of three ints and a difference of three that leave int's range once,
// and an int difference added to an unsigned: SAFE only where each step wraps as
// in C (a step that did not wrap reaches an error). Three inputs of about a
// thousand values each behind one guard: the explicit engine must stop at its
// deadline (tests/explicit.rs).
extern int __VERIFIER_nondet_int(void);
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  int c = __VERIFIER_nondet_int();
  unsigned int u = __VERIFIER_nondet_uint();
  if (a > 2147483000 && b > 1000 && b <= 2000 && c > 1000 && c <= 2000) {
    int s = a + b + c;
    if (s >= 0) reach_error();
    if (s > -2147479000) reach_error();
  }
  if (a < -2147483000 && b > 1000 && b <= 2000) {
    int d = a - b - 1;
    if (d <= 0) reach_error();
  }
  if (u >= 4294967000U && a >= 1000 && a <= 2000 && b == 0) {
    u += (a - b);
    if (u >= 2000) reach_error();
  }
  return 0;
}
