// expect: unsafe
// options: --uninit-globals inputs
// TRACER and BLAST read a global without an initialiser as an input: here the
// error needs Alt > Limit + 5 (with C's zero initialisation it is unreachable, see
// globals_zero.c). Initialised globals keep their values.
int Alt;
int Limit;
int Mode = 2;

main()
{
  if (Mode != 2) return 0;
  if (Alt > Limit + 5) _ABORT(Limit > 10);
  return 0;
}
