// expect: unsafe
// C's own integers are the default: the subtraction wraps around to UINT_MAX and the
// error is reached (called SAFE when C files were checked with mathematical integers).
void reach_error(void) {}
int main(void) {
  unsigned x = 0;
  x = x - 1;
  if (x == 4294967295u) reach_error();
  return 0;
}
