// expect: safe
// Steps of two from 0 meet the bound exactly: the proof needs i's parity (an
// invariant with `%`), which a correctness witness states in C and `validate`
// reads with C's `%` (the remainder takes the dividend's sign).
void reach_error(void) {}
int main(void) {
  int i;
  for (i = 0; i < 1000000; i += 2) {
  }
  if (i != 1000000) reach_error();
  return 0;
}
