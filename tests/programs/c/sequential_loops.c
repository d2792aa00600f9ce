// expect: safe
// Four loops one after the other, each with a non-linear counter (a = 3^i) that no
// invariant tracer looks for can state: every loop must be unrolled, and a
// spurious error must blame the loops in their order (each unrolled once), not the
// last one first (each earlier loop's restart then dropped the later ones:
// 340 restarts here, 4 per loop now).
extern void reach_error(void);
int main(void) {
  int a0 = 1; int i0;
  for (i0 = 0; i0 < 5; i0++) a0 = a0 * 3;
  int a1 = 1; int i1;
  for (i1 = 0; i1 < 5; i1++) a1 = a1 * 3;
  int a2 = 1; int i2;
  for (i2 = 0; i2 < 5; i2++) a2 = a2 * 3;
  int a3 = 1; int i3;
  for (i3 = 0; i3 < 5; i3++) a3 = a3 * 3;
  if (a0 != 243) reach_error();
  if (a1 != 243) reach_error();
  if (a2 != 243) reach_error();
  if (a3 != 243) reach_error();
  return 0;
}
