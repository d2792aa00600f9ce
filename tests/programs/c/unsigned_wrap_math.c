// expect: safe
// options: --int-model math
// The same program as unsigned_wrap.c under the mathematical abstraction, which
// misses the wrap-around: the abstraction is chosen explicitly, never by default.
void reach_error(void) {}
int main(void) {
  unsigned x = 0;
  x = x - 1;
  if (x == 4294967295u) reach_error();
  return 0;
}
