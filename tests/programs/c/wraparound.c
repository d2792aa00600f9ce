// expect: safe
// options: --int-model ilp32
// C's 32-bit arithmetic: unsigned subtraction wraps, int converts to unsigned in
// comparisons, narrowing conversions keep the low bits, and constants take their
// type from their value, base and suffix.
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
  if (-1 < 0U) reach_error();
  if (0xFFFFFFFF != -1U || 0x7FFFFFFF + 1 != -2147483647 - 1) reach_error();
  return 0;
}
