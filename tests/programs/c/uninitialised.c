// expect: unsafe
// An uninitialised local holds an arbitrary value; a _Bool holds 0 or 1.
void reach_error(void) {}
int main(void) {
  int u;
  _Bool b = u;
  unsigned char c = __VERIFIER_nondet_uchar();
  if (b != 0 && b != 1) reach_error();
  if (c > 255) reach_error();
  if (u == 42) reach_error();
  return 0;
}
