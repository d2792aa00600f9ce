// expect: safe
// globals_as_inputs.c under C's own reading: uninitialised globals are 0.
int Alt;
int Limit;
int Mode = 2;

main()
{
  if (Mode != 2) return 0;
  if (Alt > Limit + 5) _ABORT(Limit > 10);
  return 0;
}
