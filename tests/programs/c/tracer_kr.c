// expect: safe
// TRACER's older regression programs: K&R functions (no return type, parameters
// declared between `)` and the body) and `_ABORT(c)`, the older `_TRACER_abort(c)`.
extern int __VERIFIER_nondet_int(void);

clamp(v, lo, hi)
  int v;
  int lo, hi;
{
  if (v < lo) return lo;
  if (v > hi) return hi;
  return v;
}

twice(n) { return n + n; }

main()
{
  int x = __VERIFIER_nondet_int();
  int y = clamp(x, 0, 100);
  _ABORT(y < 0 || y > 100);
  _ABORT(twice(y) > 200);
  return 0;
}
