// main's local `limit` is out of scope in `add`, whose loop invariant needs
// `n <= 10`: a witness may not name `limit` there (tests/witness.rs).
// expect: safe
extern int __VERIFIER_nondet_int(void);
extern void reach_error(void);
int total = 0;
void add(int n) {
  int i = 0;
  while (i < n) {
    i++;
    total++;
  }
}
int main() {
  int limit = __VERIFIER_nondet_int();
  if (limit < 0 || limit > 10) return 0;
  add(limit);
  if (total > 10) reach_error();
  return 0;
}
