// expect: safe
// C's / and % truncate towards zero (Python's floor): -7 / 2 == -3, -7 % 2 == -1.
extern int __VERIFIER_nondet_int(void);
void reach_error(void) {}
int main(void) {
  int a = __VERIFIER_nondet_int();
  if (a == -7) {
    if (a / 2 != -3 || a % 2 != -1 || a / -2 != 3 || a % -2 != -1) reach_error();
  }
  if (a / 3 * 3 + a % 3 != a) reach_error();
  if (a / -3 * -3 + a % -3 != a) reach_error();
  if (a < 0 && a % 3 > 0) reach_error();
  return 0;
}
