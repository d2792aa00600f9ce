// expect: unknown
// Pointers are outside the subset: UNKNOWN with the construct and its location.
void reach_error(void) {}
int main(void) {
  int x = 1;
  int *p = &x;
  if (x != 1) reach_error();
  return 0;
}
