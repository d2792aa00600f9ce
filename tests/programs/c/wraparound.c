// expect: safe
// options: --int-model ilp32
// C's 32-bit arithmetic: unsigned subtraction wraps, int converts to unsigned in
// comparisons, and narrowing conversions keep the low bits.
extern unsigned int __VERIFIER_nondet_uint(void);
void reach_error(void) {}
int main(void) {
  unsigned int x = __VERIFIER_nondet_uint();
  unsigned char c = 300;
  int m = -1;
  if (x == 0 && x - 1 != 4294967295U) reach_error();
  if (c != 44) reach_error();
  if (!(m > x || x == 4294967295U)) reach_error();
  if ((signed char)200 != -56) reach_error();
  return 0;
}
