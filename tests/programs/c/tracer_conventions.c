// expect: safe
// options: --error-label errorFn
// TRACER's conventions: calls of errorFn are errors, _TRACER_assume restricts runs,
// _TRACER_abort(c) is an error where c can hold.
extern int __VERIFIER_nondet_int(void);
void errorFn(void) { }
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y;
  _TRACER_assume(x >= 0 && x < 10);
  y = x * 2;
  _TRACER_abort(y > 18);
  if (y % 2 != 0) errorFn();
  return 0;
}
