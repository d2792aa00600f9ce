// expect: safe
// A million iterations: proved only by closing the loop after one. The path says
// i = 0, i < 1000000, i' = i + 1; the invariant 0 <= i <= 1000000 needs the bound
// i <= 1000000, a weak form of the guard that no path constraint states.
void reach_error(void) {}
int main(void) {
  int i;
  for (i = 0; i != 1000000; i++) {
    if (i > 1000000) reach_error();
  }
  if (i != 1000000) reach_error();
  return 0;
}
