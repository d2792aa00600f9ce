//! A small deterministic pseudo-random generator (xorshift): the concrete runs of
//! `selftest` and of invariant guessing are reproducible from their seeds. Each
//! caller draws its own distribution of values from `next`.

pub struct Rng(u64);

impl Rng {
    /// A generator from `seed` (zero, which xorshift never leaves, is taken as one).
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}
