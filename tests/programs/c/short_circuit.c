// expect: safe
// && and || do not evaluate their right side when the left decides.
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int calls;
int bump(void) { calls++; return 1; }
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = 0;
  if (a > 0 && bump()) b = 1;
  if (a <= 0 || bump()) b = b + 1;
  if (a > 0 && calls != 2) reach_error();
  if (a <= 0 && calls != 0) reach_error();
  if (a != 0 && b == 0) reach_error();
  return 0;
}
