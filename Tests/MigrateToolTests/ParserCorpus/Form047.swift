func f48() { _ = B<Int>?.shared }
