//! Results kept by argument: a label's conjuncts recur at every node of a point and
//! at every rule they are carried back across, and Z3's rewriting of the same term
//! gives the same result each time. A table forgets everything once it is full, so
//! that a long run's memory stays bounded.

use rustc_hash::FxHashMap;
use std::hash::Hash;

pub(super) struct Table<K, V> {
    /// Fx-hashed: the keys are terms (Z3's own hash of each) and small tuples.
    map: FxHashMap<K, V>,
    limit: usize,
}

/// Entries a table holds before it starts afresh.
const TABLE_SIZE: usize = 100_000;

impl<K: Hash + Eq, V: Clone> Table<K, V> {
    /// A table of at most `limit` entries (for entries larger than most).
    pub fn bounded(limit: usize) -> Self {
        Table { map: FxHashMap::default(), limit }
    }

    pub fn get(&self, k: &K) -> Option<V> {
        self.map.get(k).cloned()
    }

    /// Forgets every entry.
    pub fn clear(&mut self) {
        self.map.clear();
    }

    pub fn insert(&mut self, k: K, v: V) {
        if self.map.len() >= self.limit {
            self.clear();
        }
        self.map.insert(k, v);
    }
}

impl<K: Hash + Eq, V: Clone> Default for Table<K, V> {
    fn default() -> Self {
        Table::bounded(TABLE_SIZE)
    }
}
