// expect: unsafe
// CIL-style control flow: switch with fall-through, goto into `if (0)` blocks,
// do/while, for with continue, ++/--, compound assignment, ?: and comma.
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) {}
int count;
int step(int k) {
  int r;
  switch (k) {
  case 0:
    r = 10;
  case 1:
    r += 1;
    break;
  case 2:
    r = 5;
    break;
  default:
    r = -1;
  }
  return r;
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  int i, s = 0;
  if (x < 0 || x > 3) abort();
  for (i = 0; i < 4; i++) {
    if (i == x) continue;
    s += i;
  }
  do {
    count++;
  } while (count < 3);
  if (x == 0) goto case_zero;
  goto done;
  if (0) {
  case_zero:
    s = step(0) == 11 ? s : -100;
  }
done:
  s = (count--, s);
  if (s == 6 && count == 2) reach_error();
  return 0;
}
